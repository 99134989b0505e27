import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import { readdirSync } from 'node:fs'

// STYLE habit 6: dependencies point one way, enforced here.
// - shared imports nothing of app, server or sw; app and server never import each other;
// - sw/ is a worker: no React, nothing of the app;
// - a feature imports only its own folder: what several features use lives in src/app/lib,
//   ui, api or offline (or src/shared/domain when it is a pure rule), and features are
//   composed in route files. Those shared folders import no feature.
// ESLint keeps one no-restricted-imports setting per file, so each block carries all its bans.
// Bans are regexes over the import source (gitignore-style globs read '#app/…' as a comment).
const ban = (area, message) => ({ regex: `^(#${area}/|(\\.\\./)+(src/)?${area}/)`, message })
const featureBan = (own) => ({
  regex: `^(#app/features/(?!${own}/)|\\.\\./)`,
  message:
    'A feature imports only its own files: move what features share to src/app/lib, ui, api, ' +
    'offline or src/shared/domain, and compose features in a route file (STYLE habit 6).',
})
const restrict = (files, patterns, syntax = []) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns }],
    // Dynamic import() is an import too: the same bans by its source text.
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
        message,
      })),
      ...syntax,
    ],
  },
})
const features = readdirSync(new URL('./src/app/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const appBan = ban('server', 'src/app must not import from src/server (STYLE habit 6).')
const serverBan = ban('app', 'src/server must not import from src/app (STYLE habit 6).')

const boundaries = [
  restrict(
    ['src/shared/**/*.{ts,tsx}'],
    [
      ban('app', 'src/shared must not import from src/app (STYLE habit 6).'),
      ban('server', 'src/shared must not import from src/server (STYLE habit 6).'),
      ban('sw', 'src/shared must not import from sw (STYLE habit 6).'),
    ],
  ),
  restrict(['src/server/**/*.{ts,tsx}'], [serverBan]),
  restrict(
    ['src/server/services/**/*.ts'],
    [serverBan],
    [
      {
        // sendJson makes an envelope whole, security headers included (security-headers.ts).
        selector: "CallExpression[callee.object.name='c'][callee.property.name='header']",
        message:
          "A header set with c.header() never reaches an envelope: pass it to ok()'s headers, " +
          'or to c.html()/c.body() with the answer.',
      },
    ],
  ),
  restrict(
    ['sw/**/*.ts'],
    [
      ban('app', 'sw/ must not import from src/app (STYLE habit 6).'),
      ban('server', 'sw/ must not import from src/server (STYLE habit 6).'),
      { regex: '^react(-dom)?(/|$)', message: 'sw/ is a worker: no React.' },
    ],
  ),
  restrict(['src/app/**/*.{ts,tsx}'], [appBan]),
  restrict(
    // main.tsx, router.tsx and routes/ are where features are composed.
    ['src/app/{lib,ui,api,offline}/**/*.{ts,tsx}'],
    [
      appBan,
      {
        regex: '^(#app/features/|(\\.\\./)+features/)',
        message: 'Shared app modules import no feature: compose features in a route file.',
      },
    ],
  ),
  ...features.map((feature) =>
    restrict([`src/app/features/${feature}/**/*.{ts,tsx}`], [appBan, featureBan(feature)]),
  ),
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'data',
      'src/app/routeTree.gen.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...boundaries,
)

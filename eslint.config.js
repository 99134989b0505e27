import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'

// STYLE habit 6: dependencies point one way. shared imports nothing of app/server/sw; app and
// server never import each other.
const boundary = (from, forbidden) => ({
  files: [`${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((area) => ({
          group: [`#${area}/*`, `**/${area}/**`],
          message: `${from} must not import from ${area} (STYLE habit 6).`,
        })),
      },
    ],
  },
})

export default tseslint.config(
  {
    ignores: [
      'dist',
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
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  boundary('src/shared', ['app', 'server', 'sw']),
  boundary('src/app', ['server']),
  boundary('src/server', ['app']),
)

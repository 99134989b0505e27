import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// An operator's mistake stops the server with one line naming the variable, and exit code 1,
// not a stack trace, nor a start that fails later (tester M). The real entry point is started.

/**
 * The server as `npm start` runs it (production), on an embedded database of its own; what it
 * prints is the caller's to read (or to `resume()`, so that it never waits on a full pipe).
 */
const spawnServer = (env: Record<string, string>) =>
  spawn('node_modules/.bin/tsx', ['src/server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      STATIC_DIR: 'public',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawnServer(env)
  child.stdout.resume()
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })))
}

const expectOneLine = async (env: Record<string, string>, line: RegExp) => {
  const { code, stderr } = await start(env)
  expect(stderr.trimEnd().split('\n'), stderr).toHaveLength(1)
  expect(stderr).toMatch(line)
  expect(code).toBe(1)
}

describe('starting with a bad set-up', { timeout: 180_000 }, () => {
  it('a value out of range: PORT=70000', async () => {
    await expectOneLine({ PORT: '70000' }, /^Invalid configuration: PORT: must be a whole number/)
  })

  it('a URL that is not one: REDIS_URL=garbage', async () => {
    await expectOneLine(
      { REDIS_URL: 'garbage' },
      /^Invalid configuration: REDIS_URL: must be a URL/,
    )
  })

  it('a database that cannot be reached', async () => {
    await expectOneLine(
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/waka' },
      /^DATABASE_URL: cannot use the database at 127\.0\.0\.1:1\/waka: .*ECONNREFUSED/,
    )
  })

  // A managed PostgreSQL's usual form; pg's own advice on sslmode may come first (a warning on
  // every start with it, not part of the failure).
  it.runIf(process.env.TEST_DATABASE_URL)('TLS asked of a server without it', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!)
    url.searchParams.set('sslmode', 'require')
    const { code, stderr } = await start({ DATABASE_URL: url.toString() })
    const lines = stderr.trimEnd().split('\n')
    expect(stderr, stderr).not.toMatch(/^\s+at /m)
    expect(lines.at(-1)).toMatch(
      /^DATABASE_URL: cannot use the database at .*: The server does not support SSL connections$/,
    )
    expect(code).toBe(1)
  })

  it('a data folder that cannot be made', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'waka-start-')), 'a-file')
    writeFileSync(file, '')
    await expectOneLine(
      { DATA_DIR: path.join(file, 'db') },
      /^DATA_DIR: cannot keep the embedded database in .*a-file/,
    )
  })

  it('a port another program holds', async () => {
    const holder = createServer()
    await new Promise<void>((resolve) => holder.listen(0, resolve))
    const { port } = holder.address() as AddressInfo
    try {
      await expectOneLine(
        { PORT: String(port) },
        new RegExp(`^PORT: ${port} is already in use by another program`),
      )
    } finally {
      holder.close()
    }
  })
})

describe('starting for a tester (npm start, e-mail to the outbox)', { timeout: 180_000 }, () => {
  it('prints the demo ambassadors’ open upgrade links, which production hides from /api/dev', async () => {
    const child = spawnServer({})
    child.stderr.resume()
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', () => /Waka listening/.test(stdout) && resolve())
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${stdout}`)))
      })
    } finally {
      child.kill('SIGTERM')
    }
    const links = [
      ...stdout.matchAll(/tier 3 invitation for (.+): \/upgrade\?verificationId=(\w+)/g),
    ]
    expect(links.map(([, name]) => name)).toEqual([
      'Kunle Adeyemi',
      'Halima Bello',
      'Chinedu Nwosu',
    ])
    for (const [, , code] of links) expect(code).toMatch(/^[0-9a-f]{32}$/)
  })
})

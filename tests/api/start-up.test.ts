import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// An operator's mistake stops the server with one line naming the variable, and exit code 1,
// not a stack trace, nor a start that fails later (tester M). The real entry point is started.

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn('node_modules/.bin/tsx', ['src/server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      STATIC_DIR: 'public',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
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

import { spawn } from 'node:child_process'
import { request } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { expect, it } from 'vitest'
import pg from 'pg'

// WORKERS > 1 (src/server/main.ts): a worker killed outright is replaced, and the requests it had
// been given end, answered or cut, so a client or the proxy in front can try again. With the
// cluster's round robin the primary accepted every connection and handed it on; one in flight to
// the worker as it died stayed open and unanswered for ever (tester V: one per kill -9).

async function freePort() {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const port = (probe.address() as AddressInfo).port
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** One request on a connection of its own: 'answered', 'cut', or 'hung' after `patience` ms. */
function ask(port: number, patience: number): Promise<'answered' | 'cut' | 'hung'> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume()
      res.once('end', () => resolve('answered'))
      res.once('error', () => resolve('cut'))
    })
    req.once('error', () => resolve('cut'))
    req.setTimeout(patience, () => {
      resolve('hung')
      req.destroy()
    })
    req.end()
  })
}

const baseUrl = process.env.TEST_DATABASE_URL

it.runIf(baseUrl)(
  'a worker killed outright leaves no request unanswered',
  { timeout: 120_000 },
  async () => {
    const name = `waka_cluster_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
    const admin = new pg.Client({ connectionString: baseUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(baseUrl!)
    url.pathname = `/${name}`
    const port = await freePort()
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', PORT: String(port) }
    delete env.REDIS_URL
    Object.assign(env, { DATABASE_URL: url.toString(), WORKERS: '2', STATIC_DIR: 'public' })
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const workerPids = () => [...output.matchAll(/worker (\d+)\)/g)].map((m) => Number(m[1]))
    try {
      const deadline = Date.now() + 60_000
      while (workerPids().length < 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100))
      expect(workerPids(), output).toHaveLength(2)

      // Fresh connections, 20 every 100 ms, while one worker is killed and replaced.
      const outcomes: Promise<'answered' | 'cut' | 'hung'>[] = []
      const until = Date.now() + 3_000
      let killed = false
      while (Date.now() < until) {
        const wave = Array.from({ length: 20 }, () => ask(port, 15_000))
        outcomes.push(...wave)
        if (!killed && Date.now() > until - 2_000) {
          process.kill(workerPids()[0]!, 'SIGKILL')
          killed = true
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const results = await Promise.all(outcomes)
      const count = (outcome: string) => results.filter((result) => result === outcome).length
      expect({ hung: count('hung'), cut: count('cut') }).toMatchObject({ hung: 0 })
      expect(count('answered')).toBeGreaterThan(100)
      // The cluster is whole again.
      expect(await ask(port, 5_000)).toBe('answered')
    } finally {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  },
)

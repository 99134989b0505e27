import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { Agent, request, type IncomingMessage } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { addDays, lagosToday } from '#shared/domain/date-windows.ts'

// A deploy's SIGTERM (src/server/main.ts): the requests a process has taken are answered, and
// every answer from then on says Connection: close, so a kept-alive client goes to the new
// process. Busy kept-alive connections went on taking requests until the drain's deadline, then
// were cut mid-request (tester O).

async function freePort() {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const port = (probe.address() as AddressInfo).port
  await new Promise((resolve) => probe.close(resolve))
  return port
}

it('after SIGTERM the requests in hand are answered, with Connection: close', async () => {
  const port = await freePort()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'waka-shutdown-'))
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', PORT: String(port) }
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'WORKERS']) delete env[name]
  env.DATA_DIR = dataDir
  env.STATIC_DIR = dataDir
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  const said = (text: string) =>
    new Promise<void>((resolve) => {
      const look = () => output.includes(text) && resolve()
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        look()
      })
      look()
    })
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve))
  try {
    await said('Waka listening on')
    const agent = new Agent({ keepAlive: true, maxSockets: 3 })
    const body = JSON.stringify({
      departureTerminalId: 1,
      destinationTerminalId: 6,
      // A day in the search's window whenever this runs (the server here runs on the real clock).
      departureDate: addDays(lagosToday(), 3),
      numberOfAdults: 1,
      tripType: 0,
    })
    const ask = () =>
      request({
        host: '127.0.0.1',
        port,
        agent,
        method: 'POST',
        path: '/api/booking/Booking/availabletripdetails',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          // The server's '100 Continue' says it has taken the request.
          expect: '100-continue',
        },
      })
    const answer = (req: ReturnType<typeof ask>) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        req.once('response', (res) => {
          res.resume()
          res.once('end', () => resolve(res))
        })
        req.once('error', reject)
      })

    // Kept alive before the signal.
    const before = ask()
    before.once('continue', () => before.end(body))
    expect((await answer(before)).headers.connection).toBe('keep-alive')

    // Three requests taken (their bodies still to come) when the signal arrives.
    const taken = Array.from({ length: 3 }, ask)
    const answers = taken.map(answer)
    await Promise.all(taken.map((req) => new Promise((resolve) => req.once('continue', resolve))))
    server.kill('SIGTERM')
    await said('Stopping:')
    for (const req of taken) req.end(body)
    const answered = await Promise.all(answers)
    expect(answered.map((res) => res.statusCode)).toEqual([200, 200, 200])
    expect(answered.map((res) => res.headers.connection)).toEqual(['close', 'close', 'close'])
    expect(await exited).toBe(0)
    agent.destroy()
  } finally {
    server.kill('SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
  }
}, 120_000)

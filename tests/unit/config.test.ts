import { describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config.ts'

// Every environment variable is parsed once at start (DESIGN §8): a bad value is refused there,
// on one line naming the variable, never accepted and left to fail later (tester M).

const problemWith = (env: Record<string, string>) => {
  try {
    loadConfig(env)
  } catch (error) {
    return (error as Error).message
  }
  return 'accepted'
}

describe('loadConfig', () => {
  it('works with nothing set', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ PORT: 3000, WORKERS: 1, SANDBOX_PAYMENTS: 'on' })
  })

  it('reads well-formed values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://waka@db.internal:5432/waka',
      REDIS_URL: 'rediss://cache.internal:6380/2',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      FLIGHT_PARTNER_URL: 'https://flights.example.com/waka',
    })
    expect(config.PORT).toBe(8080)
    expect(config.SMTP_URL).toBe('smtps://user:pass@smtp.example.com:465')
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT: must be a whole number from 0 to 65535'],
    [{ WORKERS: '0' }, 'WORKERS: must be a whole number from 1 to 256'],
    [{ SMTP_URL: 'garbage' }, 'SMTP_URL: must be a URL starting smtp:// or smtps://'],
    [{ SMTP_URL: 'https://smtp.example.com' }, 'SMTP_URL: must be a URL starting smtp://'],
    [{ DATABASE_URL: 'garbage' }, 'DATABASE_URL: must be a URL starting postgres://'],
    [{ REDIS_URL: 'garbage' }, 'REDIS_URL: must be a URL starting redis:// or rediss://'],
    [
      { FLIGHT_PARTNER_URL: 'flights.example.com' },
      'FLIGHT_PARTNER_URL: must be a URL starting https://',
    ],
    [{ SANDBOX_PAYMENTS: 'yes' }, 'SANDBOX_PAYMENTS: must be on or off'],
  ])('refuses %o on one line naming it', (env, message) => {
    const problem = problemWith(env)
    expect(problem).toContain(message)
    expect(problem).not.toContain('\n')
  })

  it('names every bad variable, without repeating a value that may be a secret', () => {
    const problem = problemWith({ NODE_ENV: 'staging', SMTP_URL: 'smtp:/user:secret@x' })
    expect(problem).toBe(
      'Invalid configuration: NODE_ENV: must be development, production or test; ' +
        'SMTP_URL: must be a URL starting smtp:// or smtps://',
    )
  })
})

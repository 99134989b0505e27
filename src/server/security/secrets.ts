import type { AppDeps } from '#server/http/env.ts'
import { randomToken } from './random.ts'
import { ensureSecret } from './secrets.repository.ts'

// JWT_SECRET when configured; otherwise one generated on first use and kept in the database
// (app_secrets). With PGlite the database lives in DATA_DIR, so the key is "in the data folder"
// (DESIGN §8); with PostgreSQL every process behind the load balancer reads the same key, which a
// file per machine could not give (DESIGN §6).

const cache = new WeakMap<object, Promise<Uint8Array>>()

export function jwtSecret(deps: AppDeps): Promise<Uint8Array> {
  if (deps.config.JWT_SECRET)
    return Promise.resolve(new TextEncoder().encode(deps.config.JWT_SECRET))
  let secret = cache.get(deps.db)
  if (!secret) {
    secret = storedSecret(deps, 'JWT_SECRET').then((value) => new TextEncoder().encode(value))
    secret.catch(() => cache.delete(deps.db))
    cache.set(deps.db, secret)
  }
  return secret
}

function storedSecret(deps: AppDeps, name: string): Promise<string> {
  return ensureSecret(deps.db, name, randomToken(48))
}

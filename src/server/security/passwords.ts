import { hash, verify } from '@node-rs/argon2'

// DESIGN §5: argon2id. The library's defaults are argon2id, m=19 MiB, t=2, p=1: the OWASP
// password-storage minimum. (Its Algorithm enum is a const enum, unusable under isolatedModules,
// so the default is relied on and a unit test checks the '$argon2id$' prefix.)

export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

let decoy: Promise<string> | undefined

/**
 * True when `password` matches `passwordHash`. With no hash (unknown user) it still spends the
 * same work on a decoy, so response time does not tell which accounts exist.
 */
export async function verifyPassword(passwordHash: string | null, password: string) {
  if (!passwordHash) {
    decoy ??= hash('decoy password for unknown accounts')
    await verify(await decoy, password).catch(() => false)
    return false
  }
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

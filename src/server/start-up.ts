import path from 'node:path'
import { ConfigError, loadConfig, type Config } from './config.ts'

// What an operator got wrong stops the start with one line naming the variable, and exit code 1
// (tester M: 10-20 line stack traces, and a bad PORT or REDIS_URL that failed after 'listening').
// A fault in the code itself keeps its stack trace.

/** Ends the process for a set-up problem: one line, exit code 1. */
export function stopStarting(line: string): never {
  console.error(line)
  process.exit(1)
}

export function configOrStop(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) stopStarting(error.message)
    throw error
  }
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
const reasonOf = (error: unknown) =>
  (error instanceof Error && error.message) || codeOf(error) || String(error)

/**
 * Opening, migrating or seeding the database failed: one line when the cause is the database
 * named by DATABASE_URL (unreachable, refused, missing) or the DATA_DIR folder (cannot be made or
 * written); undefined for anything else.
 */
export function databaseProblem(error: unknown, config: Config): string | undefined {
  const code = codeOf(error)
  if (config.DATABASE_URL) {
    // Node's network errors (ECONNREFUSED, ENOTFOUND…), PostgreSQL's connection (08),
    // authorization (28) and catalog (3D: no such database) classes, and TLS that failed: a
    // certificate not trusted (SELF_SIGNED_CERT_IN_CHAIN, ERR_TLS_CERT_ALTNAME_INVALID…), or
    // sslmode asking TLS of a server without it, which pg reports with no code (tester V).
    const tls =
      /CERT|SELF_SIGNED|^UNABLE_TO_|^ERR_(TLS|SSL)_/.test(code) ||
      (code === '' && reasonOf(error) === 'The server does not support SSL connections')
    if (!tls && !/^(E[A-Z]+|08...|28...|3D...)$/.test(code)) return undefined
    const url = new URL(config.DATABASE_URL)
    const where = `${url.hostname}:${url.port || 5432}${url.pathname}`
    return `DATABASE_URL: cannot use the database at ${where}: ${reasonOf(error)}`
  }
  if (!/^(ENOENT|EACCES|EPERM|EROFS|ENOTDIR|EEXIST|ENOSPC)$/.test(code)) return undefined
  const folder = path.resolve(config.DATA_DIR)
  return `DATA_DIR: cannot keep the embedded database in ${folder}: ${reasonOf(error)}`
}

/** The port could not be listened on: one line naming PORT; undefined for anything else. */
export function listenProblem(error: unknown, port: number): string | undefined {
  const code = codeOf(error)
  if (code === 'EADDRINUSE') return `PORT: ${port} is already in use by another program`
  if (code === 'EACCES') return `PORT: this user may not listen on ${port}`
  return undefined
}

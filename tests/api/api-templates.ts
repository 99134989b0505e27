import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder where this run's harnesses keep their seeded databases (harness.ts). */
    apiTemplates: string
  }
}

/** Vitest's global setup of the API project: one folder of database templates per run. */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'waka-api-templates-'))
  project.provide('apiTemplates', folder)
  return () => rm(folder, { recursive: true, force: true })
}

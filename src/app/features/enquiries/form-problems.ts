import type * as v from 'valibot'

/** The first message of each field, by its name (a nested one's, a vehicle's Make, by its own). */
export function firstProblems<K extends string>(issues: v.BaseIssue<unknown>[]) {
  const problems: Partial<Record<K, string>> = {}
  for (const issue of issues) {
    const key = issue.path
      ?.map((item) => item.key)
      .filter((name) => typeof name === 'string')
      .at(-1)
    if (typeof key === 'string' && !(key in problems)) problems[key as K] = issue.message
  }
  return problems
}

/** The problems but the one of a field just changed (no longer the value refused). */
export function withoutProblem<P extends Partial<Record<string, string>>>(
  problems: P,
  key: string,
) {
  if (!(key in problems)) return problems
  const kept = { ...problems }
  delete kept[key]
  return kept
}

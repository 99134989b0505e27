import type * as v from 'valibot'

/** The first message of each top-level field, to show beside it. */
export function firstProblems<K extends string>(issues: v.BaseIssue<unknown>[]) {
  const problems: Partial<Record<K, string>> = {}
  for (const issue of issues) {
    const key = issue.path?.[0]?.key
    if (typeof key === 'string' && !(key in problems)) problems[key as K] = issue.message
  }
  return problems
}

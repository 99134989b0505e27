import * as v from 'valibot'
import { nameProblem } from '#shared/domain/person-name.ts'

/**
 * Pipe into every person-name field, after trimming: refuses line breaks, tabs and invisible
 * characters with a message naming the field in `what`'s words (person-name.ts says why).
 */
export const personName = (what: string) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const problem = nameProblem(dataset.value, what)
    if (problem) addIssue({ message: problem })
  })

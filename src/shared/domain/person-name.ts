import * as messages from './messages.ts'

// A person's name (passenger, hirer, next of kin, account holder) is written into tickets, SMS,
// e-mail and the manifest in Waka's name. The HTTP edge lets tabs and new lines through because
// free text (feedback, enquiries) may hold them; a name may not: a line break would start a line
// of its own in the message, and an invisible character (Unicode Cf: zero-width spaces, the
// byte-order mark, bidi controls such as U+202E that turn the text after them around) would make
// it read as something else. Letters with any diacritic, spaces, hyphens, apostrophes and dots
// are all names ('Ọlábísí', 'Ngozi-Adaeze', "O'Neil", 'Chukwuemeka Jr.').

/** Control characters (line breaks, tabs), line and paragraph separators, and Cf characters. */
const NOT_IN_A_NAME = /[\p{Cc}\p{Cf}\u2028\u2029]/u

/** What is wrong with `name` as a person's name, in `what`'s words ('First name'); null if nothing. */
export function nameProblem(name: string, what: string): string | null {
  return NOT_IN_A_NAME.test(name) ? messages.invalidName(what) : null
}

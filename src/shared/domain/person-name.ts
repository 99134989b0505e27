import * as messages from './messages.ts'

// A person's name (passenger, hirer, next of kin, account holder) is written into tickets, SMS,
// e-mail and the manifest in Waka's name. SPEC says nothing of what a name may hold, so it holds
// what names are made of: letters of any script with any diacritic (Unicode L and M), spaces,
// hyphens, apostrophes (' and ’) and dots ('Ọlábísí', 'Ngozi-Adaeze', "O'Neil", 'Chukwuemeka
// Jr.'). Nothing else: not a digit or an emoji (no name has one: a typo, or a phone number or
// a message passed off as a name), not a line break (a line of its own in the message), not an
// invisible character (zero-width spaces, bidi controls such as U+202E that turn the text after
// them around). The HTTP edge lets tabs and new lines through for free text; a name refuses them.

/** A name's characters, whole; the empty name is the required check's to refuse. */
const NAME = /^[\p{L}\p{M} '’.-]*$/u

/** What is wrong with `name` as a person's name, in `what`'s words ('First name'); null if nothing. */
export function nameProblem(name: string, what: string): string | null {
  return NAME.test(name) ? null : messages.invalidName(what)
}

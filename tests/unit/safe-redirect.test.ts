import { describe, expect, it } from 'vitest'
import { safeRedirect } from '#app/features/account/require-session.ts'

// Where sign-in sends a traveller back: a path of this site only.
describe('safeRedirect', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeRedirect('/passenger-details')).toBe('/passenger-details')
    expect(safeRedirect('/bookingStatus?ref=WK123#x')).toBe('/bookingStatus?ref=WK123#x')
  })

  it('refuses another site however it is spelled', () => {
    for (const path of [
      '//example.com',
      '/\\example.com',
      'https://example.com',
      // Browsers drop tabs and newlines in a URL: these read as //example.com (tester L).
      '/\t/example.com',
      '/\n/example.com',
      '/ /example.com',
      '/\u007f/example.com',
      undefined,
      42,
    ])
      expect(safeRedirect(path), JSON.stringify(path)).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { withSheetsInline } from '#shared/prerendered-shell.ts'

// Issue 9: the painted ticket's sheets go inline, so its first paint waits for no request.

const sheets: Record<string, string> = {
  '/assets/index-a.css': '.top-bar{color:green}',
  '/assets/ticket-b.css': '.ticket-qr{width:10rem}/*</style>*/',
}
const lookup = async (href: string) => sheets[href]

describe('withSheetsInline', () => {
  it('puts each precached sheet inline once, where it was first linked', async () => {
    const html = [
      '<head><link rel="stylesheet" crossorigin href="/assets/index-a.css"></head>',
      '<div><link rel="stylesheet" href="/assets/index-a.css">',
      '<link rel="stylesheet" href="/assets/ticket-b.css"><p>ticket</p></div>',
    ].join('')
    expect(await withSheetsInline(html, lookup)).toBe(
      [
        '<head><style>.top-bar{color:green}</style></head>',
        '<div>',
        '<style>.ticket-qr{width:10rem}/*<\\/style>*/</style><p>ticket</p></div>',
      ].join(''),
    )
  })

  it('marks each sheet it put inline with a disabled link, when asked', async () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-a.css"></head>' +
      '<link rel="stylesheet" href="/assets/maplibre-c.css">'
    const marked = await withSheetsInline(html, lookup, { marked: true })
    expect(marked).toBe(
      '<head><style>.top-bar{color:green}</style>' +
        '<link disabled rel="stylesheet" href="/assets/index-a.css"></head>' +
        '<link rel="stylesheet" href="/assets/maplibre-c.css">',
    )
    // The mark is not taken for a sheet to put inline a second time.
    expect(await withSheetsInline(marked, lookup, { marked: true })).toBe(marked)
  })

  it('leaves a sheet it cannot find linked', async () => {
    const html = '<link rel="stylesheet" href="/assets/maplibre-c.css"><p>map</p>'
    expect(await withSheetsInline(html, lookup)).toBe(html)
  })
})

// Issue 9 low-data mode: a browser, or a data-saving proxy on the way (Opera's, a carrier's), asks
// to save data with the `Save-Data: on` request header. Only the server sees what a proxy adds, so
// it says what the request asked: on the first HTML of a page, and on each API answer it makes
// fresh. The app keeps the last it was told, for the pages the service worker opens from its
// precache (no server on the way) and the answers a cache kept.

/** On the first HTML's <html>: 'on' when the request asked to save data, else 'off'. */
export const SAVE_DATA_ATTRIBUTE = 'data-save-data'

/** The same on an API answer made for this request (none on the answers a cache may keep). */
export const SAVE_DATA_ANSWER_HEADER = 'waka-save-data'

/** `Save-Data: on`, its token in any case, with or without directives after it. */
export function asksToSaveData(header: string | undefined): boolean {
  return /^\s*on\s*(;|$)/i.test(header ?? '')
}

import { useSyncExternalStore } from 'react'
import { SAVE_DATA_ANSWER_HEADER, SAVE_DATA_ATTRIBUTE } from '#shared/contract/save-data.ts'

// Issue 9 low-data mode: pictures and moving banners cost data a traveller may not have. On when
// the traveller turns it on here, or when the browser says it wants to save data: its own setting
// (navigator.connection.saveData), or the Save-Data header it or a proxy on the way sent, which
// the server says on the first HTML and on its API answers. The last the server said is kept for
// the pages the service worker opens with no server on the way. The traveller's choice wins.

const KEY = 'waka_low_data'
const ASKED_KEY = 'waka_save_data'
const listeners = new Set<() => void>()

function browserSavesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return connection?.saveData === true || asked === 'on'
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Storage disabled (a private window): not kept.
  }
}

let asked = read(ASKED_KEY)

/** What the server said the request asked ('on' or 'off'; anything else says nothing). */
function noteAsked(said: string | null): void {
  if ((said !== 'on' && said !== 'off') || said === asked) return
  asked = said
  write(ASKED_KEY, said)
  for (const notify of listeners) notify()
}

// (No document where the app's modules are tested on their own.)
if (typeof document !== 'undefined')
  noteAsked(document.documentElement.getAttribute(SAVE_DATA_ATTRIBUTE))

/** An API answer's word on Save-Data (http.ts): a proxy may start or stop asking at any time. */
export const noteSaveData = (response: Response) =>
  noteAsked(response.headers.get(SAVE_DATA_ANSWER_HEADER))

function chosen(): 'on' | 'off' | null {
  const value = read(KEY)
  return value === 'on' || value === 'off' ? value : null
}

export function isLowData(): boolean {
  const choice = chosen()
  return choice === null ? browserSavesData() : choice === 'on'
}

export function setLowData(on: boolean): void {
  write(KEY, on ? 'on' : 'off')
  for (const notify of listeners) notify()
}

function subscribe(notify: () => void) {
  listeners.add(notify)
  return () => listeners.delete(notify)
}

export function useLowData(): boolean {
  return useSyncExternalStore(subscribe, isLowData, () => false)
}

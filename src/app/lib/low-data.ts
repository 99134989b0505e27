import { useSyncExternalStore } from 'react'

// Issue 9 low-data mode: pictures and moving banners cost data a traveller may not have. On when
// the traveller turns it on here, or when the browser says it wants to save data (the setting
// that sends the Save-Data header, read as navigator.connection.saveData).

const KEY = 'waka_low_data'
const listeners = new Set<() => void>()

function browserSavesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return connection?.saveData === true
}

function chosen(): 'on' | 'off' | null {
  try {
    const value = localStorage.getItem(KEY)
    return value === 'on' || value === 'off' ? value : null
  } catch {
    return null
  }
}

export function isLowData(): boolean {
  const choice = chosen()
  return choice === null ? browserSavesData() : choice === 'on'
}

export function setLowData(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off')
  } catch {
    // Storage disabled: the choice lasts until the page closes.
  }
  for (const notify of listeners) notify()
}

function subscribe(notify: () => void) {
  listeners.add(notify)
  return () => listeners.delete(notify)
}

export function useLowData(): boolean {
  return useSyncExternalStore(subscribe, isLowData, () => false)
}

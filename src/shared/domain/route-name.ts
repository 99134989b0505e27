/** SPEC §3 routeName is 'A==>B': its two ends. */
export function splitRouteName(routeName: string): string[] {
  return routeName.split(/\s*=+>\s*/).map((part) => part.trim())
}

/** 'A==>B' as travellers read it: 'A → B'. */
export function formatRouteName(routeName: string): string {
  return splitRouteName(routeName).join(' → ')
}

/** SPEC §9: 'Palliative' in a terminal name sets a special flag (fare sponsored, SPEC §2 banner). */
export function isPalliativeName(terminalName: string): boolean {
  return terminalName.toLowerCase().includes('palliative')
}

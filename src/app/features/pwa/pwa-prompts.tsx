/** Install and 'update available' prompts (DESIGN §4). Rendered once by the root layout. */
export function PwaPrompts() {
  return null
}

/** A random Idempotency-Key for a request that may go out again: 32 hex digits. */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

import { ProviderUnavailable } from './payment-gateway.ts'

/** JSON over HTTPS with a bearer secret; network failures become ProviderUnavailable. */
export async function providerRequest(
  provider: string,
  url: string,
  secret: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<{ status: number; json: unknown }> {
  let response: Response
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        authorization: `Bearer ${secret}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    })
  } catch (error) {
    throw new ProviderUnavailable(provider, error instanceof Error ? error.message : 'unreachable')
  }
  const json: unknown = await response.json().catch(() => null)
  if (response.status >= 500) throw new ProviderUnavailable(provider, `HTTP ${response.status}`)
  return { status: response.status, json }
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`
}

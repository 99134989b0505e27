import { expect, test } from '@playwright/test'

// Issue 9: the built files travel precompressed, with the right caching.

test('the shell and its scripts go out as brotli, hashed assets immutable, the shell revalidated', async ({
  request,
}) => {
  const shell = await request.get('/', { headers: { 'accept-encoding': 'br' } })
  expect(shell.headers()['content-encoding']).toBe('br')
  expect(shell.headers()['cache-control']).toBe('no-cache')
  const html = await shell.text()
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()

  const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip, br' } })
  const headers = asset.headers()
  expect(headers['content-encoding']).toBe('br')
  expect(headers['vary']).toContain('Accept-Encoding')
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable')

  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(Number(plain.headers()['content-length'])).toBe((await plain.body()).length)

  const worker = await request.get('/sw.js', { headers: { 'accept-encoding': 'gzip' } })
  expect(worker.headers()['content-encoding']).toBe('gzip')
  expect(worker.headers()['cache-control']).toBe('no-cache')
})

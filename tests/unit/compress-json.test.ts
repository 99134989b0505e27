import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { compressJson, sendJson } from '#server/http/compress.ts'

// Every API answer goes through compressJson: the envelope's (sendJson, compressed as it is made)
// and a route's own JSON shape (compressed after the route made it), each once.

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Terminal ${i}` })) }

function app() {
  const a = new Hono()
  a.use('*', compressJson)
  a.get('/own', (c) => c.json(big))
  a.get('/envelope', (c) => sendJson(c, big))
  a.get('/small', (c) => c.json({ ok: true }))
  return a
}

describe('compressJson', () => {
  it('takes q=0 as a refusal: brotli refused gets gzip, both refused get the answer as it is', async () => {
    const noBr = await app().request('/own', { headers: { 'accept-encoding': 'br;q=0, gzip' } })
    expect(noBr.headers.get('content-encoding')).toBe('gzip')
    const none = await app().request('/own', {
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0.0' },
    })
    expect(none.headers.get('content-encoding')).toBeNull()
    expect(await none.json()).toEqual(big)
  })

  it("compresses a route's own large JSON answer for a client that takes it", async () => {
    const br = await app().request('/own', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    const body = Buffer.from(await br.arrayBuffer())
    expect(Number(br.headers.get('content-length'))).toBe(body.length)
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(big)

    const gz = await app().request('/own', { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big)
  })

  it('leaves an envelope sendJson already encoded as it is, compressed once', async () => {
    const res = await app().request('/envelope', { headers: { 'accept-encoding': 'br' } })
    expect(res.headers.get('content-encoding')).toBe('br')
    // An answer made for this request also says whether it asked to save data (low-data mode).
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Save-Data')
    expect(res.headers.get('waka-save-data')).toBe('off')
    const body = Buffer.from(await res.arrayBuffer())
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(big)
  })

  it('sends small answers, and answers to clients that take no compression, as they are', async () => {
    const small = await app().request('/small', { headers: { 'accept-encoding': 'br' } })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.json()).toEqual({ ok: true })
    const plain = await app().request('/own')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(await plain.json()).toEqual(big)
  })
})

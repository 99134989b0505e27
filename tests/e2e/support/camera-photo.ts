import { crc32, deflateSync } from 'node:zlib'

/**
 * A PNG as big as a photo straight from a phone's camera: `width` × `height` pixels of noise,
 * which no compression shrinks (1600 × 1200 is about 5.8 MB).
 */
export function cameraSizedPng(width = 1600, height = 1200): Buffer {
  const row = 1 + width * 3
  const pixels = Buffer.alloc(row * height)
  for (let y = 0; y < height; y++) {
    pixels[y * row] = 0 // no filter
    for (let i = 1; i < row; i++) pixels[y * row + i] = (Math.random() * 256) | 0
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

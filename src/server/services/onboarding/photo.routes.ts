import { Hono } from 'hono'
import * as messages from '#shared/domain/messages.ts'
import { requireCustomer } from '#server/http/auth.ts'
import { routeBodyLimit } from '#server/http/edge.ts'
import type { AppEnv } from '#server/http/env.ts'
import { badRequest, fail, ok } from '#server/http/respond.ts'
import { PHOTO_MAX_BYTES } from '#shared/domain/profile-photo.ts'
import { photoMessages, readPhoto, removePhoto, uploadPhoto } from './photo.service.ts'

// SPEC §7 /customer/updatephoto (multipart, any file field; 'file' by convention) and
// removeCustomerPhoto; the photo itself is served from the database at an unguessable URL.
export const photoRoutes = new Hono<AppEnv>()

photoRoutes.on(
  ['POST', 'PUT'],
  '/customer/updatephoto',
  requireCustomer,
  // The multipart envelope adds a little to the 2 MB file.
  routeBodyLimit(PHOTO_MAX_BYTES + 64 * 1024, (c) => fail(c, 413, photoMessages.tooLarge)),
  async (c) => {
    let form: Record<string, string | File | (string | File)[]>
    try {
      form = await c.req.parseBody({ all: true })
    } catch {
      throw badRequest(messages.selectImage)
    }
    const file = Object.values(form)
      .flat()
      .find((value) => value instanceof File)
    const result = await uploadPhoto(c.get('deps'), c.get('customer').id, file)
    return ok(c, result, messages.photoUploaded)
  },
)

photoRoutes.delete('/api/customers/removeCustomerPhoto/:id', requireCustomer, async (c) => {
  await removePhoto(c.get('deps'), c.get('customer').id, c.req.param('id'))
  return ok(c, null, 'Photo Removed Successfully')
})

photoRoutes.get('/customer/photo/:id', async (c) => {
  const photo = await readPhoto(c.get('deps'), c.req.param('id'))
  return c.body(photo.bytes, 200, {
    'content-type': photo.contentType,
    // A new upload gets a new id, so a cached copy never goes stale.
    'cache-control': 'public, max-age=31536000, immutable',
  })
})

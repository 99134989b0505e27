import * as messages from '#shared/domain/messages.ts'
import { PHOTO_MAX_BYTES, photoTooLarge } from '#shared/domain/profile-photo.ts'
import type { AppDeps } from '#server/http/env.ts'
import { badRequest, notFound, RequestError } from '#server/http/respond.ts'
import { randomHex } from '#server/security/random.ts'
import { updateCustomer } from './customer.repository.ts'
import { deletePhoto, findPhoto, replacePhoto } from './photo.repository.ts'

// SPEC §5: gif, png or jpeg, else 'Please select an image to upload'. The type is read from the
// file's first bytes, never from its name or the browser's claim.

export const photoMessages = {
  tooLarge: photoTooLarge,
  notYours: 'You can only change your own photo.',
  notFound: 'Photo not found.',
} as const

export const photoUrl = (id: string) => `/api/onboarding/customer/photo/${id}`

export function imageTypeOf(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (
    starts(0x47, 0x49, 0x46, 0x38) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'image/gif'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  return null
}

export async function uploadPhoto(deps: AppDeps, customerId: number, file: unknown) {
  if (!(file instanceof File) || file.size === 0) throw badRequest(messages.selectImage)
  if (file.size > PHOTO_MAX_BYTES) throw new RequestError(413, photoMessages.tooLarge)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const contentType = imageTypeOf(bytes)
  if (!contentType) throw badRequest(messages.selectImage)
  const id = randomHex(16)
  await replacePhoto(deps.db, {
    id,
    customer_id: customerId,
    content_type: contentType,
    bytes,
    created_at: deps.clock.now(),
  })
  const customer = await updateCustomer(deps.db, customerId, { image: photoUrl(id) })
  return { image: customer.image }
}

/** DELETE /api/customers/removeCustomerPhoto/{id}: only the signed-in customer's own. */
export async function removePhoto(deps: AppDeps, customerId: number, targetId: string) {
  if (targetId !== String(customerId)) throw new RequestError(403, photoMessages.notYours)
  await deletePhoto(deps.db, customerId)
  await updateCustomer(deps.db, customerId, { image: null })
}

export async function readPhoto(deps: AppDeps, id: string) {
  const photo = /^[0-9a-f]{32}$/.test(id) ? await findPhoto(deps.db, id) : undefined
  if (!photo) throw notFound(photoMessages.notFound)
  return { contentType: photo.content_type, bytes: new Uint8Array(photo.bytes) }
}

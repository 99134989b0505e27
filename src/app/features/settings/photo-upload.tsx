import { useState } from 'react'
import { errorMessage } from '#app/api/http.ts'
import * as messages from '#shared/domain/messages.ts'
import { PHOTO_MAX_BYTES, PHOTO_TYPES, photoTooLarge } from '#shared/domain/profile-photo.ts'
import { useRemovePhotoMutation, useUploadPhotoMutation } from '#app/api/profile.queries.ts'
import { flash } from '#app/ui/flash.ts'
import { shrinkPhoto } from './shrink-photo.ts'

// SPEC §5: gif, png or jpeg, else 'Please select an image to upload'. A photo straight from the
// camera (3-5 MB) is made small on the phone before it is sent (shrink-photo.ts); a GIF over 2 MB
// is refused before it is sent on a phone's data. The server checks the bytes and the size too.

/** SPEC §2 Settings → Profile photo: upload on choosing a file, or remove it. */
export function PhotoUpload({ image }: { image: string | null }) {
  const upload = useUploadPhotoMutation()
  const remove = useRemovePhotoMutation()
  const failed = (error: unknown) => flash(errorMessage(error), 'error')
  const [shrinking, setShrinking] = useState(false)

  async function send(chosen: File) {
    setShrinking(true)
    const file = await shrinkPhoto(chosen).finally(() => setShrinking(false))
    if (!file) return flash(messages.selectImage, 'error')
    if (file.size > PHOTO_MAX_BYTES) return flash(photoTooLarge, 'error')
    upload.mutate(file, {
      onSuccess: (answer) => flash(answer.shortDescription || messages.photoUploaded),
      onError: failed,
    })
  }

  return (
    <div className="profile-photo">
      <img src={image || '/images/default-avatar.svg'} alt="Your profile photo" />
      <div className="field">
        <label htmlFor="profile-photo-file">Profile Photo</label>
        <input
          id="profile-photo-file"
          type="file"
          accept={PHOTO_TYPES.join(',')}
          disabled={shrinking || upload.isPending}
          aria-busy={shrinking || upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (!file || !PHOTO_TYPES.includes(file.type)) {
              return flash(messages.selectImage, 'error')
            }
            void send(file)
          }}
        />
        <p role="status" className="field__hint">
          {shrinking ? 'Preparing your photo…' : upload.isPending ? 'Uploading your photo…' : ''}
        </p>
      </div>
      {image && (
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: (answer) => flash(answer.shortDescription),
              onError: failed,
            })
          }
        >
          Remove Photo
        </button>
      )}
    </div>
  )
}

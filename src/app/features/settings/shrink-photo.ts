/** The longest side a profile photo is kept at: the app shows it at 96 px at most. */
const LONGEST_SIDE = 800
/** A photo this small goes as it is. */
const SMALL_BYTES = 300 * 1024

/**
 * A photo straight from a phone's camera (3-5 MB, 4000 px) made small enough to send on a
 * phone's data: at most 800 px on its longest side, as a JPEG (on white, for a PNG's transparent
 * parts). A GIF may move and a small photo needs nothing: both go as they are. `null` when the
 * browser cannot read the file as a picture.
 */
export async function shrinkPhoto(file: File): Promise<File | null> {
  if (file.type === 'image/gif' || file.size <= SMALL_BYTES) return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return null
  }
  const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(bitmap.width * scale))
  canvas.height = Math.max(1, Math.round(bitmap.height * scale))
  const context = canvas.getContext('2d')
  if (!context) return file
  context.fillStyle = '#fff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.85),
  )
  if (!blob) return file
  return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' })
}

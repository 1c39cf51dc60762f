/**
 * Photos are made smaller in the browser before they are sent. A phone's
 * camera writes 12 to 48 megapixels; an identification card is legible at
 * far fewer, and the server checks each photo within a time budget (about
 * 0.2 s for a photo of this size, against 1–2.4 s for 24 megapixels: see
 * docs/benchmarks.md). A smaller file also uploads sooner on a phone's
 * connection.
 */

/** The longest side, in pixels, of a photo as it is sent: about 5 megapixels at 4:3. */
export const maxPhotoSide = 2560

/** The types the server takes as they are. */
const sentAsIs = new Set(['image/jpeg', 'image/png', 'image/webp'])

/** The size a width × height photo is sent at: its own, or scaled down so that its longest side is maxSide. */
export function fittedSize(width: number, height: number, maxSide = maxPhotoSide): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * The photo to send for file: itself when it is small enough and of a type
 * the server takes; else drawn upright (by its EXIF orientation), at most
 * maxPhotoSide on its longest side, into a JPEG at quality 0.9 on white
 * (an HEIC photo the browser can read becomes a JPEG too). A file the
 * browser cannot read is sent as it is, for the server to explain why it
 * refuses it.
 */
export async function fitPhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return file
  }
  try {
    const size = fittedSize(bitmap.width, bitmap.height)
    if (size.width === bitmap.width && sentAsIs.has(file.type)) return file
    const canvas = document.createElement('canvas')
    canvas.width = size.width
    canvas.height = size.height
    const context = canvas.getContext('2d')
    if (!context) return file
    context.fillStyle = '#fff'
    context.fillRect(0, 0, size.width, size.height)
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, size.width, size.height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9))
    if (!blob) return file
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified })
  } finally {
    bitmap.close()
  }
}

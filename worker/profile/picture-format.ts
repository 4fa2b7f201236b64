import { PICTURE_MAX_DIMENSION } from '../contracts/profile'
import { readImageSize } from '../engine/images/image-size'

export interface PictureFormat {
  contentType: 'image/png' | 'image/jpeg'
  width: number
  height: number
}

/**
 * What the bytes really are, judged by content alone (never by a name or a Content-Type): a JPEG or
 * PNG with a header we can parse and sane dimensions, or null.
 */
export function sniffPicture(bytes: Uint8Array): PictureFormat | null {
  const found = readImageSize(bytes)
  if (!found) return null
  const { contentType, width, height } = found
  if (width > PICTURE_MAX_DIMENSION || height > PICTURE_MAX_DIMENSION) return null
  return { contentType, width, height }
}

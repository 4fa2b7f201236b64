import { LOGO_MAX_BYTES, LOGO_MAX_SIDE, logoRatioAllowed } from '../contracts/tenant'
import { readImageSize } from '../engine/images/image-size'
import { AppError } from '../lib/app-error'

/**
 * Spec §5 Logo, judged from the bytes alone: a PNG or JPEG (never by name or Content-Type), at most
 * LOGO_MAX_SIDE pixels per side, width to height between 1:1 and 3:1 inclusive.
 */
export function checkLogo(bytes: Uint8Array) {
  if (bytes.byteLength > LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE')
  const image = readImageSize(bytes)
  if (!image) throw new AppError('LOGO_INVALID_TYPE')
  const { width, height } = image
  if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE) {
    throw new AppError('LOGO_DIMENSIONS_TOO_LARGE', [{ path: 'logo', message: `${width}×${height}` }])
  }
  if (!logoRatioAllowed(width, height)) {
    throw new AppError('LOGO_ASPECT_RATIO', [{ path: 'logo', message: `${width}×${height}` }])
  }
  return image
}

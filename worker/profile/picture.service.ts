import type { Services } from '../context'
import { PICTURE_MAX_BYTES } from '../contracts/profile'
import { AppError } from '../lib/app-error'
import { newId } from '../lib/ids'
import { sniffPicture } from './picture-format'
import { profileRepo } from './profile.repo'
import { photoUrlOf } from './profile.service'

/** Every picture of a user lives under this prefix in R2; a new upload gets a new key. */
const prefixOf = (userId: string) => `users/${userId}/picture/`

/** The profile picture in the blob store (R2), checked by content before it is stored. */
export function pictureService(services: Services) {
  const repo = profileRepo(services.db.platform())
  const bucket = services.blobs

  return {
    async upload(userId: string, bytes: Uint8Array<ArrayBuffer>) {
      if (bytes.byteLength > PICTURE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE')
      const format = sniffPicture(bytes)
      if (!format) throw new AppError('PICTURE_INVALID')
      const user = await repo.findUser(userId)
      if (!user) throw new AppError('UNAUTHENTICATED')
      const key = `${prefixOf(userId)}${newId()}`
      await bucket.put(key, bytes, { contentType: format.contentType })
      await repo.setPhotoKey(userId, key, services.now())
      // The previous picture is no longer referenced; only keys under this user's prefix are deleted.
      if (user.photoKey?.startsWith(prefixOf(userId))) await bucket.delete(user.photoKey)
      return { photoUrl: photoUrlOf(key) ?? '' }
    },

    /** The stored picture and its checked type, or null when there is none. */
    async load(userId: string) {
      const user = await repo.findUser(userId)
      if (!user?.photoKey) return null
      const object = await bucket.get(user.photoKey)
      if (!object) return null
      return { body: object.body, contentType: object.contentType ?? 'application/octet-stream' }
    },
  }
}

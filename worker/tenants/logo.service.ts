import type { Services } from '../context'
import { AppError } from '../lib/app-error'
import { logEvent } from '../lib/log'
import { checkLogo } from './logo-check'
import { logoPrefixOf, logoUrlOf, newLogoKey } from './logo-key'
import { organizationRepo } from './organization.repo'

/** The organization's logo in the blob store (R2), checked by content before it is stored. */
export function logoService(services: Services, tenantId: string) {
  const repo = organizationRepo(services.db.platform())
  const bucket = services.blobs

  /** Deletes a replaced logo; only keys under this tenant's prefix, and a failure only leaves a stray object. */
  async function forget(key: string | null) {
    if (!key?.startsWith(logoPrefixOf(tenantId))) return
    try {
      await bucket.delete(key)
    } catch (err) {
      logEvent('warn', 'logo_delete_failed', { tenantId, key, error: err instanceof Error ? err.message : String(err) })
    }
  }

  return {
    /** Stores the logo under a new key, points the organization at it, then deletes the old one. */
    async upload(bytes: Uint8Array<ArrayBuffer>) {
      const image = checkLogo(bytes)
      const previous = await repo.logoKey(tenantId)
      const key = newLogoKey(tenantId)
      await bucket.put(key, bytes, {
        contentType: image.contentType,
        metadata: { width: String(image.width), height: String(image.height) },
      })
      if (!(await repo.swapLogoKey(tenantId, previous, key, services.now()))) {
        // Another upload or a removal came first: this one is dropped, the other stands.
        await forget(key)
        throw new AppError('CONFLICT')
      }
      await forget(previous)
      return { logoUrl: logoUrlOf(key) }
    },

    async remove() {
      const previous = await repo.logoKey(tenantId)
      if (previous && !(await repo.swapLogoKey(tenantId, previous, null, services.now()))) {
        throw new AppError('CONFLICT')
      }
      await forget(previous)
      return { logoUrl: null }
    },

    /** The stored logo with its checked type, or LOGO_NOT_FOUND. */
    async load() {
      const key = await repo.logoKey(tenantId)
      const object = key?.startsWith(logoPrefixOf(tenantId)) ? await bucket.get(key) : null
      if (!key || !object) throw new AppError('LOGO_NOT_FOUND')
      return { key, body: object.body, contentType: object.contentType ?? 'application/octet-stream' }
    },
  }
}

import type { BlobStore } from './blob-store'

/** The blob store on an R2 bucket binding (FILES): local miniflare R2 and production alike. */
export function r2BlobStore(bucket: R2Bucket): BlobStore {
  return {
    async get(key) {
      const object = await bucket.get(key)
      if (!object) return null
      return {
        body: object.body,
        size: object.size,
        contentType: object.httpMetadata?.contentType ?? null,
        arrayBuffer: () => object.arrayBuffer(),
        text: () => object.text(),
      }
    },

    async head(key) {
      const object = await bucket.head(key)
      return object ? { size: object.size } : null
    },

    async put(key, value, options = {}) {
      await bucket.put(key, value, {
        ...(options.contentType ? { httpMetadata: { contentType: options.contentType } } : {}),
        ...(options.metadata ? { customMetadata: options.metadata } : {}),
      })
    },

    async delete(key) {
      await bucket.delete(key)
    },
  }
}

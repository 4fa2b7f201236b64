import type { BlobStore } from './blob-store'

/** R2 returns at most 1,000 keys per list call. */
const LIST_PAGE = 1000

/** The blob store on an R2 bucket binding (FILES): local miniflare R2 and production alike. */
export function r2BlobStore(bucket: R2Bucket): BlobStore {
  async function list(prefix: string, cursor?: string | null) {
    const page = await bucket.list({ prefix, limit: LIST_PAGE, ...(cursor ? { cursor } : {}) })
    return { keys: page.objects.map((o) => o.key), cursor: page.truncated ? page.cursor : null }
  }

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

    list,

    async deleteByPrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error(`deleteByPrefix needs a prefix ending in '/': ${prefix}`)
      let deleted = 0
      // Deleting while listing would shift the pages under the cursor: always read the first page again.
      for (;;) {
        const { keys } = await list(prefix)
        if (keys.length === 0) return deleted
        // R2 deletes up to 1,000 keys per call.
        await bucket.delete(keys)
        deleted += keys.length
      }
    },
  }
}

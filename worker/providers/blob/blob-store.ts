/** A stored object as services read it. */
export interface StoredBlob {
  body: ReadableStream<Uint8Array>
  size: number
  contentType: string | null
  arrayBuffer(): Promise<ArrayBuffer>
  text(): Promise<string>
}

export interface PutBlobOptions {
  contentType?: string
  /** Small string facts kept beside the object (R2 custom metadata). */
  metadata?: Record<string, string>
}

/**
 * Where uploaded files and derived text live (ADR 0016). Services get it from `services.blobs` and
 * never see the R2 binding, so the store can change (another bucket per tenant, S3) in one place.
 */
export interface BlobStore {
  get(key: string): Promise<StoredBlob | null>
  /** The size of a stored object without reading it, or null when there is none. */
  head(key: string): Promise<{ size: number } | null>
  put(key: string, value: ArrayBuffer | ArrayBufferView | string, options?: PutBlobOptions): Promise<void>
  delete(key: string): Promise<void>
  /** One page of the keys under a prefix (R2 lists up to 1,000 per call); `cursor` is null on the last page. */
  list(prefix: string, cursor?: string | null): Promise<{ keys: string[]; cursor: string | null }>
  /**
   * Deletes every object under a prefix (a tenant's `tenants/<id>/`, a user's `users/<id>/`) and says
   * how many went. The prefix must end with '/', so `tenants/a` never takes `tenants/ab/…` along.
   */
  deleteByPrefix(prefix: string): Promise<number>
}

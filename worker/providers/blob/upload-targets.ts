import type { AppConfig } from '../../env'
import { presignUrl } from './presign-s3'

export interface UploadTarget {
  uploadUrl: string
  headers: Record<string, string>
}

/** Where a browser PUTs a file's bytes: R2 directly (production) or the Worker's own endpoint (local). */
export interface UploadTargets {
  forDocument(documentId: string, storageKey: string, expiresSeconds: number): Promise<UploadTarget>
}

/** Local mode: the Worker's authenticated endpoint receives the bytes and writes them to R2. */
export const localUploadTargets: UploadTargets = {
  async forDocument(documentId) {
    return {
      uploadUrl: `/api/applicants/upload/${documentId}`,
      headers: { 'Content-Type': 'application/octet-stream' },
    }
  },
}

export function r2UploadTargets(r2: {
  accountId: string
  accessKeyId: string
  secretAccessKey: string
  bucket: string
}): UploadTargets {
  return {
    async forDocument(_documentId, storageKey, expiresSeconds) {
      const uploadUrl = await presignUrl({
        method: 'PUT',
        host: `${r2.accountId}.r2.cloudflarestorage.com`,
        path: `/${r2.bucket}/${storageKey}`,
        region: 'auto',
        accessKeyId: r2.accessKeyId,
        secretAccessKey: r2.secretAccessKey,
        expiresSeconds,
        now: new Date(),
      })
      return { uploadUrl, headers: {} }
    },
  }
}

export function uploadTargetsFor(config: AppConfig): UploadTargets {
  const { R2_ACCOUNT_ID, R2_ACCESS_KEY_ID, R2_SECRET_ACCESS_KEY, R2_BUCKET_NAME } = config
  if (R2_ACCOUNT_ID && R2_ACCESS_KEY_ID && R2_SECRET_ACCESS_KEY && R2_BUCKET_NAME) {
    return r2UploadTargets({
      accountId: R2_ACCOUNT_ID,
      accessKeyId: R2_ACCESS_KEY_ID,
      secretAccessKey: R2_SECRET_ACCESS_KEY,
      bucket: R2_BUCKET_NAME,
    })
  }
  return localUploadTargets
}

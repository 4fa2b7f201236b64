import { MAX_FILES_PER_REQUEST, type UploadTarget } from '../../../worker/contracts/applicants'
import type { UploadFileInfo } from '../../api/applicants'
import { ApiError } from '../../api/client'
import { checkFile, contentTypeOf, type RefusalReason } from './file-check'

/** Spec'd for the upload screen: four files in flight at once. */
export const UPLOAD_CONCURRENCY = 4

/** What the runner needs of a File (tests pass plain objects; only `uploadFile` reads the bytes). */
export interface UploadableFile {
  name: string
  size: number
  type: string
}

export type FileState =
  | { status: 'waiting' }
  | { status: 'uploading' }
  | { status: 'uploaded'; documentId: string }
  /** Refused by the checks (ours or the server's): the file is not suitable. */
  | { status: 'refused'; reason: RefusalReason | 'server' }
  /** Could not be sent or registered: trying again may work. Translated when shown. */
  | { status: 'failed'; error: unknown; stage: 'upload' | 'create' }

export interface UploadEntry<F extends UploadableFile = UploadableFile> {
  file: F
  state: FileState
}

export interface UploadDeps<F extends UploadableFile> {
  requestUploadUrls(files: UploadFileInfo[]): Promise<{ uploads: UploadTarget[] }>
  uploadFile(target: UploadTarget, file: F): Promise<void>
  createApplicants(documentIds: string[]): Promise<unknown>
}

export interface UploadHooks {
  /** Some entry's state changed (entries are updated in place: thousands of files, no copies). */
  onChange(): void
  /** These documents are now being processed: the notification panel will show them. */
  onProcessing?(documentIds: string[]): void
}

export interface UploadOptions {
  concurrency?: number
  chunkSize?: number
  signal?: AbortSignal
}

/** 400 VALIDATION_FAILED details name the refused file by index: "files.3.filename". */
function refusedByServer(error: unknown): Map<number, RefusalReason | 'server'> {
  const refused = new Map<number, RefusalReason | 'server'>()
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return refused
  const payload = error.payload as { error?: { details?: unknown } } | null
  const details = payload?.error?.details
  if (!Array.isArray(details)) return refused
  for (const detail of details) {
    const path = typeof detail?.path === 'string' ? detail.path : ''
    const match = /^files\.(\d+)(?:\.(\w+))?/.exec(path)
    if (!match) continue
    const field = match[2]
    refused.set(Number(match[1]), field === 'filename' ? 'unsupported' : field === 'size' ? 'too_large' : 'server')
  }
  return refused
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>, signal?: AbortSignal) {
  let next = 0
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const item = items[next++] as T
      await work(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/**
 * Asks for upload targets (retrying without the files the server refuses), falling back to marking
 * the whole chunk failed when the request itself fails.
 */
async function targetsFor<F extends UploadableFile>(
  chunk: UploadEntry<F>[],
  deps: UploadDeps<F>,
  hooks: UploadHooks,
): Promise<{ entry: UploadEntry<F>; target: UploadTarget }[]> {
  let pending = chunk
  // Each round drops at least one refused file, so this ends; two rounds is the usual worst case.
  while (pending.length > 0) {
    const infos = pending.map(({ file }) => ({
      filename: file.name,
      size: file.size,
      contentType: contentTypeOf(file),
    }))
    try {
      const { uploads } = await deps.requestUploadUrls(infos)
      if (uploads.length !== pending.length) throw new Error('The server answered a different number of uploads')
      return pending.map((entry, index) => ({ entry, target: uploads[index] as UploadTarget }))
    } catch (error) {
      const refused = refusedByServer(error)
      if (refused.size === 0) {
        for (const entry of pending) entry.state = { status: 'failed', error, stage: 'upload' }
        hooks.onChange()
        return []
      }
      for (const [index, reason] of refused) {
        const entry = pending[index]
        if (entry) entry.state = { status: 'refused', reason }
      }
      hooks.onChange()
      pending = pending.filter((_, index) => !refused.has(index))
    }
  }
  return []
}

/**
 * Uploads the entries as issue 4 asks: client-side checks first; then, per chunk of at most 1,000
 * files, one request for upload targets, the files themselves (four at a time), and one request that
 * starts processing the chunk's uploaded documents. Chunks run one after another so upload targets
 * are fresh when used and processing starts before a huge selection has finished uploading.
 */
export async function runUpload<F extends UploadableFile>(
  entries: UploadEntry<F>[],
  deps: UploadDeps<F>,
  hooks: UploadHooks,
  options: UploadOptions = {},
): Promise<void> {
  const concurrency = options.concurrency ?? UPLOAD_CONCURRENCY
  const chunkSize = Math.min(options.chunkSize ?? MAX_FILES_PER_REQUEST, MAX_FILES_PER_REQUEST)
  const { signal } = options

  const accepted: UploadEntry<F>[] = []
  for (const entry of entries) {
    if (entry.state.status !== 'waiting') continue
    const reason = checkFile(entry.file)
    if (reason) entry.state = { status: 'refused', reason }
    else accepted.push(entry)
  }
  hooks.onChange()

  for (let start = 0; start < accepted.length && !signal?.aborted; start += chunkSize) {
    const chunk = accepted.slice(start, start + chunkSize)
    const targets = await targetsFor(chunk, deps, hooks)
    const uploaded: string[] = []
    await pool(
      targets,
      concurrency,
      async ({ entry, target }) => {
        entry.state = { status: 'uploading' }
        hooks.onChange()
        try {
          await deps.uploadFile(target, entry.file)
          entry.state = { status: 'uploaded', documentId: target.documentId }
          uploaded.push(target.documentId)
        } catch (error) {
          entry.state = { status: 'failed', error, stage: 'upload' }
        }
        hooks.onChange()
      },
      signal,
    )
    // Cancelled (the user switched organization): the new session must not adopt these documents.
    if (uploaded.length === 0 || signal?.aborted) continue
    try {
      await deps.createApplicants(uploaded)
      hooks.onProcessing?.(uploaded)
    } catch (error) {
      const ids = new Set(uploaded)
      for (const { entry } of targets) {
        if (entry.state.status === 'uploaded' && ids.has(entry.state.documentId)) {
          entry.state = { status: 'failed', error, stage: 'create' }
        }
      }
      hooks.onChange()
    }
  }
}

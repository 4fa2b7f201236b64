import { api } from './client'

/** GET /api/upload-status: the server-sent-events stream (read by features/upload-status). */
export function openUploadStatusStream(signal: AbortSignal): Promise<Response> {
  return api['upload-status'].$get(undefined, { init: { signal } })
}

// The actions' answers carry nothing the SPA needs: the change itself arrives through the stream.
// `request` has already turned a non-2xx answer into an ApiError.
async function done(call: Promise<Response>): Promise<void> {
  await call
}

export function retryUpload(documentId: string): Promise<void> {
  return done(api['upload-status'].retry.$post({ json: { documentId } }))
}

export function removeUploadStatus(documentId: string): Promise<void> {
  return done(api['upload-status'].remove.$post({ json: { documentId } }))
}

export function removeAllUploadStatus(): Promise<void> {
  return done(api['upload-status']['remove-all'].$post({ json: {} }))
}

/** Announced files this tab lost to a reload: shown as interrupted from now on (ADR 0033). */
export function reportInterruptedUploads(documentIds: string[]): Promise<void> {
  return done(api['upload-status'].interrupted.$post({ json: { documentIds } }))
}

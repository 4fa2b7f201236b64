import type { UploadStatusOp } from '../../contracts/upload-status'

/**
 * The live fan-out of upload status to one user's open tabs in one organization (ADR 0016). It keeps
 * no state of its own: the items live in D1 and every change is written there before it is pushed.
 */
export interface UploadStatusHub {
  /** Pushes operations to every open stream; resolves with how many streams got them. */
  broadcast(tenantId: string, userId: string, ops: UploadStatusOp[]): Promise<number>
  /** A server-sent-events response for one tab that starts with `initial`, then every change. */
  openStream(tenantId: string, userId: string, initial: UploadStatusOp[], signal: AbortSignal): Promise<Response>
}

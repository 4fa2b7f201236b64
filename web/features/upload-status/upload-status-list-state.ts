import type { UploadStatusItem } from '../../../worker/contracts/upload-status'

/*
 * The list's shape and its empty value, apart from the operations (upload-status-list.ts): the tab's
 * upload state (state/uploads.ts) is created with the signed-in layout, and importing the operations
 * would build the stream contract's zod schemas in the layout chunk's evaluation (ADR 0036).
 */

/** The notification panel's list as spec §4 keeps it. */
export interface UploadStatusList {
  /** Newest first by createdAt. */
  items: readonly UploadStatusItem[]
  /** Set on every (re)connect: the next non-empty batch replaces the list instead of updating it. */
  awaitingFirstBatch: boolean
}

export const EMPTY_UPLOAD_STATUS_LIST: UploadStatusList = { items: [], awaitingFirstBatch: true }

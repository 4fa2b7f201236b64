import {
  parseUploadStatusMessage,
  type UploadStatusItem,
  type UploadStatusOp,
} from '../../../worker/contracts/upload-status'

import type { UploadStatusList } from './upload-status-list-state'

export { EMPTY_UPLOAD_STATUS_LIST, type UploadStatusList } from './upload-status-list-state'

/** Newest first; equal timestamps fall back to the (time-sortable) document id so the order is stable. */
export function newestFirst(a: UploadStatusItem, b: UploadStatusItem): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt
  return a.documentId < b.documentId ? 1 : a.documentId > b.documentId ? -1 : 0
}

export function connectionOpened(list: UploadStatusList): UploadStatusList {
  return list.awaitingFirstBatch ? list : { ...list, awaitingFirstBatch: true }
}

/**
 * Applies one message's operations: SET adds or replaces by documentId, DELETE removes, CLEAR empties.
 * The first non-empty batch after a (re)connect is the server's full list, so it clears first: items
 * removed while the connection was down do not linger.
 */
export function applyBatch(list: UploadStatusList, ops: readonly UploadStatusOp[]): UploadStatusList {
  if (ops.length === 0) return list
  return updateInPlace(list, ops) ?? rebuild(list, ops)
}

/**
 * The common case while documents are processed: progress updates of items already listed. Their
 * place in the order cannot change, so they are swapped in without rebuilding and sorting the list.
 */
function updateInPlace(list: UploadStatusList, ops: readonly UploadStatusOp[]): UploadStatusList | null {
  if (list.awaitingFirstBatch || ops.length > 8) return null
  const items = [...list.items]
  for (const op of ops) {
    if (op.op !== 'SET') return null
    const index = items.findIndex((item) => item.documentId === op.documentId)
    if (index === -1 || items[index]?.createdAt !== op.item.createdAt) return null
    items[index] = { ...op.item, documentId: op.documentId }
  }
  return { items, awaitingFirstBatch: false }
}

function rebuild(list: UploadStatusList, ops: readonly UploadStatusOp[]): UploadStatusList {
  const byId = new Map<string, UploadStatusItem>(
    list.awaitingFirstBatch ? [] : list.items.map((item) => [item.documentId, item]),
  )
  for (const op of ops) {
    if (op.op === 'SET') byId.set(op.documentId, { ...op.item, documentId: op.documentId })
    else if (op.op === 'DELETE') byId.delete(op.documentId)
    else byId.clear()
  }
  return { items: [...byId.values()].sort(newestFirst), awaitingFirstBatch: false }
}

/** Whether the operations can end a document's processing (anything but a progress update). */
export function mayFinishSomething(ops: readonly UploadStatusOp[]): boolean {
  return ops.some((op) => op.op !== 'SET' || op.item.status !== 'PROCESSING')
}

/** A message whose text is not JSON at all: the stream is broken, so the connection starts over (§7). */
export class StreamParseError extends Error {
  constructor(cause: unknown) {
    super('The upload-status stream sent a message that is not JSON', { cause })
    this.name = 'StreamParseError'
  }
}

/**
 * One `data` payload → operations. Keep-alives give none. JSON that is not a valid list of operations
 * is ignored entry by entry (spec §5); text that is not JSON throws StreamParseError.
 */
export function readStreamMessage(data: string): UploadStatusOp[] {
  const text = data.trim()
  if (text === '' || text === 'ping') return []
  try {
    JSON.parse(text)
  } catch (error) {
    throw new StreamParseError(error)
  }
  return parseUploadStatusMessage(text)
}

export function countByStatus(items: readonly UploadStatusItem[]) {
  let processing = 0
  let failed = 0
  for (const item of items) {
    if (item.status === 'PROCESSING') processing++
    else if (item.status === 'ERROR') failed++
  }
  return { processing, failed, total: items.length }
}

/** Items that changed after the panel was last looked at (`seenAt`, ms): the badge counts only these. */
export function countUnseen(items: readonly UploadStatusItem[], seenAt: number) {
  let unseen = 0
  let failed = false
  for (const item of items) {
    if (item.updatedAt <= seenAt) continue
    unseen++
    if (item.status === 'ERROR') failed = true
  }
  return { unseen, failed }
}

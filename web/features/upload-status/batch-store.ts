import type { createStore } from 'jotai'
import type { UploadStatusOp } from '../../../worker/contracts/upload-status'
import { notify } from '../../components/toast/toaster'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { uploadBatchesAtom, uploadStatusAtom } from '../../state/uploads'
import { addDocuments, closeBatch, createBatch, type FinishedBatch, settleBatches } from './upload-batches'
import { demandUploadStatusStream } from './upload-status-demand'
import { applyBatch, mayFinishSomething } from './upload-status-list'

type Store = ReturnType<typeof createStore>

let sequence = 0

/**
 * Starts a batch that later chunks can join; returns its id. Its outcome comes through the stream,
 * so the stream is asked to connect now if it is still waiting for the page's data.
 */
export function openUploadBatch(store: Store): string {
  demandUploadStatusStream()
  sequence++
  const id = `batch-${Date.now()}-${sequence}`
  store.set(uploadBatchesAtom, (batches) => [...batches, createBatch(id)])
  return id
}

export function addToUploadBatch(store: Store, id: string, documentIds: readonly string[]): void {
  store.set(uploadBatchesAtom, (batches) => addDocuments(batches, id, documentIds))
}

/** No more documents will join: the batch can now finish. */
export function closeUploadBatch(store: Store, id: string): void {
  store.set(uploadBatchesAtom, (batches) => closeBatch(batches, id))
  settleUploadBatches(store)
}

/** A batch complete in one go (a retry, a replaced CV). */
export function trackDocuments(store: Store, documentIds: readonly string[]): void {
  const id = openUploadBatch(store)
  addToUploadBatch(store, id, documentIds)
  closeUploadBatch(store, id)
}

/** Spec §8: 'Some of the document uploads failed: …' when any failed; a success toast otherwise. */
export function announceFinishedBatch(batch: FinishedBatch): void {
  if (batch.errorCount > 0) {
    notify('error', {
      title: m.upload_batch_failed({
        success_count: formatCount(batch.successCount),
        error_count: formatCount(batch.errorCount),
      }),
    })
  } else if (batch.successCount > 0) {
    notify('success', { title: m.upload_batch_succeeded({ count: formatCount(batch.successCount) }) })
  }
}

/**
 * Compares the open batches with the list (the current one unless given) and announces the ones
 * that are done.
 */
export function settleUploadBatches(store: Store, items = store.get(uploadStatusAtom).list.items): void {
  const batches = store.get(uploadBatchesAtom)
  if (batches.length === 0) return
  const { batches: remaining, finished } = settleBatches(batches, items)
  store.set(uploadBatchesAtom, remaining)
  for (const batch of finished) announceFinishedBatch(batch)
}

/**
 * Applies operations (from the stream, or the panel's own actions) to the list and settles the
 * batches. Progress updates, the bulk of the messages, cannot finish a batch, so they skip the
 * bookkeeping; before a removal the batches note what is about to go, so that a removed document
 * counts as settled. Returns whether some document newly succeeded.
 */
export function applyUploadStatusOps(store: Store, ops: readonly UploadStatusOp[]): boolean {
  const current = store.get(uploadStatusAtom)
  const settles = mayFinishSomething(ops)
  if (settles && ops.some((op) => op.op !== 'SET')) settleUploadBatches(store, current.list.items)
  store.set(uploadStatusAtom, { ...current, list: applyBatch(current.list, ops) })
  if (!settles) return false
  settleUploadBatches(store)
  if (!ops.some((op) => op.op === 'SET' && op.item.status === 'SUCCESS')) return false
  const previous = new Map(current.list.items.map((item) => [item.documentId, item.status]))
  return ops.some((op) => op.op === 'SET' && op.item.status === 'SUCCESS' && previous.get(op.documentId) !== 'SUCCESS')
}

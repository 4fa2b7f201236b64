import type { UploadStatusItem } from '../../../worker/contracts/upload-status'

/**
 * The documents sent for processing together (one upload, a replaced CV, a retry). The stream only
 * knows single documents; a batch lets the SPA say once "all done" or "some failed" (spec §8).
 */
export interface UploadBatch {
  id: string
  documentIds: readonly string[]
  /** More documents may still join (later chunks of a large upload): not finished before it closes. */
  open: boolean
  /** Last terminal status seen per document. */
  outcomes: Readonly<Record<string, 'SUCCESS' | 'ERROR'>>
  /** Documents seen in the list at least once. */
  seen: readonly string[]
}

export interface FinishedBatch {
  id: string
  successCount: number
  errorCount: number
}

export function createBatch(id: string, documentIds: readonly string[] = [], open = true): UploadBatch {
  return { id, documentIds: [...new Set(documentIds)], open, outcomes: {}, seen: [] }
}

export function addDocuments(batches: readonly UploadBatch[], id: string, documentIds: readonly string[]) {
  return batches.map((batch) =>
    batch.id === id ? { ...batch, documentIds: [...new Set([...batch.documentIds, ...documentIds])] } : batch,
  )
}

export function closeBatch(batches: readonly UploadBatch[], id: string) {
  return batches.map((batch) => (batch.id === id ? { ...batch, open: false } : batch))
}

/**
 * Records what the list says about each batch's documents and takes out the finished batches. A
 * document is settled when it ended in SUCCESS or ERROR, or when it left the list after being seen
 * (the user removed it): it then counts as neither. A closed batch with every document settled is done.
 */
export function settleBatches(
  batches: readonly UploadBatch[],
  items: readonly UploadStatusItem[],
): { batches: UploadBatch[]; finished: FinishedBatch[] } {
  const byId = new Map(items.map((item) => [item.documentId, item]))
  const remaining: UploadBatch[] = []
  const finished: FinishedBatch[] = []
  for (const batch of batches) {
    const outcomes = { ...batch.outcomes }
    const seen = new Set(batch.seen)
    let settled = 0
    for (const documentId of batch.documentIds) {
      const item = byId.get(documentId)
      if (item) {
        seen.add(documentId)
        if (item.status === 'PROCESSING') delete outcomes[documentId]
        else outcomes[documentId] = item.status
      }
      if (outcomes[documentId] !== undefined || (item === undefined && seen.has(documentId))) settled++
    }
    if (!batch.open && batch.documentIds.length > 0 && settled === batch.documentIds.length) {
      const values = Object.values(outcomes)
      finished.push({
        id: batch.id,
        successCount: values.filter((status) => status === 'SUCCESS').length,
        errorCount: values.filter((status) => status === 'ERROR').length,
      })
    } else if (batch.open || batch.documentIds.length > 0) {
      remaining.push({ ...batch, outcomes, seen: [...seen] })
    }
  }
  return { batches: remaining, finished }
}

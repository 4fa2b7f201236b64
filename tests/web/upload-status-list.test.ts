import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { applyUploadStatusOps } from '../../web/features/upload-status/batch-store'
import { addDocuments, closeBatch, createBatch, settleBatches } from '../../web/features/upload-status/upload-batches'
import {
  applyBatch,
  connectionOpened,
  EMPTY_UPLOAD_STATUS_LIST,
  readStreamMessage,
  StreamParseError,
  type UploadStatusList,
} from '../../web/features/upload-status/upload-status-list'
import { uploadBatchesAtom, uploadStatusAtom } from '../../web/state/uploads'
import { setOp, statusItem } from './support/sse'

const ids = (list: UploadStatusList) => list.items.map((item) => item.documentId)
const filled = (...items: ReturnType<typeof statusItem>[]) => applyBatch(EMPTY_UPLOAD_STATUS_LIST, items.map(setOp))

describe('upload-status list (spec §4)', () => {
  it('SET adds or replaces by documentId, newest first by createdAt', () => {
    let list = filled(statusItem({ documentId: 'a', createdAt: 1 }), statusItem({ documentId: 'b', createdAt: 3 }))
    expect(ids(list)).toEqual(['b', 'a'])
    list = applyBatch(list, [setOp(statusItem({ documentId: 'c', createdAt: 2 }))])
    expect(ids(list)).toEqual(['b', 'c', 'a'])
    list = applyBatch(list, [setOp(statusItem({ documentId: 'a', createdAt: 1, status: 'SUCCESS', progress: 100 }))])
    expect(ids(list)).toEqual(['b', 'c', 'a'])
    expect(list.items.find((item) => item.documentId === 'a')?.status).toBe('SUCCESS')
  })

  it('keeps the op documentId as the key', () => {
    const list = applyBatch(EMPTY_UPLOAD_STATUS_LIST, [
      { op: 'SET', documentId: 'x', item: statusItem({ documentId: 'other' }) },
    ])
    expect(ids(list)).toEqual(['x'])
  })

  it('DELETE removes, CLEAR empties, in message order', () => {
    const list = filled(statusItem({ documentId: 'a', createdAt: 1 }), statusItem({ documentId: 'b', createdAt: 2 }))
    expect(ids(applyBatch(list, [{ op: 'DELETE', documentId: 'a' }]))).toEqual(['b'])
    expect(ids(applyBatch(list, [{ op: 'DELETE', documentId: 'missing' }]))).toEqual(['b', 'a'])
    expect(ids(applyBatch(list, [{ op: 'CLEAR' }]))).toEqual([])
    expect(ids(applyBatch(list, [{ op: 'CLEAR' }, setOp(statusItem({ documentId: 'c' }))]))).toEqual(['c'])
  })

  it('clears, then fills, on the first non-empty batch after a (re)connect', () => {
    let list = filled(statusItem({ documentId: 'old', createdAt: 5 }))
    expect(list.awaitingFirstBatch).toBe(false)
    list = connectionOpened(list)
    // An empty batch (keep-alive) changes nothing, not even the waiting flag.
    expect(applyBatch(list, [])).toBe(list)
    expect(ids(list)).toEqual(['old'])
    list = applyBatch(list, [setOp(statusItem({ documentId: 'new', createdAt: 1 }))])
    expect(ids(list)).toEqual(['new'])
    // Later batches update instead of replacing.
    list = applyBatch(list, [setOp(statusItem({ documentId: 'newer', createdAt: 2 }))])
    expect(ids(list)).toEqual(['newer', 'new'])
  })

  it('orders equal timestamps by document id, newest id first', () => {
    const list = filled(
      statusItem({ documentId: '01a' }),
      statusItem({ documentId: '01c' }),
      statusItem({ documentId: '01b' }),
    )
    expect(ids(list)).toEqual(['01c', '01b', '01a'])
  })
})

describe('stream messages (spec §5)', () => {
  it('ignores keep-alives', () => {
    expect(readStreamMessage('ping')).toEqual([])
    expect(readStreamMessage('  ')).toEqual([])
    expect(readStreamMessage('')).toEqual([])
  })

  it('keeps valid operations and ignores junk entry by entry', () => {
    const good = statusItem({ documentId: 'a' })
    const ops = readStreamMessage(
      JSON.stringify([
        setOp(good),
        { op: 'SET', item: good },
        { op: 'DELETE' },
        { op: 'DELETE', documentId: 7 },
        { op: 'EXPLODE', documentId: 'a' },
        { documentId: 'a' },
        'SET',
        null,
        { op: 'SET', documentId: 'b', item: { ...good, status: 'DONE' } },
        { op: 'DELETE', documentId: 'b' },
        { op: 'CLEAR' },
      ]),
    )
    expect(ops).toEqual([setOp(good), { op: 'DELETE', documentId: 'b' }, { op: 'CLEAR' }])
    expect(readStreamMessage('{"op":"CLEAR"}')).toEqual([])
    expect(readStreamMessage('42')).toEqual([])
  })

  it('treats text that is not JSON as a broken stream', () => {
    expect(() => readStreamMessage('[{"op":')).toThrow(StreamParseError)
  })
})

describe('upload batches', () => {
  const items = (...list: ReturnType<typeof statusItem>[]) => list

  it('finishes a closed batch once every document succeeded or failed', () => {
    let batches = [createBatch('b1')]
    batches = addDocuments(batches, 'b1', ['a', 'b'])
    let result = settleBatches(batches, items(statusItem({ documentId: 'a', status: 'SUCCESS' })))
    expect(result.finished).toEqual([])
    result = settleBatches(
      closeBatch(result.batches, 'b1'),
      items(statusItem({ documentId: 'a', status: 'SUCCESS' }), statusItem({ documentId: 'b', status: 'ERROR' })),
    )
    expect(result.finished).toEqual([{ id: 'b1', successCount: 1, errorCount: 1 }])
    expect(result.batches).toEqual([])
  })

  it('does not finish while open, even when everything so far is done', () => {
    const batches = addDocuments([createBatch('b1')], 'b1', ['a'])
    const result = settleBatches(batches, items(statusItem({ documentId: 'a', status: 'SUCCESS' })))
    expect(result.finished).toEqual([])
    // The outcome is remembered: it counts once the batch closes, even if the item is gone by then.
    const closed = settleBatches(closeBatch(result.batches, 'b1'), [])
    expect(closed.finished).toEqual([{ id: 'b1', successCount: 1, errorCount: 0 }])
  })

  it('forgets an outcome when the document is processed again (retry)', () => {
    const batches = [createBatch('r', ['a'], false)]
    const first = settleBatches(batches, items(statusItem({ documentId: 'a', status: 'PROCESSING' })))
    expect(first.finished).toEqual([])
    const second = settleBatches(first.batches, items(statusItem({ documentId: 'a', status: 'SUCCESS' })))
    expect(second.finished).toEqual([{ id: 'r', successCount: 1, errorCount: 0 }])
  })

  it('counts a document removed while processing as settled, with no outcome', () => {
    const batches = [createBatch('b', ['a', 'b'], false)]
    const seen = settleBatches(
      batches,
      items(statusItem({ documentId: 'a' }), statusItem({ documentId: 'b', status: 'SUCCESS' })),
    )
    expect(seen.finished).toEqual([])
    const removed = settleBatches(seen.batches, items(statusItem({ documentId: 'b', status: 'SUCCESS' })))
    expect(removed.finished).toEqual([{ id: 'b', successCount: 1, errorCount: 0 }])
  })

  it('waits for documents the list has not shown yet', () => {
    const result = settleBatches([createBatch('b', ['a'], false)], [])
    expect(result.finished).toEqual([])
    expect(result.batches).toHaveLength(1)
  })
})

describe('applying operations to the stored list', () => {
  it('swaps progress updates in place and keeps the order', () => {
    const list = filled(statusItem({ documentId: 'a', createdAt: 1 }), statusItem({ documentId: 'b', createdAt: 2 }))
    const next = applyBatch(list, [setOp(statusItem({ documentId: 'a', createdAt: 1, progress: 50 }))])
    expect(ids(next)).toEqual(['b', 'a'])
    expect(next.items[1]?.progress).toBe(50)
    expect(list.items[1]?.progress).toBe(0)
    // A changed createdAt moves the item.
    const moved = applyBatch(list, [setOp(statusItem({ documentId: 'a', createdAt: 3 }))])
    expect(ids(moved)).toEqual(['a', 'b'])
  })

  it('settles a batch whose processing document the user removed', () => {
    const store = createStore()
    store.set(uploadStatusAtom, { owner: 'u:o', list: { items: [], awaitingFirstBatch: false } })
    store.set(uploadBatchesAtom, [createBatch('b', ['a', 'b'], false)])
    applyUploadStatusOps(store, [setOp(statusItem({ documentId: 'a' })), setOp(statusItem({ documentId: 'b' }))])
    // Progress alone does not touch the batches.
    applyUploadStatusOps(store, [setOp(statusItem({ documentId: 'a', progress: 60 }))])
    expect(store.get(uploadBatchesAtom)).toHaveLength(1)
    expect(applyUploadStatusOps(store, [setOp(statusItem({ documentId: 'b', status: 'SUCCESS' }))])).toBe(true)
    expect(store.get(uploadBatchesAtom)).toHaveLength(1)
    applyUploadStatusOps(store, [{ op: 'DELETE', documentId: 'a' }])
    expect(store.get(uploadBatchesAtom)).toEqual([])
    expect(ids(store.get(uploadStatusAtom).list)).toEqual(['b'])
    // A document that was already a success does not count as newly succeeded.
    expect(applyUploadStatusOps(store, [setOp(statusItem({ documentId: 'b', status: 'SUCCESS' }))])).toBe(false)
  })
})

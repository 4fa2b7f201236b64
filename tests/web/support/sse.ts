import type { UploadStatusItem } from '../../../worker/contracts/upload-status'

const encoder = new TextEncoder()

/**
 * A server-sent-events answer the test writes to: `send` pushes raw text (any chunking the test
 * wants), `event` one `data:` event, `close` ends the stream as a server would.
 */
export function sseStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let closed = false
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c
    },
    cancel() {
      closed = true
    },
  })
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send(text: string) {
      if (!closed) controller.enqueue(encoder.encode(text))
    },
    event(data: unknown) {
      if (!closed)
        controller.enqueue(encoder.encode(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`))
    },
    close() {
      if (closed) return
      closed = true
      controller.close()
    },
    get cancelled() {
      return closed
    },
  }
}

export function statusItem(overrides: Partial<UploadStatusItem> & { documentId: string }): UploadStatusItem {
  return {
    filename: `${overrides.documentId}.pdf`,
    title: null,
    type: 'CV',
    status: 'PROCESSING',
    progress: 0,
    errorType: null,
    createdAt: 1_000,
    updatedAt: 1_000,
    ...overrides,
  }
}

export const setOp = (item: UploadStatusItem) => ({ op: 'SET' as const, documentId: item.documentId, item })

import type { UploadStatusOp } from '../../../worker/contracts/upload-status'
import { createSseParser } from './sse-parser'
import { readStreamMessage } from './upload-status-list'

/** Spec §7: the first reconnect waits 1000 ms, each further one twice as long, the exponent stops at 20. */
export const RECONNECT_BASE_MS = 1000
export const RECONNECT_MAX_EXPONENT = 20

/** Delay before reconnect number `attempt` (0 for the first reconnect after a good connection). */
export function reconnectDelay(attempt: number): number {
  return RECONNECT_BASE_MS * 2 ** Math.min(Math.max(attempt, 0), RECONNECT_MAX_EXPONENT)
}

/** The stream answered, but not with 200 and a body (a 204, a redirect that was followed, …). */
export class StreamOpenError extends Error {
  readonly status: number
  constructor(status: number) {
    super(`The upload-status stream answered ${status}`)
    this.name = 'StreamOpenError'
    this.status = status
  }
}

/** The server ended a stream that is meant to stay open. */
export class StreamClosedError extends Error {
  constructor() {
    super('The upload-status stream was closed')
    this.name = 'StreamClosedError'
  }
}

export interface UploadStatusConnectionOptions {
  /** Opens the stream; throws (ApiError) or answers a non-200 when it cannot. */
  open: (signal: AbortSignal) => Promise<Response>
  /** A stream is open: the next non-empty batch is the full list. */
  onOpen: () => void
  onOps: (ops: UploadStatusOp[]) => void
  /** Every failure that leads to a reconnect; `delayMs` is the wait before it. */
  onError?: (error: unknown, delayMs: number) => void
}

export interface UploadStatusConnection {
  close(): void
}

/**
 * Keeps one upload-status stream open (spec §7): fetch + ReadableStream rather than EventSource, so a
 * non-200 answer is visible. A non-200 open, a closed stream or an unparsable message is an error and
 * leads to a reconnect after `reconnectDelay(attempt)`; a successful open resets the attempts.
 */
export function connectUploadStatus(options: UploadStatusConnectionOptions): UploadStatusConnection {
  const controller = new AbortController()
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let wake: (() => void) | null = null
  let attempt = 0

  const closed = () => controller.signal.aborted

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve
      timer = setTimeout(resolve, ms)
    })

  const readAll = async (body: ReadableStream<Uint8Array>) => {
    reader = body.getReader()
    const decoder = new TextDecoder()
    const parser = createSseParser((data) => {
      if (closed()) return
      const ops = readStreamMessage(data)
      if (ops.length > 0) options.onOps(ops)
    })
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        parser.push(decoder.decode(value, { stream: true }))
      }
      parser.push(decoder.decode())
      parser.end()
    } finally {
      // Releases the connection when a message could not be parsed; a no-op after a normal end.
      void reader.cancel().catch(() => {})
      reader = null
    }
  }

  const run = async () => {
    while (!closed()) {
      try {
        const response = await options.open(controller.signal)
        if (closed()) {
          void response.body?.cancel().catch(() => {})
          return
        }
        if (response.status !== 200 || response.body === null) {
          void response.body?.cancel().catch(() => {})
          throw new StreamOpenError(response.status)
        }
        attempt = 0
        options.onOpen()
        await readAll(response.body)
        throw new StreamClosedError()
      } catch (error) {
        if (closed()) return
        const delay = reconnectDelay(attempt)
        attempt++
        options.onError?.(error, delay)
        await wait(delay)
      }
    }
  }

  void run()

  return {
    close() {
      if (closed()) return
      controller.abort()
      clearTimeout(timer)
      wake?.()
      void reader?.cancel().catch(() => {})
    },
  }
}

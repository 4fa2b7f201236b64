import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../web/api/client'
import { createSseParser } from '../../web/features/upload-status/sse-parser'
import {
  connectUploadStatus,
  RECONNECT_BASE_MS,
  reconnectDelay,
  StreamClosedError,
  StreamOpenError,
} from '../../web/features/upload-status/upload-status-connection'
import { StreamParseError } from '../../web/features/upload-status/upload-status-list'
import type { UploadStatusOp } from '../../worker/contracts/upload-status'
import { setOp, sseStream, statusItem } from './support/sse'

function collect(text: string[], end = true) {
  const events: string[] = []
  const parser = createSseParser((data) => events.push(data))
  for (const chunk of text) parser.push(chunk)
  if (end) parser.end()
  return events
}

describe('SSE parser', () => {
  it('reads data events and skips comments and other fields', () => {
    expect(collect([': hello\n', 'event: x\nid: 3\nretry: 10\ndata: one\n\n', 'data:two\n\n'])).toEqual(['one', 'two'])
  })

  it('joins multi-line data with newlines', () => {
    expect(collect(['data: a\ndata: b\n\n'])).toEqual(['a\nb'])
  })

  it('gives the same events however the text is split, for LF, CRLF and CR line ends', () => {
    for (const newline of ['\n', '\r\n', '\r']) {
      const text = `data: [1]${newline}${newline}: keep${newline}data: ping${newline}${newline}data: x${newline}data: y${newline}${newline}`
      const expected = ['[1]', 'ping', 'x\ny']
      expect(collect([text]), JSON.stringify(newline)).toEqual(expected)
      for (let cut = 0; cut <= text.length; cut++) {
        expect(collect([text.slice(0, cut), text.slice(cut)]), `${JSON.stringify(newline)} cut ${cut}`).toEqual(
          expected,
        )
      }
      expect(collect([...text])).toEqual(expected)
    }
  })

  it('drops an event that the stream ends before its blank line', () => {
    expect(collect(['data: done\n\ndata: half'])).toEqual(['done'])
    expect(collect(['data: done\n\ndata: half\n'])).toEqual(['done'])
  })
})

/** A Response whose body arrives as the given byte chunks, then ends. */
function chunkedResponse(chunks: Uint8Array[], status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
  return new Response(body, { status })
}

describe('upload-status connection', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('decodes operations split anywhere, even inside a multi-byte character', async () => {
    const item = statusItem({ documentId: 'd1', filename: 'Lebenslauf Jürgen Müller 🚀.pdf' })
    const bytes = new TextEncoder().encode(`data: ${JSON.stringify([setOp(item)])}\n\n`)
    for (const cut of [1, 20, bytes.indexOf(0xc3) + 1, bytes.indexOf(0xf0) + 2, bytes.length - 1]) {
      const received: UploadStatusOp[][] = []
      const done = new Promise<void>((resolve) => {
        const connection = connectUploadStatus({
          open: async () => chunkedResponse([bytes.slice(0, cut), bytes.slice(cut)]),
          onOpen: () => {},
          onOps: (ops) => received.push(ops),
          onError: () => {
            connection.close()
            resolve()
          },
        })
      })
      await done
      expect(received, `cut at byte ${cut}`).toEqual([[setOp(item)]])
    }
  })

  it('reconnects with doubling delays from 1000 ms while the stream cannot be opened', async () => {
    vi.useFakeTimers()
    const opens: number[] = []
    const delays: number[] = []
    const start = Date.now()
    const connection = connectUploadStatus({
      open: async () => {
        opens.push(Date.now() - start)
        throw new ApiError({ status: 503, payload: null, code: 'INTERNAL' })
      },
      onOpen: () => {},
      onOps: () => {},
      onError: (_, delay) => delays.push(delay),
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(opens).toEqual([0])
    for (const [index, wait] of [1000, 2000, 4000, 8000, 16000].entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1)
      expect(opens).toHaveLength(index + 1)
      await vi.advanceTimersByTimeAsync(1)
      expect(opens).toHaveLength(index + 2)
    }
    expect(opens).toEqual([0, 1000, 3000, 7000, 15000, 31000])
    expect(delays.slice(0, 5)).toEqual([1000, 2000, 4000, 8000, 16000])
    connection.close()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(opens).toHaveLength(6)
  })

  it('caps the exponent at 20', () => {
    expect(reconnectDelay(0)).toBe(RECONNECT_BASE_MS)
    expect(reconnectDelay(1)).toBe(2000)
    expect(reconnectDelay(10)).toBe(1000 * 1024)
    expect(reconnectDelay(20)).toBe(1000 * 2 ** 20)
    expect(reconnectDelay(21)).toBe(1000 * 2 ** 20)
    expect(reconnectDelay(500)).toBe(1000 * 2 ** 20)
  })

  it('keeps doubling up to the cap through many failures', async () => {
    vi.useFakeTimers()
    const delays: number[] = []
    const connection = connectUploadStatus({
      open: async () => {
        throw new TypeError('Failed to fetch')
      },
      onOpen: () => {},
      onOps: () => {},
      onError: (_, delay) => delays.push(delay),
    })
    await vi.advanceTimersByTimeAsync(0)
    for (let i = 0; i < 23; i++) await vi.advanceTimersByTimeAsync(delays.at(-1) ?? 0)
    connection.close()
    expect(delays.slice(0, 24)).toEqual(Array.from({ length: 24 }, (_, n) => 1000 * 2 ** Math.min(n, 20)))
  })

  it('treats a non-200 answer, a closed stream and a broken message as errors, and resets after a good open', async () => {
    vi.useFakeTimers()
    const errors: { error: unknown; delay: number }[] = []
    const opened: number[] = []
    const streams: ReturnType<typeof sseStream>[] = []
    let call = 0
    const connection = connectUploadStatus({
      open: async () => {
        call++
        if (call === 1) return new Response(null, { status: 204 })
        if (call === 2) throw new ApiError({ status: 502, payload: null })
        const stream = sseStream()
        streams.push(stream)
        return stream.response
      },
      onOpen: () => opened.push(call),
      onOps: () => {},
      onError: (error, delay) => errors.push({ error, delay }),
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(errors[0]?.error).toBeInstanceOf(StreamOpenError)
    expect(errors[0]?.delay).toBe(1000)
    await vi.advanceTimersByTimeAsync(1000)
    expect(errors[1]?.delay).toBe(2000)
    await vi.advanceTimersByTimeAsync(2000)
    expect(opened).toEqual([3])

    // The server closes the stream: reconnect, starting from 1000 ms again.
    streams[0]?.close()
    await vi.advanceTimersByTimeAsync(0)
    expect(errors[2]?.error).toBeInstanceOf(StreamClosedError)
    expect(errors[2]?.delay).toBe(1000)
    await vi.advanceTimersByTimeAsync(1000)
    expect(opened).toEqual([3, 4])

    // A message that is not JSON breaks the stream; the connection is released and opened again.
    streams[1]?.send('data: {not json\n\n')
    await vi.advanceTimersByTimeAsync(0)
    expect(errors[3]?.error).toBeInstanceOf(StreamParseError)
    expect(errors[3]?.delay).toBe(1000)
    expect(streams[1]?.cancelled).toBe(true)
    await vi.advanceTimersByTimeAsync(1000)
    expect(opened).toEqual([3, 4, 5])

    connection.close()
    expect(streams[2]?.cancelled).toBe(true)
  })

  it('passes operations on and tells when a stream opens', async () => {
    const stream = sseStream()
    const events: string[] = []
    const connection = connectUploadStatus({
      open: async () => stream.response,
      onOpen: () => events.push('open'),
      onOps: (ops) => events.push(ops.map((op) => op.op).join(',')),
    })
    await vi.waitFor(() => expect(events).toEqual(['open']))
    stream.event('ping')
    stream.event([{ op: 'CLEAR' }, { op: 'DELETE', documentId: 'a' }, { junk: true }])
    stream.event([])
    stream.event([setOp(statusItem({ documentId: 'b' }))])
    await vi.waitFor(() => expect(events).toEqual(['open', 'CLEAR,DELETE', 'SET']))
    connection.close()
  })
})

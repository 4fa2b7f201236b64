import { DurableObject } from 'cloudflare:workers'
import { type UploadStatusOp, UploadStatusOpSchema } from '../worker/contracts/upload-status'

const KEEP_ALIVE_MS = 15_000
const encoder = new TextEncoder()

/**
 * Live upload-status streams of one user in one organization (spec §4). It holds only the open
 * streams: the items live in D1 and every change is written there before it is broadcast here.
 * Browsers open one stream per tab (six-connection limit per host).
 */
export class UploadStatusObject extends DurableObject<Env> {
  private readonly streams = new Set<WritableStreamDefaultWriter<Uint8Array>>()

  /** POST /stream with the initial operations as the body: the server-sent-events response for one tab. */
  override async fetch(request: Request): Promise<Response> {
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/stream') {
      return new Response('Not found', { status: 404 })
    }
    const initial = parseOps(await request.json().catch(() => []))
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>()
    const writer = writable.getWriter()
    this.streams.add(writer)
    void this.write(writer, JSON.stringify(initial))
    const timer = setInterval(() => void this.write(writer, 'ping'), KEEP_ALIVE_MS)
    writer.closed.finally(() => clearInterval(timer)).catch(() => {})
    return new Response(readable, {
      headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
    })
  }

  /** Sends operations to every open stream; returns how many streams got them. */
  async broadcast(rawOps: unknown[]): Promise<number> {
    const ops = parseOps(rawOps)
    if (ops.length === 0) return 0
    const data = JSON.stringify(ops)
    const writers = [...this.streams]
    await Promise.all(writers.map((w) => this.write(w, data)))
    return this.streams.size
  }

  private async write(writer: WritableStreamDefaultWriter<Uint8Array>, data: string) {
    try {
      await writer.write(encoder.encode(`data: ${data}\n\n`))
    } catch {
      // The tab went away: forget its stream.
      this.streams.delete(writer)
    }
  }
}

function parseOps(raw: unknown): UploadStatusOp[] {
  if (!Array.isArray(raw)) return []
  return raw.flatMap((entry) => {
    const parsed = UploadStatusOpSchema.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
}

import { DurableObject } from 'cloudflare:workers'
import {
  type UploadStatusItem,
  UploadStatusItemSchema,
  type UploadStatusOp,
  UploadStatusOpSchema,
} from '../worker/contracts/upload-status'

const KEEP_ALIVE_MS = 15_000
const encoder = new TextEncoder()

/**
 * The upload-status list of one user in one organization (spec §4). Items live in this object's
 * storage; every connected tab gets the operations as server-sent events. One stream per tab.
 */
export class UploadStatusObject extends DurableObject<Env> {
  private readonly streams = new Set<WritableStreamDefaultWriter<Uint8Array>>()

  /** GET /stream from the Worker: the server-sent-events response for one tab. */
  override async fetch(request: Request): Promise<Response> {
    if (request.method !== 'GET' || new URL(request.url).pathname !== '/stream') {
      return new Response('Not found', { status: 404 })
    }
    return new Response(await this.openStream(), {
      headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
    })
  }

  /** Opens a stream: the current items first (one SET each, newest first), then live operations. */
  private async openStream(): Promise<ReadableStream<Uint8Array>> {
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>()
    const writer = writable.getWriter()
    this.streams.add(writer)
    const items = await this.items()
    const initial: UploadStatusOp[] = items.map((item) => ({ op: 'SET', documentId: item.documentId, item }))
    void this.write(writer, initial.length ? JSON.stringify(initial) : 'ping')
    const timer = setInterval(() => void this.write(writer, 'ping'), KEEP_ALIVE_MS)
    writer.closed.finally(() => clearInterval(timer)).catch(() => {})
    return readable
  }

  /** Applies operations to the stored list and forwards them to every open stream. */
  async apply(rawOps: unknown[]): Promise<number> {
    const ops = rawOps.flatMap((raw) => {
      const parsed = UploadStatusOpSchema.safeParse(raw)
      return parsed.success ? [parsed.data] : []
    })
    for (const op of ops) {
      if (op.op === 'SET') await this.ctx.storage.put(`item:${op.documentId}`, op.item)
      else if (op.op === 'DELETE') await this.ctx.storage.delete(`item:${op.documentId}`)
      else await this.ctx.storage.deleteAll()
    }
    if (ops.length) {
      const data = JSON.stringify(ops)
      await Promise.all([...this.streams].map((w) => this.write(w, data)))
    }
    return ops.length
  }

  async items(): Promise<UploadStatusItem[]> {
    const stored = await this.ctx.storage.list({ prefix: 'item:' })
    const items: UploadStatusItem[] = []
    for (const value of stored.values()) {
      const parsed = UploadStatusItemSchema.safeParse(value)
      if (parsed.success) items.push(parsed.data)
    }
    return items.sort((a, b) => b.createdAt - a.createdAt)
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

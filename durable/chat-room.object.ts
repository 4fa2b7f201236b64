import { DurableObject } from 'cloudflare:workers'
import { z } from 'zod'
import { chatRoomService, RESUME_LIMIT } from '../worker/chats/chat-room.service'
import {
  CHAT_CLOSE,
  CHAT_FRAME_MAX_BYTES,
  ChatClientFrameSchema,
  ChatConnectHeadersSchema,
  type ChatServerFrame,
  type RoomCommand,
  RoomCommandSchema,
  type RoomResult,
} from '../worker/contracts/chats'
import { readJsonText } from '../worker/lib/corrupt-json'
import { parseStored } from '../worker/lib/stored-json'
import { createServices } from '../worker/middleware/services'
import { CONNECT_HEADER } from '../worker/providers/realtime/durable.chat-room-hub'

/** What each hibernating socket keeps: written on connect, read back after the object wakes. */
const AttachmentSchema = z.object({
  userId: z.string().min(1),
  sessionId: z.string().min(1),
  /** False while a resume replays the backlog: live changes wait in the queue behind it. */
  live: z.boolean(),
})
type Attachment = z.infer<typeof AttachmentSchema>

/** A session's right to read the room is re-checked when its last check is older than this. */
const RECHECK_MS = 30_000
const encoder = new TextEncoder()

/**
 * One recruiting chat room (ADR 0023). Every write of the chat passes through here one at a time: the
 * room gives it the next sequence number, the chat service commits it to D1 (the system of record), and
 * only then is it sent to every open socket, so sockets see changes in sequence order. The room's own
 * SQLite keeps who it belongs to; its latest number is D1's (see latest()). WebSocket hibernation lets an idle
 * room leave memory while its sockets stay open; ping/pong is answered without waking it.
 */
export class ChatRoomObject extends DurableObject<Env> {
  /** Writes and resumes, one after the other. */
  private queue: Promise<unknown> = Promise.resolve()
  /** sessionId → when it was last found allowed (memory only: a woken room checks again). */
  private readonly checked = new Map<string, number>()
  /**
   * Each socket's attachment as last written or read in this residence: a broadcast to 500 sockets
   * would otherwise deserialize and validate 500 attachments. A woken room reads them afresh.
   */
  private readonly attachments = new WeakMap<WebSocket, Attachment>()
  /** The room's latest sequence number in this residence; null until read from D1 (see latest()). */
  private seq: number | null = null
  /** The room's D1 side for this residence (see room()). */
  private service: { key: string; room: ReturnType<typeof chatRoomService> } | null = null
  /** Tells one residence in memory from the next: the bench shows an idle room was evicted. */
  private readonly instance = crypto.randomUUID()

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    this.ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'))
    this.ctx.storage.sql.exec(
      'CREATE TABLE IF NOT EXISTS room (id INTEGER PRIMARY KEY CHECK (id = 1), tenant_id TEXT NOT NULL, chat_id TEXT NOT NULL, seq INTEGER NOT NULL)',
    )
  }

  /** A WebSocket upgrade forwarded by the Worker, which has authenticated the user and checked access. */
  override async fetch(request: Request): Promise<Response> {
    const raw = readJsonText(request.headers.get(CONNECT_HEADER) ?? '')
    const parsed = ChatConnectHeadersSchema.safeParse(raw)
    if (request.headers.get('Upgrade') !== 'websocket' || !parsed.success) {
      return new Response('Expected a WebSocket upgrade from the Worker', { status: 426 })
    }
    const connect = parsed.data
    if (!(await this.owns(connect.tenantId, connect.chatId))) return new Response('Not this room', { status: 403 })
    const pair = new WebSocketPair()
    const [client, server] = [pair[0], pair[1]]
    this.ctx.acceptWebSocket(server, [connect.userId])
    this.attach(server, { userId: connect.userId, sessionId: connect.sessionId, live: false })
    this.checked.set(connect.sessionId, Date.now())
    void this.resume(server, connect.after)
    return new Response(null, { status: 101, webSocket: client })
  }

  /** RPC from the Worker: one authorized write. */
  async apply(input: RoomCommand): Promise<RoomResult> {
    const received = Date.now()
    const command = RoomCommandSchema.parse(input)
    if (!(await this.owns(command.tenantId, command.chatId))) throw new Error('chat room: command for another room')
    return this.serially(async () => {
      const started = Date.now()
      const room = this.room(command.tenantId, command.chatId)
      const seq = (await this.latest(command.tenantId, command.chatId)) + 1
      let result: RoomResult
      try {
        result = await room.apply(command, seq)
      } catch (error) {
        // The batch may have committed before the error reached us: the next write reads D1's number again.
        this.seq = null
        throw error
      }
      if (!result.ok) return result
      const committed = Date.now()
      // No storage write before the sends: one would hold every frame behind its commit (output gate).
      this.seq = seq
      await this.deliver({ type: 'message', seq, message: result.message }, command.tenantId, command.chatId)
      return { ...result, timing: { received, started, committed } }
    })
  }

  /** RPC: the chat or its organization is gone; its sockets close and the room forgets everything. */
  async forget(): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) close(ws, CHAT_CLOSE.GONE, 'The chat was deleted')
    // What this residence keeps in memory goes with the storage.
    this.seq = null
    this.service = null
    await this.ctx.storage.deleteAll()
  }

  /** RPC for the bench and tests: open sockets and which residence in memory answers. */
  stats() {
    return { sockets: this.ctx.getWebSockets().length, instance: this.instance }
  }

  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer) {
    const size = typeof data === 'string' ? encoder.encode(data).byteLength : data.byteLength
    if (size > CHAT_FRAME_MAX_BYTES) return close(ws, CHAT_CLOSE.TOO_BIG, 'Frame too large')
    const frame = ChatClientFrameSchema.safeParse(typeof data === 'string' ? readJsonText(data) : null)
    if (!frame.success) return close(ws, CHAT_CLOSE.MALFORMED, 'Malformed frame')
    const identity = this.identity()
    const attachment = this.attachmentOf(ws)
    // Every frame from a socket is checked afresh: session, organization, CHAT and access to the chat.
    if (!identity || !attachment || !(await this.allowed(identity, attachment, 0))) {
      return close(ws, CHAT_CLOSE.FORBIDDEN, 'Not allowed')
    }
    await this.resume(ws, frame.data.after)
  }

  override webSocketClose(ws: WebSocket, code: number) {
    // 1005/1006 are reserved ("no code", "abnormal"): they may be received but never sent.
    close(ws, code === 1005 || code === 1006 ? 1000 : code, 'closing')
  }

  /** Replays what changed after `after` to one socket, then lets live changes through to it. */
  private resume(ws: WebSocket, after: number) {
    const attachment = this.attachmentOf(ws)
    if (!attachment) return Promise.resolve()
    this.attach(ws, { ...attachment, live: false })
    return this.serially(async () => {
      const identity = this.identity()
      if (!identity) return
      const latest = await this.latest(identity.tenantId, identity.chatId)
      const changed = await this.room(identity.tenantId, identity.chatId).changedAfter(after, RESUME_LIMIT + 1)
      if (changed.length > RESUME_LIMIT) send(ws, { type: 'reload', seq: latest })
      else for (const message of changed) send(ws, { type: 'message', seq: message.version, message })
      send(ws, { type: 'ready', seq: latest })
      const current = this.attachmentOf(ws)
      if (current) this.attach(ws, { ...current, live: true })
    })
  }

  /**
   * Sends a change to every live socket whose session is still allowed. Sockets whose session was
   * checked within RECHECK_MS get it at once; the others wait only for their own session's check (a
   * quiet room with many people must not hold every tab behind hundreds of D1 checks), and the next
   * change waits for all of them, so each socket still sees changes in order.
   */
  private async deliver(frame: ChatServerFrame, tenantId: string, chatId: string) {
    const data = JSON.stringify(frame)
    const now = Date.now()
    const stale = new Map<string, { attachment: Attachment; sockets: WebSocket[] }>()
    for (const ws of this.ctx.getWebSockets()) {
      const attachment = this.attachmentOf(ws)
      if (!attachment?.live) continue
      const at = this.checked.get(attachment.sessionId)
      if (at !== undefined && now - at < RECHECK_MS) {
        send(ws, data)
        continue
      }
      const waiting = stale.get(attachment.sessionId)
      if (waiting) waiting.sockets.push(ws)
      else stale.set(attachment.sessionId, { attachment, sockets: [ws] })
    }
    await Promise.all(
      [...stale.values()].map(async ({ attachment, sockets }) => {
        let verdict: boolean | null
        try {
          verdict = await this.allowed({ tenantId, chatId }, attachment, RECHECK_MS)
        } catch {
          verdict = null
        }
        for (const ws of sockets) {
          if (verdict) send(ws, data)
          else if (verdict === false) close(ws, CHAT_CLOSE.FORBIDDEN, 'Not allowed')
          // The check itself failed: the tab reconnects and resumes, so the change is not lost to it.
          else close(ws, CHAT_CLOSE.UNAVAILABLE, 'Try again')
        }
      }),
    )
  }

  private async allowed(identity: { tenantId: string; chatId: string }, a: Attachment, maxAgeMs: number) {
    const at = this.checked.get(a.sessionId)
    if (at !== undefined && Date.now() - at < maxAgeMs) return true
    const ok = await this.room(identity.tenantId, identity.chatId).authorize(a.sessionId, a.userId)
    if (ok) this.checked.set(a.sessionId, Date.now())
    else this.checked.delete(a.sessionId)
    return ok
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work)
    this.queue = run.catch(() => {})
    return run
  }

  /**
   * The room's D1 side, built once per residence (services parse the configuration; the service keeps
   * the chat a write needs). A room is bound to one tenant and chat (owns()), so the key never changes.
   */
  private room(tenantId: string, chatId: string) {
    const key = `${tenantId}:${chatId}`
    if (this.service?.key !== key) {
      this.service = { key, room: chatRoomService(createServices(this.env), tenantId, chatId) }
    }
    return this.service.room
  }

  private identity(): { tenantId: string; chatId: string } | null {
    const row = this.ctx.storage.sql
      .exec<{ tenant_id: string; chat_id: string }>('SELECT tenant_id, chat_id FROM room')
      .toArray()[0]
    return row ? { tenantId: row.tenant_id, chatId: row.chat_id } : null
  }

  /** Binds the room to its tenant and chat on first use; afterwards anything else is refused. */
  private async owns(tenantId: string, chatId: string): Promise<boolean> {
    const identity = this.identity()
    if (identity) return identity.tenantId === tenantId && identity.chatId === chatId
    // `seq` is what D1 held when the room was bound, kept for the column's NOT NULL; the live number is in
    // memory (latest()).
    const seq = await this.latest(tenantId, chatId)
    this.ctx.storage.sql.exec(
      'INSERT OR IGNORE INTO room (id, tenant_id, chat_id, seq) VALUES (1, ?, ?, ?)',
      tenantId,
      chatId,
      seq,
    )
    const bound = this.identity()
    return bound?.tenantId === tenantId && bound.chatId === chatId
  }

  /**
   * The room's latest sequence number. D1 holds it: every change carries its number as `version`, unique
   * per chat, so `max(version)` is the last number handed out. A residence reads it once and then counts
   * in memory (only this object writes the chat, one change at a time).
   */
  private async latest(tenantId: string, chatId: string): Promise<number> {
    if (this.seq !== null) return this.seq
    const seq = await this.room(tenantId, chatId).latestVersion()
    // A write that finished while D1 was being read has already set the number; it is never lower.
    this.seq = Math.max(this.seq ?? 0, seq)
    return this.seq
  }

  private attach(ws: WebSocket, attachment: Attachment) {
    ws.serializeAttachment(attachment)
    this.attachments.set(ws, attachment)
  }

  private attachmentOf(ws: WebSocket): Attachment | null {
    const known = this.attachments.get(ws)
    if (known) return known
    const at = { table: 'chat_room_attachments', id: this.ctx.id.toString() }
    try {
      const stored = parseStored(AttachmentSchema, ws.deserializeAttachment(), at)
      this.attachments.set(ws, stored)
      return stored
    } catch {
      return null
    }
  }
}

function send(ws: WebSocket, frame: ChatServerFrame | string) {
  try {
    ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame))
  } catch {
    // A socket that closed meanwhile is dropped by the runtime.
  }
}

function close(ws: WebSocket, code: number, reason: string) {
  try {
    ws.close(code, reason)
  } catch {
    // Already closed.
  }
}

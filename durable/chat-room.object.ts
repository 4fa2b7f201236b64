import { DurableObject } from 'cloudflare:workers'
import { z } from 'zod'
import { parseStored } from '../worker/lib/stored-json'

/** What each hibernating socket keeps: written by fetch below, read back after the object wakes. */
const AttachmentSchema = z.object({ userId: z.string().min(1) })
type Attachment = z.infer<typeof AttachmentSchema>

/**
 * One recruiting chat's live connections. WebSocket hibernation keeps idle rooms free: the object
 * sleeps between messages and the attachment remembers who each socket belongs to. Messages are
 * stored in D1 by the chat service; this object only fans them out.
 */
export class ChatRoomObject extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    this.ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'))
  }

  /** A WebSocket upgrade forwarded by the Worker, which has authenticated the user (X-User-Id). */
  override async fetch(request: Request): Promise<Response> {
    const userId = request.headers.get('X-User-Id')
    if (request.headers.get('Upgrade') !== 'websocket' || !userId)
      return new Response('Expected a WebSocket', { status: 426 })
    const pair = new WebSocketPair()
    const [client, server] = [pair[0], pair[1]]
    this.ctx.acceptWebSocket(server, [userId])
    server.serializeAttachment({ userId } satisfies Attachment)
    return new Response(null, { status: 101, webSocket: client })
  }

  /** Sends an event (new, edited or deleted message) to everyone in the room. */
  broadcast(event: unknown): number {
    const data = JSON.stringify(event)
    let sent = 0
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(data)
        sent++
      } catch {
        // A socket that closed meanwhile is dropped by the runtime.
      }
    }
    return sent
  }

  connectedUsers(): string[] {
    const at = { table: 'chat_room_attachments', id: this.ctx.id.toString() }
    return this.ctx.getWebSockets().map((ws) => parseStored(AttachmentSchema, ws.deserializeAttachment(), at).userId)
  }

  override webSocketMessage() {
    // Clients send through the HTTP API (validated, stored); socket input other than ping is ignored.
  }

  override webSocketClose(ws: WebSocket, code: number) {
    // 1005/1006 are reserved ("no code", "abnormal"): they may be received but never sent.
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, 'closing')
    } catch {
      // Already closed.
    }
  }
}

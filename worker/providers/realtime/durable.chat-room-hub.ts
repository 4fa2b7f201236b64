import type { ChatRoomObject } from '../../../durable/chat-room.object'
import { type ChatConnect, RoomResultSchema } from '../../contracts/chats'
import type { ChatRoomHub } from './chat-room-hub'

export const CONNECT_HEADER = 'X-Chat-Connect'

/** The hub on the CHAT_ROOM Durable Object namespace: one object per tenant and chat. */
export function durableChatRoomHub(namespace: DurableObjectNamespace<ChatRoomObject>): ChatRoomHub {
  const stubOf = (tenantId: string, chatId: string) => namespace.get(namespace.idFromName(`${tenantId}:${chatId}`))
  return {
    async apply(command) {
      // The answer crosses an RPC boundary: parsed like any outside data.
      return RoomResultSchema.parse(await stubOf(command.tenantId, command.chatId).apply(command))
    },

    async connect(connect: ChatConnect, request: Request) {
      const headers = new Headers({ Upgrade: 'websocket', [CONNECT_HEADER]: JSON.stringify(connect) })
      const upstream = await stubOf(connect.tenantId, connect.chatId).fetch(
        new Request('https://chat-room/connect', { headers, signal: request.signal }),
      )
      // A fresh response: the one from the stub has immutable headers, and the middleware adds its own.
      return new Response(upstream.body, { status: upstream.status, webSocket: upstream.webSocket })
    },

    async forget(tenantId, chatId) {
      await stubOf(tenantId, chatId).forget()
    },

    async stats(tenantId, chatId) {
      const { sockets, instance } = await stubOf(tenantId, chatId).stats()
      return { sockets, instance }
    },
  }
}

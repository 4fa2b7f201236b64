import type { ChatConnect, RoomCommand, RoomResult } from '../../contracts/chats'

/**
 * The chat rooms (ADR 0023): one per chat, named by tenant and chat, so a room of one organization can
 * never be reached with another's ids. Writes go through the room, which numbers, stores and delivers them.
 */
export interface ChatRoomHub {
  /** Carries out an authorized write; rejects when the room cannot be reached. */
  apply(command: RoomCommand): Promise<RoomResult>
  /** Hands an authenticated WebSocket upgrade to the room. */
  connect(connect: ChatConnect, request: Request): Promise<Response>
  /** Closes the room's sockets and clears its storage (the chat or its organization is deleted). */
  forget(tenantId: string, chatId: string): Promise<void>
  /** Open sockets and which residence in memory answers (the bench shows an idle room was evicted). */
  stats(tenantId: string, chatId: string): Promise<{ sockets: number; instance: string }>
}

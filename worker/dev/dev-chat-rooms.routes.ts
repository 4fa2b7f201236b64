import { Hono } from 'hono'
import { chatsService } from '../chats/chats.service'
import type { AppEnv } from '../context'
import { IdParam } from '../contracts/params'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { validate } from '../middleware/validate'

/**
 * /api/dev/chat-rooms/:id: how many sockets a chat's room holds and which residence in memory answers,
 * for `npm run bench -- chat` (an idle room that hibernated answers from a new one). Mounted only in
 * local and test mode (worker/app.ts withLocalRoutes); the same door as the chat itself.
 */
export const devChatRoomRoutes = new Hono<AppEnv>().get(
  '/:id',
  guard({ permissions: ['CHAT'], tenant: true }),
  validate('param', IdParam),
  async (c) =>
    c.json(await chatsService(c.get('services'), tenantOf(c), authOf(c).user).roomStats(c.req.valid('param').id)),
)

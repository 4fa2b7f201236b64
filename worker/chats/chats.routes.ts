import { type Context, Hono } from 'hono'
import type { AppEnv } from '../context'
import {
  AddChatMembersRequestSchema,
  AddMessageRequestSchema,
  ApplicantIdParam,
  ChatHistoryQuerySchema,
  ChatSocketQuerySchema,
  CreateTeamChatRequestSchema,
  DeleteMessageRequestSchema,
  JobIdParam,
  LastReadRequestSchema,
  UpdateMessageRequestSchema,
} from '../contracts/chats'
import { IdParam } from '../contracts/params'
import { AppError } from '../lib/app-error'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { validate } from '../middleware/validate'
import { chatSteps } from './chat-steps'
import { chatsService } from './chats.service'

const chat = guard({ permissions: ['CHAT'], tenant: true })
const applicantChat = guard({ permissions: ['CHAT', 'APPLICANT_READ'], tenant: true })
const jobChat = guard({ permissions: ['CHAT', 'JOB_READ'], tenant: true })

const service = (c: Context<AppEnv>) => chatsService(c.get('services'), tenantOf(c), authOf(c).user)

/**
 * /api/chats: recruiting chats (spec §7 Chats, issue 15). Reads and writes are REST; a chat's WebSocket
 * (GET /:id/socket) only delivers changes live and resumes after a reconnect (ADR 0023).
 */
export const chatsRoutes = new Hono<AppEnv>()
  .get('/', chat, async (c) => c.json(await service(c).list()))
  .post('/team', chat, validate('json', CreateTeamChatRequestSchema), idempotent(), async (c) =>
    c.json(await service(c).createTeam(c.req.valid('json')), 201),
  )
  .post('/for-applicant/:applicantId', applicantChat, validate('param', ApplicantIdParam), async (c) =>
    c.json(await service(c).forApplicant(c.req.valid('param').applicantId)),
  )
  .post('/for-job/:jobId', jobChat, validate('param', JobIdParam), async (c) =>
    c.json(await service(c).forJob(c.req.valid('param').jobId)),
  )
  .post('/last-read-message', chat, validate('json', LastReadRequestSchema), async (c) => {
    const { chatId, messageId } = c.req.valid('json')
    return c.json(await service(c).markRead(chatId, messageId))
  })
  .get('/:id', chat, validate('param', IdParam), async (c) => c.json(await service(c).get(c.req.valid('param').id)))
  .get('/:id/messages', chat, validate('param', IdParam), validate('query', ChatHistoryQuerySchema), async (c) =>
    c.json(await service(c).history(c.req.valid('param').id, c.req.valid('query'))),
  )
  .post(
    '/:id/add-message',
    chat,
    validate('param', IdParam),
    validate('json', AddMessageRequestSchema),
    idempotent(),
    async (c) => {
      const steps = chatSteps(c)
      const message = await service(c).add(c.req.valid('param').id, c.req.valid('json'), steps.mark)
      steps.done()
      return c.json(message, 201)
    },
  )
  .post(
    '/:id/add-members',
    chat,
    validate('param', IdParam),
    validate('json', AddChatMembersRequestSchema),
    async (c) => c.json(await service(c).addMembers(c.req.valid('param').id, c.req.valid('json'))),
  )
  .post(
    '/:id/update-message',
    chat,
    validate('param', IdParam),
    validate('json', UpdateMessageRequestSchema),
    async (c) => c.json(await service(c).update(c.req.valid('param').id, c.req.valid('json'))),
  )
  .post(
    '/:id/delete-message',
    chat,
    validate('param', IdParam),
    validate('json', DeleteMessageRequestSchema),
    async (c) => c.json(await service(c).delete(c.req.valid('param').id, c.req.valid('json').messageId)),
  )
  .get('/:id/socket', chat, validate('param', IdParam), validate('query', ChatSocketQuerySchema), async (c) => {
    // Access first: a foreign or unknown chat answers 404 whether or not this is an upgrade.
    const id = c.req.valid('param').id
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
      await service(c).get(id)
      throw new AppError('UPGRADE_REQUIRED')
    }
    return service(c).connect(authOf(c), id, c.req.valid('query').after, c.req.raw)
  })

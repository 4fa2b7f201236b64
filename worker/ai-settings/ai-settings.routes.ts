import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { UpdateAiModelRequestSchema, UpdateAiPromptRequestSchema } from '../contracts/ai-settings'
import { IdParam } from '../contracts/params'
import { guard, tenantOf } from '../middleware/guard'
import { validate } from '../middleware/validate'
import { aiSettingsService } from './ai-settings.service'

const ai = (c: { get: (k: 'services') => AppEnv['Variables']['services'] }) => aiSettingsService(c.get('services'))

/**
 * AI models and prompts (spec §7 AI): platform defaults under /admin (platform admins), organization
 * overrides for the current tenant, each of which can be set back to the default.
 */
export const aiSettingsRoutes = new Hono<AppEnv>()
  .get('/admin/ai-model', guard({ permissions: ['ADMIN_READ'] }), async (c) =>
    c.json({ models: await ai(c).listModels(null) }),
  )
  .post(
    '/admin/ai-model/:id/update',
    guard({ permissions: ['ADMIN_UPDATE'] }),
    validate('param', IdParam),
    validate('json', UpdateAiModelRequestSchema),
    async (c) => c.json(await ai(c).updateModel(null, c.req.valid('param').id, c.req.valid('json'))),
  )
  // Platform admins may hold no organization permissions: the suggestions have their own admin path.
  .get('/admin/ai-model/model-names', guard({ permissions: ['ADMIN_READ'] }), (c) => c.json(ai(c).modelNames()))
  .get('/admin/ai-prompt', guard({ permissions: ['ADMIN_READ'] }), async (c) =>
    c.json({ prompts: await ai(c).listPrompts(null) }),
  )
  .post(
    '/admin/ai-prompt/:id/update',
    guard({ permissions: ['ADMIN_UPDATE'] }),
    validate('param', IdParam),
    validate('json', UpdateAiPromptRequestSchema),
    async (c) => c.json(await ai(c).updatePrompt(null, c.req.valid('param').id, c.req.valid('json').template)),
  )
  .get('/ai-model/model-names', guard({ permissions: ['AI_MODEL_READ'], tenant: true }), (c) =>
    c.json(ai(c).modelNames()),
  )
  .get('/ai-model', guard({ permissions: ['AI_MODEL_READ'], tenant: true }), async (c) =>
    c.json({ models: await ai(c).listModels(tenantOf(c)) }),
  )
  .post(
    '/ai-model/:id/update',
    guard({ permissions: ['AI_MODEL_UPDATE'], tenant: true }),
    validate('param', IdParam),
    validate('json', UpdateAiModelRequestSchema),
    async (c) => c.json(await ai(c).updateModel(tenantOf(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .post(
    '/ai-model/:id/set-to-default',
    guard({ permissions: ['AI_MODEL_UPDATE'], tenant: true }),
    validate('param', IdParam),
    async (c) => c.json(await ai(c).setToDefault('model', tenantOf(c), c.req.valid('param').id)),
  )
  .get('/ai-prompt', guard({ permissions: ['AI_PROMPT_READ'], tenant: true }), async (c) =>
    c.json({ prompts: await ai(c).listPrompts(tenantOf(c)) }),
  )
  .post(
    '/ai-prompt/:id/update',
    guard({ permissions: ['AI_PROMPT_UPDATE'], tenant: true }),
    validate('param', IdParam),
    validate('json', UpdateAiPromptRequestSchema),
    async (c) => c.json(await ai(c).updatePrompt(tenantOf(c), c.req.valid('param').id, c.req.valid('json').template)),
  )
  .post(
    '/ai-prompt/:id/set-to-default',
    guard({ permissions: ['AI_PROMPT_UPDATE'], tenant: true }),
    validate('param', IdParam),
    async (c) => c.json(await ai(c).setToDefault('prompt', tenantOf(c), c.req.valid('param').id)),
  )

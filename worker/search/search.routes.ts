import { Hono } from 'hono'
import type { AppEnv } from '../context'
import {
  AutocompleteRequestSchema,
  EntityAutocompleteRequestSchema,
  JobAutocompleteRequestSchema,
} from '../contracts/search'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { validate } from '../middleware/validate'
import { searchIndexService } from './search-index.service'

/** Any member: each group shows only what the member may read (search-index.service.ts visibleTypes). */
const member = guard({ tenant: true })

/**
 * /api/search (spec §7 Search): quick suggestions of the global search overlay and of the job and
 * applicant pickers. POST, as the spec lists them; they read only. Tenant-isolated in the repository.
 */
export const searchRoutes = new Hono<AppEnv>()
  .post('/autocomplete', member, validate('json', AutocompleteRequestSchema), async (c) => {
    const { query, limit } = c.req.valid('json')
    const { user } = authOf(c)
    const groups = await searchIndexService(c.get('services')).autocomplete(
      tenantOf(c),
      query,
      { userId: user.id, permissions: user.permissions },
      limit,
    )
    return c.json({ groups })
  })
  .post(
    '/job-autocomplete',
    guard({ permissions: ['JOB_READ'], tenant: true }),
    validate('json', JobAutocompleteRequestSchema),
    async (c) => {
      const { query, limit, status } = c.req.valid('json')
      return c.json({
        items: await searchIndexService(c.get('services')).suggest(tenantOf(c), 'job', query, limit, {
          jobStatus: status,
        }),
      })
    },
  )
  .post(
    '/applicant-autocomplete',
    guard({ permissions: ['APPLICANT_READ'], tenant: true }),
    validate('json', EntityAutocompleteRequestSchema),
    async (c) => {
      const { query, limit } = c.req.valid('json')
      return c.json({
        items: await searchIndexService(c.get('services')).suggest(tenantOf(c), 'candidate', query, limit),
      })
    },
  )

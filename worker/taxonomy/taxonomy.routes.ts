import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { TaxonomySearchQuerySchema } from '../contracts/taxonomy'
import { searchOccupations, searchSkills } from '../engine/taxonomy/search'
import { guard } from '../middleware/guard'
import { validate } from '../middleware/validate'

// The pickers live in the job requirements editor and in Edit CV: whoever may use one may search. The
// taxonomies are public data, but the endpoints are not: they serve the product, not the world.
const picker = guard({ tenant: true, anyPermissions: ['APPLICANT_CREATE', 'JOB_CREATE', 'JOB_UPDATE'] })

/** /api/taxonomy: type-ahead over ISCO-08 occupations and skills (the engine's taxonomy data). */
export const taxonomyRoutes = new Hono<AppEnv>()
  .get('/occupations', picker, validate('query', TaxonomySearchQuerySchema), (c) => {
    const { q, limit } = c.req.valid('query')
    return c.json({ items: searchOccupations(q, limit) })
  })
  .get('/skills', picker, validate('query', TaxonomySearchQuerySchema), (c) => {
    const { q, limit } = c.req.valid('query')
    return c.json({ items: searchSkills(q, limit) })
  })

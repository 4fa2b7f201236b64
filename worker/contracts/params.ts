import { z } from 'zod'

/**
 * An entity id in a URL path. Server ids are UUIDv7 (worker/lib/ids.ts, db/seed/seed-ids.ts), but the
 * check is the id alphabet, not the UUID layout: a well-formed id that names no row (or another
 * tenant's) answers 404 like any unknown id, and only input that can never be an id (spaces, dots,
 * slashes, quotes, over-long) answers 400 VALIDATION_FAILED before a service or query sees it.
 */
export const EntityIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid id')

/** `/:id` of every route that addresses one row (jobs, applicants, admin users, AI models and prompts). */
export const IdParam = z.object({ id: EntityIdSchema })

/** `/contact/:organizationId` of the profile; `/admin/search/reindex/:organizationId`. */
export const OrganizationIdParam = z.object({ organizationId: EntityIdSchema })

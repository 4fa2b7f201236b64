import { createMiddleware } from 'hono/factory'
import type { z } from 'zod'
import type { AppEnv } from '../context'
import { withRouteMeta } from './route-meta'

/**
 * Describes a public API route for the OpenAPI document (worker/public-api/openapi.ts): its summary
 * and the contracts of its answers. Does nothing at run time; the parameters and bodies come from the
 * route's own validate() middleware, the scopes from apiKey().
 */
export function documented(doc: {
  summary: string
  responses: Record<number, z.ZodType | null>
  binaryBody?: boolean
}) {
  const middleware = createMiddleware<AppEnv>((_c, next) => next())
  return withRouteMeta(middleware, { kind: 'doc', ...doc })
}

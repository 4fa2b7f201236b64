import type { z } from 'zod'
import type { Permission } from '../contracts/permissions'

/**
 * What a route's middleware declares about it, readable from `app.routes[i].handler` so tooling (the
 * cross-tenant sweep in tests/worker/security) can walk the route table instead of a hand-kept list.
 * `Symbol.for` so the test's copy of this module (or a bundle's) reads the same key.
 */
export const ROUTE_META = Symbol.for('shortlist.route-meta')

export type RouteMeta =
  | { kind: 'validate'; target: string; schema: z.ZodType }
  | { kind: 'guard'; permissions: readonly Permission[]; anyPermissions: readonly Permission[]; tenant: boolean }
  /** A public API route (/api/v1): an API key with these scopes, for its own organization. */
  | { kind: 'api-key'; scopes: readonly Permission[] }
  /** What the OpenAPI document says of a public API route beyond its validators (ADR 0035). */
  | {
      kind: 'doc'
      summary: string
      /** Status → the answer's contract (null: no JSON body, e.g. a PDF). */
      responses: Readonly<Record<number, z.ZodType | null>>
      /** The request body is a file's raw bytes, not JSON. */
      binaryBody?: boolean
    }
  /** The route honours Idempotency-Key (worker/middleware/idempotency.ts). */
  | { kind: 'idempotent' }

/** Attaches `meta` to a middleware function and returns the same function (its type unchanged). */
export function withRouteMeta<F extends object>(middleware: F, meta: RouteMeta): F {
  Object.defineProperty(middleware, ROUTE_META, { value: meta, enumerable: false })
  return middleware
}

/** The metadata a middleware carries, if any. */
export function routeMetaOf(handler: unknown): RouteMeta | undefined {
  if (typeof handler !== 'function') return undefined
  return (handler as unknown as Record<symbol, RouteMeta | undefined>)[ROUTE_META]
}

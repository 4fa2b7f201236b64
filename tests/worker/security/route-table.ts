import type { z } from 'zod'
import { createApp } from '../../../worker/app'
import type { Permission } from '../../../worker/contracts/permissions'
import { type RouteMeta, routeMetaOf } from '../../../worker/middleware/route-meta'
import { PUBLIC_ROUTES } from '../../../worker/public-routes'

/** The app as the tests run it (APP_ENV=test: the production routes plus the local-only ones). */
const app = createApp('test')

/** One concrete route of the app and what its middleware declares (guard options, zod schemas). */
export interface RouteInfo {
  method: string
  path: string
  /** `METHOD /path`, as PUBLIC_ROUTES spells it. */
  key: string
  isPublic: boolean
  guard?: { permissions: readonly Permission[]; tenant: boolean }
  /** A public API route (/api/v1): called with an API key, never a session; `guard` holds its scopes. */
  apiKey: boolean
  /** The route honours Idempotency-Key (`idempotent()` in its middleware). */
  idempotent: boolean
  schemas: Partial<Record<'json' | 'param' | 'query' | 'form', z.ZodType>>
}

/**
 * The route table read from `app.routes`: Hono registers each middleware of `.get(path, a, b, handler)`
 * as its own entry with the same method and path, so entries are grouped by method and path. App-wide
 * middleware has method ALL and is left out.
 */
export function routeTable(): RouteInfo[] {
  const byKey = new Map<string, RouteInfo>()
  for (const r of app.routes) {
    if (r.method === 'ALL') continue
    const key = `${r.method} ${r.path}`
    let info = byKey.get(key)
    if (!info) {
      info = {
        method: r.method,
        path: r.path,
        key,
        isPublic: (PUBLIC_ROUTES as readonly string[]).includes(key),
        idempotent: false,
        apiKey: false,
        schemas: {},
      }
      byKey.set(key, info)
    }
    const meta: RouteMeta | undefined = routeMetaOf(r.handler)
    if (meta?.kind === 'guard') info.guard = { permissions: meta.permissions, tenant: meta.tenant }
    if (meta?.kind === 'idempotent') info.idempotent = true
    if (meta?.kind === 'api-key') {
      info.apiKey = true
      info.guard = { permissions: meta.scopes, tenant: true }
    }
    if (meta?.kind === 'validate') info.schemas[meta.target as keyof RouteInfo['schemas']] = meta.schema
  }
  return [...byKey.values()]
}

/** Path parameter names (`:id`, `:organizationId`, …) of a route path. */
export const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string)

/** A key that carries an entity id: `id`, `ids`, `*Id`, `*Ids`. */
export const isIdKey = (key: string) => key === 'id' || key === 'ids' || /[a-z]Ids?$/.test(key)

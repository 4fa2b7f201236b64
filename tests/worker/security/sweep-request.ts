import { type Credentials, callAs, isApiKey } from '../support/http'
import { exampleValue, listMayBeEmpty } from './example-value'
import type { IdSlot } from './route-ids'
import type { RouteInfo } from './route-table'
import type { Entity } from './tenant-fixtures'

/** The id each slot gets: the one under test, or the caller's own (a valid id of its tenant). */
export type IdFor = (slot: IdSlot) => string | null

function setAt(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {}
    node = node[key] as Record<string, unknown>
  }
  node[path[path.length - 1] as string] = value
}

/**
 * A request to `route` that passes its validation: bodies and queries built from the route's own
 * schemas, each id slot filled by `idFor` (`null`: a list slot left empty where the schema allows).
 * When empty lists fail a refinement ("nothing to assign or unassign"), the first of them takes
 * `fill`'s id. Throws when the result does not pass the schema: the sweep would only see a 400.
 */
export function buildRequest(
  route: RouteInfo,
  slots: IdSlot[],
  idFor: IdFor,
  credentials: Credentials,
  fill?: (slot: IdSlot) => string,
) {
  const attempt = tryBuild(route, slots, idFor, credentials)
  if (typeof attempt !== 'string') return attempt
  const empty = slots.find((slot) => idFor(slot) === null)
  if (!fill || !empty) throw new Error(attempt)
  const retry = tryBuild(route, slots, (slot) => (slot === empty ? fill(slot) : idFor(slot)), credentials)
  if (typeof retry === 'string') throw new Error(retry)
  return retry
}

function tryBuild(route: RouteInfo, slots: IdSlot[], idFor: IdFor, credentials: Credentials) {
  const params: Record<string, string> = {}
  const parts: Partial<Record<'json' | 'query', Record<string, unknown>>> = {}
  for (const where of ['json', 'query'] as const) {
    const schema = route.schemas[where]
    if (schema) parts[where] = exampleValue(schema, `${route.key} ${where}`) as Record<string, unknown>
  }
  // A body-borne CSRF token (organization switch) must be the session's own, or CSRF refuses first.
  if (parts.json && 'csrfToken' in parts.json && !isApiKey(credentials)) parts.json.csrfToken = credentials.csrfToken
  for (const slot of slots) {
    const id = idFor(slot)
    if (slot.where === 'param') params[slot.path[0] as string] = id ?? ''
    else setAt(parts[slot.where] as Record<string, unknown>, slot.path, slot.list ? (id === null ? [] : [id]) : id)
  }
  for (const where of ['json', 'query'] as const) {
    const schema = route.schemas[where]
    const value = parts[where]
    if (!schema || !value) continue
    const parsed = schema.safeParse(value)
    if (!parsed.success) {
      return (
        `${route.key}: the generated ${where} ${JSON.stringify(value)} fails its schema (${parsed.error.message}); ` +
        'give the schema an example with .meta({ examples: [...] })'
      )
    }
  }
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'))
  const query = parts.query
    ? `?${new URLSearchParams(Object.entries(parts.query).map(([k, v]) => [k, String(v)])).toString()}`
    : ''
  return {
    send: () =>
      callAs(credentials, `${path}${query}`, {
        method: route.method,
        ...(route.method === 'GET' ? {} : { json: parts.json ?? {} }),
      }),
  }
}

/** The slot's own-tenant id, or null for a list the schema allows to be empty (nothing to act on). */
export function ownIdFor(route: RouteInfo, own: Record<Entity, string>): IdFor {
  return (slot) =>
    slot.list && slot.where !== 'param' && listMayBeEmpty(route.schemas[slot.where]!, slot.path)
      ? null
      : own[slot.entity]
}

/** A well-formed id that no row has: UUIDv7-shaped, like the server's own. */
export function randomV7() {
  const hex = crypto.randomUUID().replace(/-/g, '')
  const v7 = `${Date.now().toString(16).padStart(12, '0')}7${hex.slice(13, 16)}${'89ab'[Math.floor(Math.random() * 4)]}${hex.slice(17)}`
  return `${v7.slice(0, 8)}-${v7.slice(8, 12)}-${v7.slice(12, 16)}-${v7.slice(16, 20)}-${v7.slice(20, 32)}`
}

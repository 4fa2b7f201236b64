import { z } from 'zod'
import { ErrorBodySchema } from '../contracts/errors'
import { API_TOKEN_PREFIX } from '../contracts/integrations'
import { API_KEY_RATE_LIMIT } from '../middleware/api-key'
import { type RouteMeta, routeMetaOf } from '../middleware/route-meta'

type JsonSchema = Record<string, unknown>
interface RouteEntry {
  method: string
  path: string
  handler: unknown
}

/** One operation as the route table declares it: validators, scopes and documentation. */
interface Operation {
  method: string
  path: string
  scopes: readonly string[]
  schemas: Partial<Record<string, z.ZodType>>
  doc?: Extract<RouteMeta, { kind: 'doc' }>
  idempotent: boolean
}

/** The JSON Schema (2020-12, the dialect of OpenAPI 3.1) of a zod contract, as requests send or answers carry it. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  return rest
}

function operationsOf(routes: readonly RouteEntry[], base: string): Operation[] {
  const byKey = new Map<string, Operation>()
  for (const r of routes) {
    if (r.method === 'ALL') continue
    const path = `${base}${r.path}`.replace(/\/$/, '')
    const key = `${r.method} ${path}`
    let op = byKey.get(key)
    if (!op) {
      op = { method: r.method, path, scopes: [], schemas: {}, idempotent: false }
      byKey.set(key, op)
    }
    const meta = routeMetaOf(r.handler)
    if (meta?.kind === 'api-key') op.scopes = meta.scopes
    if (meta?.kind === 'validate') op.schemas[meta.target] = meta.schema
    if (meta?.kind === 'doc') op.doc = meta
    if (meta?.kind === 'idempotent') op.idempotent = true
  }
  return [...byKey.values()]
}

/** `/api/v1/jobs/:id/open` → `/api/v1/jobs/{id}/open`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}')

function operationId(op: Operation) {
  const words = op.path
    .replace(/^\/api\/v1\//, '')
    .split(/[/:{}-]+/)
    .filter(Boolean)
  return [op.method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('')
}

function parameters(op: Operation) {
  const out: JsonSchema[] = []
  for (const [where, target] of [
    ['path', 'param'],
    ['query', 'query'],
  ] as const) {
    const schema = op.schemas[target]
    if (!schema) continue
    const json = jsonSchema(schema, 'input')
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>
    const required = new Set((json.required ?? []) as string[])
    for (const [name, property] of Object.entries(properties)) {
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: property })
    }
  }
  if (op.idempotent) {
    out.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'A repeat within 24 h gets the first answer again, marked Idempotent-Replayed: true.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    })
  }
  return out
}

const errorContent = () => ({ 'application/json': { schema: jsonSchema(ErrorBodySchema, 'output') } })
const RATE_HEADERS = {
  RateLimit: {
    description: 'Requests left in the current window and seconds until it resets',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': { description: 'The per-key quota and window', schema: { type: 'string' } },
}

function responses(op: Operation) {
  const out: Record<string, JsonSchema> = {}
  for (const [status, schema] of Object.entries(op.doc?.responses ?? {})) {
    const ok = Number(status) < 300
    out[status] = {
      description: ok ? 'Success' : 'Error (the one error shape)',
      ...(ok ? { headers: RATE_HEADERS } : {}),
      ...(schema ? { content: { 'application/json': { schema: jsonSchema(schema, 'output') } } } : {}),
    }
  }
  out['400'] ??= { description: 'Validation failed', content: errorContent() }
  out['401'] = { description: 'The API key is missing, unknown or revoked', content: errorContent() }
  out['403'] = { description: 'The key lacks a scope, or its app is deactivated', content: errorContent() }
  out['429'] = {
    description: 'Rate limited: wait Retry-After seconds',
    headers: { ...RATE_HEADERS, 'Retry-After': { schema: { type: 'integer' } } },
    content: errorContent(),
  }
  return out
}

function requestBody(op: Operation) {
  if (op.doc?.binaryBody) {
    return {
      required: true,
      description: 'The file itself (PDF, DOCX, DOC, PPTX, TXT, PNG, JPEG; at most 20 MB)',
      content: {
        'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
      },
    }
  }
  const schema = op.schemas.json
  return schema
    ? { required: true, content: { 'application/json': { schema: jsonSchema(schema, 'input') } } }
    : undefined
}

/**
 * The OpenAPI 3.1 document of the public API, generated from the route table: paths and methods from
 * the router, parameters and bodies from each route's zod validators, answers from its documented()
 * contracts, scopes from apiKey() (ADR 0035). Nothing is written by hand, so it cannot drift.
 */
export function buildOpenApiDocument(routes: readonly RouteEntry[], base: string) {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const op of operationsOf(routes, base)) {
    const body = requestBody(op)
    const path = openApiPath(op.path)
    const item = paths[path] ?? {}
    paths[path] = item
    item[op.method.toLowerCase()] = {
      operationId: operationId(op),
      summary: op.doc?.summary ?? '',
      tags: [op.path.split('/')[3] ?? 'api'],
      description: `Scopes: ${op.scopes.join(', ')}`,
      'x-scopes': [...op.scopes],
      parameters: parameters(op),
      ...(body ? { requestBody: body } : {}),
      responses: responses(op),
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shortlist API',
      version: '1',
      description:
        `Send an API key of an app (Organization settings → Integrations) as \`Authorization: Bearer ${API_TOKEN_PREFIX}…\`. ` +
        `A key acts in its organization with the permissions of its app that the app's creator still holds. ` +
        `Each key may send ${API_KEY_RATE_LIMIT.limit} requests a minute. Errors have one shape: ` +
        '`{ "error": { "code", "message", "correlationId", "details"? } }`.',
    },
    servers: [{ url: '/' }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', bearerFormat: `${API_TOKEN_PREFIX}…` } },
    },
    paths,
  }
}

import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { V1_BASE } from '../contracts/public-api'
import { buildOpenApiDocument } from './openapi'
import { v1Routes } from './v1.routes'

let document: ReturnType<typeof buildOpenApiDocument> | undefined

/** GET /api/v1/openapi.json: public, built once per isolate from the route table. */
export const openApiRoutes = new Hono<AppEnv>().get('/openapi.json', (c) => {
  document ??= buildOpenApiDocument(v1Routes.routes, V1_BASE)
  c.header('Cache-Control', 'public, max-age=300')
  return c.json(document)
})

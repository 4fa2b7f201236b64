import { describe, expect, it } from 'vitest'
import { createApp } from '../../../worker/app'
import { openApiPath } from '../../../worker/public-api/openapi'
import { PUBLIC_ROUTES } from '../../../worker/public-routes'
import { json } from '../jobs/support'
import { call } from '../support/http'

type Operation = {
  operationId: string
  summary: string
  parameters: { name: string; in: string; required: boolean; schema: object }[]
  requestBody?: { content: Record<string, { schema: object }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: object }> }>
  'x-scopes': string[]
}
type Document = {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, { type: string; scheme: string }> }
  security: Record<string, string[]>[]
}

/** Every /api/v1 route of the app's route table that takes an API key (the public ones describe the API). */
const app = createApp('test')
const v1Routes = [
  ...new Set(
    app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/v1/'))
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => !(PUBLIC_ROUTES as readonly string[]).includes(key)),
  ),
].sort()

describe('GET /api/v1/openapi.json', () => {
  it('is a structurally valid OpenAPI 3.1 document, served without credentials', async () => {
    const doc = await json<Document>(await call('/api/v1/openapi.json'))
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info).toMatchObject({ title: 'Shortlist API', version: '1' })
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(doc.security).toEqual([{ apiKey: [] }])
    const ids = new Set<string>()
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/api\/v1\/[a-z/{}A-Z-]+$/)
      const templated = [...path.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1])
      for (const [method, op] of Object.entries(item)) {
        expect(['get', 'post', 'put', 'delete', 'patch']).toContain(method)
        expect(op.summary.length, `${method} ${path}`).toBeGreaterThan(5)
        expect(ids.has(op.operationId), op.operationId).toBe(false)
        ids.add(op.operationId)
        expect(op['x-scopes'].length, `${method} ${path}`).toBeGreaterThan(0)
        // Every templated segment is a required path parameter, and only those are.
        const pathParams = op.parameters.filter((p) => p.in === 'path')
        expect(pathParams.map((p) => p.name).sort()).toEqual([...templated].sort())
        for (const p of pathParams) expect(p.required).toBe(true)
        for (const p of op.parameters) expect(['path', 'query', 'header']).toContain(p.in)
        const statuses = Object.keys(op.responses)
        expect(
          statuses.some((s) => /^2\d\d$/.test(s)),
          `${method} ${path}`,
        ).toBe(true)
        for (const s of statuses) expect(s).toMatch(/^[1-5]\d\d$/)
        for (const [status, response] of Object.entries(op.responses)) {
          expect(response.description.length, `${method} ${path} ${status}`).toBeGreaterThan(0)
          if (response.content) expect(response.content['application/json']?.schema).toBeTypeOf('object')
        }
        expect(op.responses['401']).toBeDefined()
        expect(op.responses['429']).toBeDefined()
      }
    }
  })

  it("lists exactly the app's /api/v1 routes", async () => {
    const doc = await json<Document>(await call('/api/v1/openapi.json'))
    const documented = Object.entries(doc.paths)
      .flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`))
      .sort()
    expect(v1Routes.length).toBeGreaterThanOrEqual(14)
    expect(documented).toEqual(v1Routes.map((r) => r.replace(/ (.*)$/, (_, p: string) => ` ${openApiPath(p)}`)).sort())
  })

  it('describes bodies and answers from the contracts', async () => {
    const doc = await json<Document>(await call('/api/v1/openapi.json'))
    const createJob = doc.paths['/api/v1/jobs']?.post
    const body = createJob?.requestBody?.content['application/json']?.schema as {
      required: string[]
      properties: object
    }
    expect(body.required).toEqual(expect.arrayContaining(['title', 'description']))
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['requirements', 'matchingOption', 'clientId']))
    const upload = doc.paths['/api/v1/applicants']?.post
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['application/octet-stream'])
    expect(upload?.parameters.find((p) => p.name === 'filename')).toMatchObject({ in: 'query', required: true })
    expect(upload?.parameters.find((p) => p.name === 'Idempotency-Key')).toMatchObject({ in: 'header' })
    const matches = doc.paths['/api/v1/applicants/{id}/matches']?.get
    const items = matches?.responses['200']?.content?.['application/json']?.schema as {
      properties: { items: { items: { properties: object } } }
    }
    expect(Object.keys(items.properties.items.items.properties)).toEqual(expect.arrayContaining(['jobId', 'score']))
  })
})

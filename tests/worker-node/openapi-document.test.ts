import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { V1_BASE } from '../../worker/contracts/public-api'
import { buildOpenApiDocument } from '../../worker/public-api/openapi'
import { v1Routes } from '../../worker/public-api/v1.routes'

// Issue 18 point 4: "the OpenAPI document validates". The Worker test reads the served document and
// checks what it promises (every route, scopes, answers); this one holds it against the official
// OpenAPI 3.1 JSON Schema. It runs in Node: the validator compiles schemas to code, which a Worker
// may not do.
describe('the public API’s OpenAPI document', () => {
  const document = buildOpenApiDocument(v1Routes.routes, V1_BASE)

  it('validates against the OpenAPI 3.1 schema', async () => {
    const result = await new Validator().validate(structuredClone(document))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('is refused by the same check when it is broken (the check can fail)', async () => {
    const broken = structuredClone(document) as { paths: Record<string, Record<string, unknown>> }
    const [first] = Object.values(broken.paths)
    const operation = first && Object.values(first)[0]
    if (!operation || typeof operation !== 'object') throw new Error('the document has no operation')
    ;(operation as { responses: unknown }).responses = 'none'
    const result = await new Validator().validate(broken)
    expect(result.valid).toBe(false)
  })
})

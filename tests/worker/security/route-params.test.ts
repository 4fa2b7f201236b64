import { describe, expect, it } from 'vitest'
import { isIdKey, pathParams, routeTable } from './route-table'

/** Routes whose path holds an id (`:id`, `:organizationId`, …). */
const withIdParams = routeTable().filter((r) => pathParams(r.path).some(isIdKey))

describe('route parameters', () => {
  it('finds the routes with an id in their path', () => {
    expect(withIdParams.map((r) => r.key)).toContain('GET /api/applicants/:id')
  })

  it.each(withIdParams.map((r) => [r.key, r] as const))(
    "%s validates its path parameters with validate('param', …)",
    (_, route) => {
      const schema = route.schemas.param
      expect(schema, `${route.key} has no validate('param', …)`).toBeDefined()
      // Every id in the path is checked: an over-long or empty id is a 400, not a query.
      for (const name of pathParams(route.path).filter(isIdKey)) {
        expect(schema?.safeParse({ [name]: '' }).success, `${route.key}: empty ${name} accepted`).toBe(false)
        expect(schema?.safeParse({ [name]: 'x'.repeat(500) }).success, `${route.key}: long ${name} accepted`).toBe(
          false,
        )
      }
    },
  )
})

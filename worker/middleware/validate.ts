import type { ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import type { z } from 'zod'
import { AppError } from '../lib/app-error'
import { withRouteMeta } from './route-meta'

/**
 * zod validation of one part of the request. Failures become 400 VALIDATION_FAILED with a detail per
 * field; the parsed value keeps its type for handlers and for the `hc` client.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = validator(target, async (value) => {
    const result = await schema.safeParseAsync(value)
    if (!result.success) {
      const details = result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      }))
      throw new AppError('VALIDATION_FAILED', details)
    }
    return result.data as z.output<Schema>
  })
  // Self-describing routes: tests build valid requests from the schema found in the route table.
  return withRouteMeta(middleware, { kind: 'validate', target, schema })
}

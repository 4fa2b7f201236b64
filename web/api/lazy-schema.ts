import type { z } from 'zod'

/**
 * A zod schema built on its first use instead of when its module loads. Route modules (their
 * `validateSearch`) are all part of the app's entry, so a schema written at module level is
 * constructed at start-up, on the main thread of the first paint, for every page (issue 19, ADR 0036).
 * Wrapped here, only the schema of a page actually visited is built. The router validates through the
 * Standard Schema interface, which is all this wrapper exposes; its type stays the schema's, so
 * search params keep their inferred input and output types.
 */
export function lazySchema<T extends z.ZodType>(build: () => T): T {
  let schema: T | undefined
  const standard: Pick<T['~standard'], 'version' | 'vendor' | 'validate'> = {
    version: 1,
    vendor: 'zod',
    validate: (value) => {
      schema ??= build()
      return schema['~standard'].validate(value)
    },
  }
  return { '~standard': standard } as unknown as T
}

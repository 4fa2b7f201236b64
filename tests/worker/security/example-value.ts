import { z } from 'zod'

/**
 * A value that passes a zod 4 schema, built from the schema itself so that a request reaches the
 * handler instead of stopping at validation (a 400 proves nothing about tenant isolation). Covers what
 * the API's contracts use; anything it cannot guess (a regex, a refinement across fields) takes the
 * first of the schema's `.meta({ examples: [...] })`.
 */
type Def = { type: string; [k: string]: unknown }
type Check = { check: string; [k: string]: unknown }

const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def
const checksOf = (s: z.ZodType) =>
  ((defOf(s).checks as { _zod: { def: Check } }[] | undefined) ?? []).map((c) => c._zod.def)
/** Optional and defaulted keys may be left out of an object. */
export const mayBeAbsent = (s: z.ZodType) => (s as unknown as { _zod: { optin?: string } })._zod.optin === 'optional'

export function examplesOf(s: z.ZodType): unknown[] | undefined {
  const meta = z.globalRegistry.get(s) as { examples?: unknown[] } | undefined
  return meta?.examples
}

/** The schema inside optional / nullable / default / pipe wrappers. */
export function unwrap(s: z.ZodType): z.ZodType {
  let current = s
  for (;;) {
    const def = defOf(current)
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) {
      current = def.innerType as z.ZodType
    } else if (def.type === 'pipe') current = def.in as z.ZodType
    else return current
  }
}

function stringOf(s: z.ZodType): string {
  const def = defOf(s)
  const checks = checksOf(s)
  const format = (def.format as string | undefined) ?? checks.find((c) => c.check === 'string_format')?.format
  if (format === 'email') return 'sweep@test.example'
  if (format === 'url') return 'https://sweep.example'
  if (format === 'uuid' || format === 'guid') return crypto.randomUUID()
  if (format) throw new Error(`no example for a string of format "${String(format)}": add .meta({ examples })`)
  const min = Number(checks.find((c) => c.check === 'min_length')?.minimum ?? 1)
  const max = Number(checks.find((c) => c.check === 'max_length')?.maximum ?? Math.max(min, 24))
  const text = 'Sweep example text '.repeat(Math.ceil(Math.max(min, 1) / 19) + 1)
  return text
    .slice(0, Math.max(min, Math.min(max, 24)))
    .trimEnd()
    .padEnd(min, 'x')
}

function numberOf(s: z.ZodType): number {
  const checks = checksOf(s)
  const low = checks.find((c) => c.check === 'greater_than')
  const high = checks.find((c) => c.check === 'less_than')
  let n = low ? Number(low.value) + (low.inclusive ? 0 : 1) : 1
  if (high && n > Number(high.value)) n = Number(high.value) - (high.inclusive ? 0 : 1)
  return n
}

export function exampleValue(s: z.ZodType, where = '$'): unknown {
  const examples = examplesOf(s)
  if (examples && examples.length > 0) return structuredClone(examples[0])
  const def = defOf(s)
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>
      const out: Record<string, unknown> = {}
      for (const [key, field] of Object.entries(shape)) {
        if (!mayBeAbsent(field)) out[key] = exampleValue(field, `${where}.${key}`)
      }
      return out
    }
    case 'string':
      return stringOf(s)
    case 'number':
    case 'int':
      return numberOf(s)
    case 'boolean':
      return false
    case 'enum':
      return Object.values(def.entries as Record<string, string>)[0]
    case 'literal':
      return (def.values as unknown[])[0]
    case 'array': {
      const min = Number(checksOf(s).find((c) => c.check === 'min_length')?.minimum ?? 0)
      return Array.from({ length: min }, () => exampleValue(def.element as z.ZodType, `${where}[]`))
    }
    case 'record':
      return {}
    case 'union':
      return exampleValue((def.options as z.ZodType[])[0] as z.ZodType, where)
    case 'default':
    case 'prefault':
      return structuredClone(def.defaultValue)
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return exampleValue(def.innerType as z.ZodType, where)
    case 'pipe': {
      // A string piped into a format (trim, then email): when the input's example does not pass, the
      // output's format decides.
      const input = exampleValue(def.in as z.ZodType, where)
      return s.safeParse(input).success ? input : exampleValue(def.out as z.ZodType, where)
    }
    default:
      throw new Error(`no example for ${where} (zod type "${def.type}"): add .meta({ examples }) to the schema`)
  }
}

/** Where an object schema holds ids: each key path, and whether it holds a list of ids. */
export interface IdSlotShape {
  path: string[]
  list: boolean
}

/** Every key (nested objects too) for which `isId(key)` holds. */
export function idSlotsOf(s: z.ZodType, isId: (key: string) => boolean, prefix: string[] = []): IdSlotShape[] {
  const inner = unwrap(s)
  const def = defOf(inner)
  if (def.type !== 'object') return []
  const slots: IdSlotShape[] = []
  for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
    const value = unwrap(field)
    if (isId(key)) slots.push({ path: [...prefix, key], list: defOf(value).type === 'array' })
    else slots.push(...idSlotsOf(value, isId, [...prefix, key]))
  }
  return slots
}

/** Whether the list at `path` of an object schema may be empty. */
export function listMayBeEmpty(s: z.ZodType, path: string[]): boolean {
  let current = unwrap(s)
  for (const key of path) current = unwrap((defOf(current).shape as Record<string, z.ZodType>)[key] as z.ZodType)
  return !checksOf(current).some((c) => c.check === 'min_length' && Number(c.minimum) > 0)
}

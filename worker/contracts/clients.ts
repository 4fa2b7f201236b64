import { z } from 'zod'
import { HIRE_TYPES } from './enums'

/** One client of the current organization as pickers show it (spec §7 Clients: GET /clients/all). */
export const ClientNameSchema = z.object({ id: z.string(), name: z.string(), hireType: z.enum(HIRE_TYPES).nullable() })
/** GET /clients/all: every client of the current organization, sorted by name. */
export const ClientsAllResponseSchema = z.array(ClientNameSchema)

export type ClientName = z.infer<typeof ClientNameSchema>

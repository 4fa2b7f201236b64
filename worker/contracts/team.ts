import { z } from 'zod'

/** One member of the current organization as pickers show it (spec §7 Team: GET /team/names). */
export const TeamMemberNameSchema = z.object({ id: z.string(), name: z.string(), email: z.string() })
/** GET /team/names: every member of the current organization, sorted by name. */
export const TeamNamesResponseSchema = z.array(TeamMemberNameSchema)

export type TeamMemberName = z.infer<typeof TeamMemberNameSchema>

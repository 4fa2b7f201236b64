import { queryOptions } from '@tanstack/react-query'
import { RecruitersResponseSchema } from '../../worker/contracts/jobs'
import { TeamNamesResponseSchema } from '../../worker/contracts/team'
import { api, parseJson } from './client'

export type { TeamMemberName } from '../../worker/contracts/team'

// Keys carry the organization, so switching organizations never shows the previous one's members.
export const teamKey = (organizationId: string | null) => ['team', organizationId] as const

export const teamQueries = {
  /** GET /api/team/names: the organization's members, sorted by name (the recruiter picker). */
  names: (organizationId: string | null) =>
    queryOptions({
      queryKey: [...teamKey(organizationId), 'names'] as const,
      queryFn: ({ signal }) => parseJson(api.team.names.$get({}, { init: { signal } }), TeamNamesResponseSchema),
      staleTime: 60_000,
    }),
}

/** POST /api/jobs/{id}/add-recruiter: puts a member of the organization on the job's hiring team. */
export function addRecruiter(jobId: string, userId: string) {
  return parseJson(
    api.jobs[':id']['add-recruiter'].$post({ param: { id: jobId }, json: { userId } }),
    RecruitersResponseSchema,
  )
}

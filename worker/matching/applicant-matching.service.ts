import { and, eq, isNull } from 'drizzle-orm'
import { applicants } from '../../db/schema'
import type { Services } from '../context'
import { AppError } from '../lib/app-error'
import { matchingService } from './matching.service'

/** The applicant's own matching option: "match with all" opens it to every open job. */
export function applicantMatchingService(services: Services, tenantId: string) {
  const db = services.db.forTenant(tenantId)
  return {
    async matchWithAll(applicantId: string, userId: string) {
      const rows = await db
        .update(applicants)
        .set({ matchingOption: 'ALL', updatedAt: services.now() })
        .where(and(eq(applicants.tenantId, tenantId), eq(applicants.id, applicantId), isNull(applicants.deletedAt)))
        .returning({ id: applicants.id })
      if (rows.length === 0) throw new AppError('APPLICANT_NOT_FOUND')
      const matching = matchingService(services, tenantId)
      await matching.enqueueApplicant(applicantId, userId)
      return { matchingOption: 'ALL' as const, matching: { pending: await matching.pending('applicant', applicantId) } }
    },
  }
}

import { applicantsRepo } from '../applicants/applicants.repo'
import type { Services } from '../context'
import { AppError } from '../lib/app-error'
import { matchingService } from './matching.service'

/** The applicant's own matching option: "match with all" opens it to every open job. */
export function applicantMatchingService(services: Services, tenantId: string) {
  const applicants = applicantsRepo(services.db.forTenant(tenantId), tenantId)
  return {
    async matchWithAll(applicantId: string, userId: string) {
      const updated = await applicants.setMatchingOptionAll(applicantId, services.now())
      if (!updated) throw new AppError('APPLICANT_NOT_FOUND')
      const matching = matchingService(services, tenantId)
      await matching.enqueueApplicant(applicantId, userId)
      return { matchingOption: 'ALL' as const, matching: { pending: await matching.pending('applicant', applicantId) } }
    },
  }
}

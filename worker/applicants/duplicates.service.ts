import type { Services } from '../context'
import { AppError } from '../lib/app-error'
import { queueApplicantMatching } from '../matching/matching.service'
import { applicantsRepo } from './applicants.repo'
import { likelyMatch, mergedFields } from './duplicate-people'
import { duplicatesRepo } from './duplicates.repo'
import { personKeysOf } from './person-keys'

/**
 * The statements that flag a freshly parsed applicant as a likely duplicate of people already in the
 * tenant (same e-mail or phone, or same name with a close profile). Run in the batch that stores it.
 */
export async function likelyDuplicateStatements(
  services: Services,
  tenantId: string,
  applicant: {
    id: string
    name: string
    hardSkills: string[]
    profile: Record<string, unknown> | null
    createdAt: number
  },
  at: number,
) {
  const repo = duplicatesRepo(services.db.forTenant(tenantId), tenantId)
  const keys = personKeysOf(applicant.name, applicant.profile)
  // Only people who were there first: the newer of two is the one flagged, never both.
  const candidates = await repo.candidates(applicant.id, keys, applicant.createdAt)
  const found = candidates.flatMap((other) => {
    const match = likelyMatch({ keys, hardSkills: applicant.hardSkills, profile: applicant.profile }, other)
    return match ? [{ existingId: other.id, match }] : []
  })
  return repo.flagStatements(applicant.id, found, at)
}

/** GET / keep / merge the likely duplicates of one applicant (issue 19). */
export function duplicatesService(services: Services, tenantId: string) {
  const db = services.db.forTenant(tenantId)
  const repo = duplicatesRepo(db, tenantId)
  const applicants = applicantsRepo(db, tenantId)

  async function mustExist(id: string) {
    const found = await applicants.get(id)
    if (!found) throw new AppError('APPLICANT_NOT_FOUND')
    return found.applicant
  }

  return {
    async list(applicantId: string) {
      await mustExist(applicantId)
      return { items: await repo.openFor(applicantId) }
    },

    async keep(applicantId: string, existingId: string, userId: string) {
      await mustExist(applicantId)
      if (!(await repo.keep(applicantId, existingId, userId, services.now()))) throw new AppError('APPLICANT_NOT_FOUND')
      return { ok: true as const }
    },

    /** Folds `applicantId` into `existingId` and deletes it; answers the applicant that remains. */
    async merge(applicantId: string, existingId: string, userId: string) {
      const fold = await mustExist(applicantId)
      const keep = await mustExist(existingId)
      if (!(await repo.isOpen(applicantId, existingId))) throw new AppError('APPLICANT_NOT_FOUND')
      const fields = mergedFields(keep, fold)
      const updated = await applicants.updateFields(existingId, fields, services.now(), keep.updatedAt)
      if (!updated) throw new AppError('CONFLICT', undefined, 'The candidate was changed meanwhile: try again')
      await repo.moveBelongings(applicantId, existingId)
      await applicants.softDelete([applicantId], services.now())
      await queueApplicantMatching(services, tenantId, existingId, userId)
      return { applicantId: existingId }
    },
  }
}

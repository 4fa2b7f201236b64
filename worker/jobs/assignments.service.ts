import type { Services } from '../context'
import { AppError } from '../lib/app-error'
import { matchingService } from '../matching/matching.service'
import { decodeCursor, encodeCursor } from './cursor'
import { jobApplicantsRepo } from './job-applicants.repo'
import { jobsRepo } from './jobs.repo'
import { isFinal } from './status'

/**
 * Assigning applicants to jobs and back (spec §3 "applications"). An assigned pair is always
 * matched, so a new assignment to an open job is scored at once; an unassigned pair keeps its score
 * only while both sides still match with all.
 */
export function assignmentsService(services: Services, tenantId: string) {
  const db = services.db.forTenant(tenantId)
  const repo = jobsRepo(db, tenantId)
  const applications = jobApplicantsRepo(db, tenantId)
  const matching = () => matchingService(services, tenantId)

  return {
    async change(jobId: string, assign: string[], unassign: string[], userId: string) {
      const found = await repo.get(jobId)
      if (!found) throw new AppError('JOB_POSITION_NOT_FOUND')
      if (isFinal(found.job.status)) throw new AppError('JOB_NOT_EDITABLE')
      // Foreign or deleted applicants are left out, as if they did not exist.
      const live = await applications.liveApplicants([...new Set([...assign, ...unassign])])
      const byId = new Map(live.map((a) => [a.id, a]))
      const now = services.now()
      const assigned = await applications.assign(
        jobId,
        [...new Set(assign)].filter((id) => byId.has(id)),
        userId,
        now,
      )
      const unassigned = await applications.unassign(
        jobId,
        [...new Set(unassign)].filter((id) => byId.has(id)),
      )
      if (assigned.length) await matching().scoreNow(jobId, assigned)
      const noLongerMatched = unassigned.filter(
        (id) => found.job.matchingOption !== 'ALL' || byId.get(id)?.matchingOption !== 'ALL',
      )
      if (noLongerMatched.length) await matching().forgetPairs(jobId, noLongerMatched)
      return { assigned: assigned.length, unassigned: unassigned.length }
    },

    /** One applicant to one job; an unknown applicant or job is 404. */
    async assignOne(jobId: string, applicantId: string, userId: string) {
      if ((await applications.liveApplicants([applicantId])).length === 0) throw new AppError('APPLICANT_NOT_FOUND')
      return this.change(jobId, [applicantId], [], userId)
    },

    async unassignOne(jobId: string, applicantId: string, userId: string) {
      if ((await applications.liveApplicants([applicantId])).length === 0) throw new AppError('APPLICANT_NOT_FOUND')
      const result = await this.change(jobId, [], [applicantId], userId)
      // Not among the job's assigned applicants: as far as this job is concerned, no such applicant.
      if (result.unassigned === 0) throw new AppError('APPLICANT_NOT_FOUND')
      return result
    },

    async list(jobId: string, assigned: boolean, limit: number, cursor: string | undefined) {
      if (!(await repo.get(jobId))) throw new AppError('JOB_POSITION_NOT_FOUND')
      const after = decodeCursor(cursor)
      const rows = await applications.applicantsOfJob(
        jobId,
        assigned,
        limit + 1,
        after && { createdAt: after.key, id: after.id },
      )
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return {
        items: page.map((r) => ({
          id: r.id,
          name: r.name,
          tagline: r.tagline,
          createdAt: r.createdAt,
          score: r.score,
          knockout: r.knockout,
        })),
        nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
      }
    },
  }
}

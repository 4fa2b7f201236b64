import type { z } from 'zod'
import { planGate } from '../billing/entitlements.service'
import { requireAgency } from '../clients/agency'
import { cultureTextOf } from '../clients/client-culture'
import type { Services } from '../context'
import type { JobStatus } from '../contracts/enums'
import type { ErrorCode } from '../contracts/errors'
import type {
  CreateJobRequestSchema,
  JobDetail,
  JobListItem,
  JobListQuerySchema,
  UpdateJobRequestSchema,
} from '../contracts/jobs'
import { webhookEmitter } from '../integrations/webhook-emitter.service'
import { AppError } from '../lib/app-error'
import { newId } from '../lib/ids'
import { matchingService } from '../matching/matching.service'
import { deriveJobProfile, weightsOf } from '../matching/profiles'
import { skillKeyOf } from '../metrics/skill-key'
import { decodeCursor, encodeCursor } from './cursor'
import { jobRecruitersRepo } from './job-recruiters.repo'
import { jobRequirementsRepo } from './job-requirements.repo'
import { jobsRepo } from './jobs.repo'
import { requirementResponse } from './requirements'
import { isFinal, refuseTransition } from './status'
import { tenantWeightsRepo } from './tenant-weights.repo'

type CreateJob = z.infer<typeof CreateJobRequestSchema>
type UpdateJob = z.infer<typeof UpdateJobRequestSchema>
type ListQuery = z.infer<typeof JobListQuerySchema>

const notFound = () => new AppError('JOB_POSITION_NOT_FOUND')

/** Job positions of the current organization: list, detail, create, edit, status, client, team. */
export function jobsService(services: Services, tenantId: string) {
  const db = services.db.forTenant(tenantId)
  const repo = jobsRepo(db, tenantId)
  const team = jobRecruitersRepo(db, tenantId)
  const matching = () => matchingService(services, tenantId)
  const gate = planGate(services, tenantId)

  async function changeStatus(id: string, to: JobStatus, userId: string): Promise<ErrorCode | null> {
    const found = await repo.get(id)
    if (!found) return 'JOB_POSITION_NOT_FOUND'
    const { job } = found
    const refused = refuseTransition(job.status, to, {
      weightsSet: job.attributeWeights !== null,
      detailsChecked: job.clientId !== null || (to === 'OPEN' && (await repo.organizationDetailsPresent())),
    })
    if (refused) return refused
    if (to === 'OPEN') {
      // Opening draws one unit of the plan's job quota, once per job (open → closed is final).
      const [taken] = await gate.claim('jobs', [`job-open:${id}`])
      if (!taken) return (await gate.limitError('jobs')).code
    }
    const now = services.now()
    await repo.setStatus(
      id,
      to === 'OPEN' ? { status: to, openedAt: now } : { status: to, closedAt: isFinal(to) ? now : null },
      now,
    )
    if (to === 'OPEN') await matching().enqueueJob(id, userId)
    else await matching().stopJob(id)
    await webhookEmitter(services, tenantId).emit('job.status_changed', `${id}:${job.status}:${to}:${now}`, {
      jobId: id,
      title: job.title,
      from: job.status,
      to,
    })
    return null
  }

  return {
    async list(query: ListQuery) {
      const after = decodeCursor(query.cursor)
      const rows = await repo.list(query.limit + 1, after && { createdAt: after.key, id: after.id }, {
        status: query.status,
        search: query.search || undefined,
        // The dashboard's drill-down: requirement values that fold to this skill ("JS" for JavaScript).
        skillValues: query.skill
          ? (await repo.skillRequirementValues()).filter((v) => skillKeyOf(v)?.key === query.skill)
          : undefined,
      })
      const page = rows.slice(0, query.limit)
      const last = page.at(-1)
      const items: JobListItem[] = page.map((r) => ({
        id: r.id,
        title: r.title,
        status: r.status,
        matchingOption: r.matchingOption,
        client: r.clientId && r.clientName !== null ? { id: r.clientId, name: r.clientName } : null,
        createdAt: r.createdAt,
        assignedCount: r.assignedCount,
      }))
      return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last.createdAt, last.id) : null }
    },

    async get(id: string): Promise<JobDetail> {
      const found = await repo.get(id)
      if (!found) throw notFound()
      const { job } = found
      const [requirements, recruiters, counts, pending] = await Promise.all([
        jobRequirementsRepo(db, tenantId).list(id),
        team.list(id),
        repo.counts(id),
        matching().pending('job', id),
      ])
      return {
        id: job.id,
        title: job.title,
        description: job.description,
        status: job.status,
        matchingOption: job.matchingOption,
        client: job.clientId && found.clientName !== null ? { id: job.clientId, name: found.clientName } : null,
        author: job.authorId && found.authorName !== null ? { id: job.authorId, name: found.authorName } : null,
        requirements: requirements.map(requirementResponse),
        weights: { weights: weightsOf(job.attributeWeights), isSet: job.attributeWeights !== null },
        recruiters,
        counts,
        matching: { pending },
        createdAt: job.createdAt,
        updatedAt: job.updatedAt,
        openedAt: job.openedAt,
        closedAt: job.closedAt,
      }
    },

    /** A new draft; it copies the organization's default weights as they are now. */
    async create(input: CreateJob, authorId: string) {
      await gate.requireRoom('jobs')
      if (input.clientId) await requireAgency(services, tenantId)
      if (input.clientId && !(await repo.clientExists(input.clientId))) throw new AppError('CLIENT_NOT_FOUND')
      const defaults = await tenantWeightsRepo(db, tenantId).get()
      const now = services.now()
      const id = newId(now)
      await repo.insert(
        {
          id,
          title: input.title,
          description: input.description,
          matchingOption: input.matchingOption,
          clientId: input.clientId ?? null,
          authorId,
          attributeWeights: defaults ? weightsOf(defaults) : null,
          profile: deriveJobProfile(
            input.title,
            input.description,
            await cultureTextOf(services, tenantId, input.clientId ?? null),
          ),
          at: now,
        },
        input.requirements,
      )
      return this.get(id)
    },

    async update(id: string, input: UpdateJob, userId: string) {
      const found = await repo.get(id)
      if (!found) throw notFound()
      const { job } = found
      if (isFinal(job.status)) throw new AppError('JOB_NOT_EDITABLE')
      // A draft still has to be opened: editing it needs room in the plan's job quota.
      if (job.status === 'DRAFT') await gate.requireRoom('jobs')
      const title = input.title ?? job.title
      const description = input.description ?? job.description
      const textChanged = title !== job.title || description !== job.description
      await repo.update(
        id,
        {
          ...(input.title !== undefined ? { title } : {}),
          ...(input.description !== undefined ? { description } : {}),
          ...(input.matchingOption ? { matchingOption: input.matchingOption } : {}),
          ...(textChanged
            ? { profile: deriveJobProfile(title, description, await cultureTextOf(services, tenantId, job.clientId)) }
            : {}),
        },
        input.requirements,
        services.now(),
      )
      const rematch =
        textChanged ||
        input.requirements !== undefined ||
        (input.matchingOption ?? job.matchingOption) !== job.matchingOption
      if (job.status === 'OPEN' && rematch) await matching().enqueueJob(id, userId)
      return this.get(id)
    },

    /** Matching option "match with all" (spec §4); an open job is matched again. */
    async matchWithAll(id: string, userId: string) {
      const found = await repo.get(id)
      if (!found) throw notFound()
      if (isFinal(found.job.status)) throw new AppError('JOB_NOT_EDITABLE')
      if (found.job.matchingOption !== 'ALL') {
        await repo.update(id, { matchingOption: 'ALL' }, undefined, services.now())
        if (found.job.status === 'OPEN') await matching().enqueueJob(id, userId)
      }
      return { matchingOption: 'ALL' as const, matching: { pending: await matching().pending('job', id) } }
    },

    async delete(ids: string[]) {
      return { deleted: (await repo.delete(ids)).length }
    },

    async setStatus(id: string, to: JobStatus, userId: string) {
      const refused = await changeStatus(id, to, userId)
      if (refused) throw new AppError(refused)
      return this.get(id)
    },

    /** Each job on its own: one refused job does not stop the others. */
    async setStatusMany(ids: string[], to: JobStatus, userId: string) {
      const updated: string[] = []
      const refused: { id: string; code: string }[] = []
      for (const id of new Set(ids)) {
        const code = await changeStatus(id, to, userId)
        if (code) refused.push({ id, code })
        else updated.push(id)
      }
      return { updated, refused }
    },

    async setClient(ids: string[], clientId: string | null) {
      // Clearing a client is always allowed; naming one is for agencies (spec §6).
      if (clientId) await requireAgency(services, tenantId)
      if (clientId && !(await repo.clientExists(clientId))) throw new AppError('CLIENT_NOT_FOUND')
      const updated = await repo.setClient(ids, clientId, services.now())
      await this.refreshCulture(updated)
      return {
        updated,
        refused: ids.filter((id) => !updated.includes(id)).map((id) => ({ id, code: 'JOB_POSITION_NOT_FOUND' })),
      }
    },

    /** Re-derives the jobs' profiles after their client (or the client's culture) changed: culture fit reads them. */
    async refreshCulture(ids: string[]) {
      if (ids.length === 0) return
      const now = services.now()
      for (const job of await repo.getMany(ids)) {
        const culture = await cultureTextOf(services, tenantId, job.clientId)
        await repo.update(job.id, { profile: deriveJobProfile(job.title, job.description, culture) }, undefined, now)
      }
    },

    async addRecruiter(jobId: string, userId: string) {
      if (!(await repo.get(jobId))) throw notFound()
      if (!(await team.isMember(userId))) throw new AppError('USER_NOT_FOUND')
      await team.add(jobId, userId, services.now())
      return { recruiters: await team.list(jobId) }
    },

    async removeRecruiter(jobId: string, userId: string) {
      if (!(await repo.get(jobId))) throw notFound()
      if (!(await team.remove(jobId, userId))) throw new AppError('USER_NOT_FOUND')
      return { recruiters: await team.list(jobId) }
    },
  }
}

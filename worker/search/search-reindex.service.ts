import type { Services } from '../context'
import { SEARCH_REINDEX_PHASES } from '../contracts/enums'
import type { SearchReindexProgress } from '../contracts/failed-tasks'
import { FitReportSchema } from '../contracts/fit-reports'
import type { IngestMessage } from '../contracts/queue'
import { AppError } from '../lib/app-error'
import { readJsonText } from '../lib/corrupt-json'
import { logEvent } from '../lib/log'
import { organizationRepo } from '../tenants/organization.repo'
import { type ReindexDocument, type ReindexRun, searchReindexRepo } from './search-reindex.repo'
import {
  assessmentSearchBody,
  assessmentSearchTitle,
  candidateSearchBody,
  chatMessageSearchBody,
  clientSearchBody,
  jobSearchBody,
} from './search-text'

type ReindexMessage = Extract<IngestMessage, { kind: 'search.reindex' }>

/**
 * How much one queue message does: `batchSize` entities per D1 batch, `batchesPerMessage` batches
 * before the rest continues in a new message (a queue invocation has a bounded number of queries and
 * CPU time; ~3 queries per batch stays far below D1's 1,000 per invocation).
 */
export const REINDEX_LIMITS = { batchSize: 100, batchesPerMessage: 20 }

const active = (run: ReindexRun | null) => run?.state === 'QUEUED' || run?.state === 'RUNNING'

function toProgress(organizationId: string, run: ReindexRun | null): SearchReindexProgress {
  return {
    organizationId,
    state: run?.state ?? null,
    done: run ? Math.min(run.done, run.total) : 0,
    total: run?.total ?? 0,
    startedAt: run?.startedAt ?? null,
    finishedAt: run?.finishedAt ?? null,
  }
}

/**
 * The per-organization search index rebuild (spec §7 POST /admin/search/reindex/{organizationId}): a
 * queued job that walks the organization's applicants, then jobs, then clients, by id in batches, and
 * writes their search documents with the same text as the incremental writes (search-text.ts). Readers
 * keep a full index throughout: documents are overwritten in place and only those of vanished entities
 * go, at the end. Only this tenant's rows are read or written.
 */
export function searchReindexService(services: Services, limits = REINDEX_LIMITS) {
  const repo = (tenantId: string) => searchReindexRepo(services.db.forTenant(tenantId), tenantId)

  async function existing(organizationId: string) {
    if (!(await organizationRepo(services.db.platform()).profile(organizationId))) {
      throw new AppError('ORGANIZATION_NOT_FOUND')
    }
  }

  function toDocuments(read: Awaited<ReturnType<ReturnType<typeof repo>['read']>>): ReindexDocument[] {
    switch (read.phase) {
      case 'candidate':
        return read.rows.map((a) => ({
          docType: 'candidate',
          entityId: a.id,
          title: a.name,
          body: candidateSearchBody(a),
          updatedAt: a.updatedAt,
        }))
      case 'job':
        return read.rows.map((j) => ({
          docType: 'job',
          entityId: j.id,
          title: j.title,
          body: jobSearchBody(j),
          updatedAt: j.updatedAt,
        }))
      case 'client':
        return read.rows.map((c) => ({
          docType: 'client',
          entityId: c.id,
          title: c.name,
          body: clientSearchBody(c),
          updatedAt: c.updatedAt,
        }))
      case 'assessment':
        return read.rows.map((f) => {
          // A report that no longer parses is still found by its candidate and job.
          const report = FitReportSchema.safeParse(readJsonText(f.content))
          return {
            docType: 'assessment',
            entityId: f.id,
            title: assessmentSearchTitle(f),
            body: report.success ? assessmentSearchBody(report.data) : '',
            updatedAt: f.updatedAt,
          }
        })
      case 'chat_message':
        return read.rows.map((m) => ({
          docType: 'chat_message',
          entityId: m.id,
          title: m.chatName,
          body: chatMessageSearchBody(m),
          updatedAt: m.updatedAt,
        }))
    }
  }

  /** One batch of the run from where it stands; true when the run is finished. */
  async function step(tenantId: string, run: ReindexRun): Promise<boolean> {
    const tenant = repo(tenantId)
    const read = await tenant.read(run.phase, run.cursor, limits.batchSize)
    const docs = toDocuments(read)
    const now = services.now()
    if (read.rows.length === limits.batchSize) {
      await tenant.writeBatch(run, docs, { phase: run.phase, cursor: read.rows.at(-1)?.id ?? null }, now)
      return false
    }
    const nextPhase = SEARCH_REINDEX_PHASES[SEARCH_REINDEX_PHASES.indexOf(run.phase) + 1]
    if (nextPhase) {
      await tenant.writeBatch(run, docs, { phase: nextPhase, cursor: null }, now)
      return false
    }
    await tenant.writeBatch(run, docs, { phase: run.phase, cursor: read.rows.at(-1)?.id ?? run.cursor }, now)
    await tenant.finish(run.run, now)
    return true
  }

  async function send(tenantId: string, userId: string | null, run: ReindexRun) {
    await services.queue.send({
      kind: 'search.reindex',
      // The position is part of the key: a redelivered message continues once, not twice.
      idempotencyKey: `search.reindex:${tenantId}:r${run.run}:${run.phase}:${run.cursor ?? ''}`,
      tenantId,
      userId,
      run: run.run,
    })
  }

  return {
    /** Starts a rebuild, or answers the one under way (a repeated click starts nothing). */
    async start(organizationId: string, userId: string): Promise<SearchReindexProgress> {
      await existing(organizationId)
      const tenant = repo(organizationId)
      const current = await tenant.get()
      if (active(current)) return toProgress(organizationId, current)
      const run = await tenant.start(await tenant.totals(), services.now())
      const started = await tenant.get()
      if (run === null || !started) return toProgress(organizationId, started)
      try {
        await send(organizationId, userId, started)
      } catch (err) {
        await tenant.fail(run, services.now())
        logEvent('warn', 'search_reindex_not_queued', {
          organizationId,
          error: err instanceof Error ? err.message : String(err),
        })
        throw new AppError('SEARCH_REINDEX_FAILED')
      }
      return toProgress(organizationId, started)
    },

    async progress(organizationId: string): Promise<SearchReindexProgress> {
      await existing(organizationId)
      return toProgress(organizationId, await repo(organizationId).get())
    },

    /**
     * The queue consumer: runs batches of the message's run until it is done or this message's share
     * is used up, then hands the rest to a new message. A message of an older or finished run does
     * nothing; one of a FAILED run (recovered by an admin) carries on where it stopped.
     */
    async process(message: ReindexMessage) {
      const { tenantId } = message
      const tenant = repo(tenantId)
      let runNumber = message.run
      if (runNumber === undefined) {
        if (!(await organizationRepo(services.db.platform()).profile(tenantId))) return
        const started = await tenant.start(await tenant.totals(), services.now())
        if (started === null) return
        runNumber = started
      }
      for (let batch = 0; batch < limits.batchesPerMessage; batch++) {
        const run = await tenant.get()
        if (!run || run.run !== runNumber || run.state === 'DONE') return
        if (await step(tenantId, run)) return
      }
      const run = await tenant.get()
      if (run && run.run === runNumber && run.state !== 'DONE') await send(tenantId, message.userId, run)
    },

    /** After the last retry: the run is FAILED ('search index rebuild failure' on the admin screen). */
    async deadLetter(message: ReindexMessage) {
      const tenant = repo(message.tenantId)
      const run = await tenant.get()
      if (run && (message.run === undefined || run.run === message.run) && run.state !== 'DONE') {
        await tenant.fail(run.run, services.now())
      }
    },
  }
}

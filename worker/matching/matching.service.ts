import type { Services } from '../context'
import { MATCH_AREAS } from '../contracts/enums'
import type { IngestMessage } from '../contracts/queue'
import { loadPreparedCv, type PreparedCv, prepareCv, scorePair, serializePreparedCv } from '../engine/matching'
import { webhookEmitter } from '../integrations/webhook-emitter.service'
import { logEvent } from '../lib/log'
import type { MatchWrite } from './match-writes.repo'
import { matchingRepo } from './matching.repo'
import {
  type ApplicantForMatching,
  type JobForMatching,
  type RequirementRow,
  type StoredCvRow,
  toJobProfile,
  toParsedCv,
} from './profiles'
import { compactAreas, knockoutsOf, readsWholeCv, type ScoringJob, scoringJob } from './stored-match'

type PlanMessage = Extract<IngestMessage, { kind: 'match.job' }>
type BatchMessage = Extract<IngestMessage, { kind: 'match.job.batch' }>
type ApplicantMessage = Extract<IngestMessage, { kind: 'match.applicant' }>
/** An applicant ready to be scored: its row (or the part scoring reads) and its prepared CV. */
type ScoredCv = { applicant: StoredCvRow; prepared: PreparedCv }

/** The CV behind a stored prepared CV, on the light path: readsWholeCv said it is never needed. */
const cvNotRead = (): never => {
  throw new Error('matching read the CV on the light path: readsWholeCv is out of step with the engine')
}

/** Applicants per batch message of a job's run (ADR 0014): 20 messages for 100,000 applicants. */
export const JOB_BATCH_SIZE = 5000
/** Applicants read, scored and written at a time inside a batch: memory stays flat. */
export const SCORING_PAGE = 1000
/** Queues take at most 100 messages per sendBatch call. */
const SEND_BATCH = 100
/** What a pair records as its CV facts' producer when no model parsed them (a profile written by hand or seeded). */
export const NOT_PARSED = 'not-parsed'

/**
 * Prepared jobs of this isolate, keyed by tenant and job and checked against a fingerprint of what
 * they were prepared from, so one applicant against 1,000 open jobs does not prepare 1,000 jobs
 * again on every run. Bounded; the oldest entry goes first.
 */
const PREPARED_JOBS_MAX = 2000
const preparedJobs = new Map<string, { fingerprint: string; job: ScoringJob }>()

function scoringJobOf(tenantId: string, job: JobForMatching, requirements: RequirementRow[]): ScoringJob {
  const key = `${tenantId}:${job.id}`
  const fingerprint = JSON.stringify([job.title, job.attributeWeights, job.profile, job.description, requirements])
  const hit = preparedJobs.get(key)
  if (hit && hit.fingerprint === fingerprint) return hit.job
  const prepared = scoringJob(toJobProfile(job, requirements))
  preparedJobs.delete(key)
  if (preparedJobs.size >= PREPARED_JOBS_MAX) preparedJobs.delete(preparedJobs.keys().next().value as string)
  preparedJobs.set(key, { fingerprint, job: prepared })
  return prepared
}

/**
 * Background matching (ADR 0014): runs per job and per applicant, queue messages per batch. Every
 * pair is scored on the fast path (prepareJob once, the applicant's stored prepared CV loaded, scorePair)
 * and stored without per-area evidence; match-lists.service explains the pair someone opens.
 */
export function matchingService(services: Services, tenantId: string) {
  const db = services.db.forTenant(tenantId)
  const repo = matchingRepo(db, tenantId)
  const areas = new Float64Array(MATCH_AREAS.length)

  /** Which model and prompt produced the CV facts a score rests on. */
  const inputsOf = (a: Pick<ApplicantForMatching, 'parsedByModel' | 'parsedByPromptVersion'>) => ({
    cv: { model: a.parsedByModel, promptVersion: a.parsedByPromptVersion },
  })
  /**
   * A pair's model and prompt version are those of its CV facts: the score itself is the deterministic
   * engine's (ADR 0011), so the facts are what a different model or prompt would have changed.
   */
  const producerOf = (a: Pick<ApplicantForMatching, 'parsedByModel' | 'parsedByPromptVersion'>) => ({
    model: a.parsedByModel ?? NOT_PARSED,
    promptVersion: a.parsedByPromptVersion ?? NOT_PARSED,
  })

  /** Scores prepared CVs against one prepared job: the rows to store. */
  function scoreAgainst(jobId: string, job: ScoringJob, cvs: ScoredCv[]): MatchWrite[] {
    return cvs.map(({ applicant, prepared }) => {
      const pair = scorePair(prepared, job.prepared, areas)
      return {
        jobId,
        applicantId: applicant.id,
        score: pair.score,
        knockout: pair.knockout,
        areas: compactAreas(job, pair.areas),
        evidence: { knockouts: knockoutsOf(job, prepared, pair.knockout), inputs: inputsOf(applicant) },
        ...producerOf(applicant),
      }
    })
  }

  /** Applicants with their prepared CVs; CVs prepared here (rows from before they were stored) are stored. */
  async function prepared(rows: ApplicantForMatching[]): Promise<ScoredCv[]> {
    const backfill: { id: string; updatedAt: number; preparedCv: unknown }[] = []
    const out = rows.map((applicant) => {
      const loaded = loadPreparedCv(applicant.preparedCv, () => toParsedCv(applicant))
      if (loaded) return { applicant, prepared: loaded }
      const fresh = prepareCv(toParsedCv(applicant))
      backfill.push({ id: applicant.id, updatedAt: applicant.updatedAt, preparedCv: serializePreparedCv(fresh) })
      return { applicant, prepared: fresh }
    })
    await repo.backfillPreparedCvs(backfill)
    return out
  }

  /**
   * One page of a batch. A job that never reads the CV itself (readsWholeCv) takes only the stored
   * prepared CVs, packed into one value; a page with a CV not prepared yet is read whole.
   */
  async function pageOf(job: JobForMatching, scoring: ScoringJob, after: string | null, upTo: string) {
    if (!readsWholeCv(scoring)) {
      const light = await repo.storedCvPage(job.id, job.matchingOption, after, upTo, SCORING_PAGE)
      const loaded: ScoredCv[] = []
      for (const applicant of light) {
        const cv = loadPreparedCv(applicant.preparedCv, cvNotRead)
        if (!cv) break
        loaded.push({ applicant, prepared: cv })
      }
      if (loaded.length === light.length) return loaded
    }
    return prepared(await repo.applicantsPage(job.id, job.matchingOption, after, upTo, SCORING_PAGE))
  }

  /**
   * One batch's applicants, page by page: the next page is read while the previous one is written,
   * and only one page of rows is held at a time.
   */
  async function scoreRange(job: JobForMatching, scoring: ScoringJob, after: string | null, upTo: string) {
    const now = services.now()
    let cursor = after
    let writing: Promise<void> = Promise.resolve()
    for (;;) {
      const page = await pageOf(job, scoring, cursor, upTo)
      if (page.length === 0) break
      const rows = scoreAgainst(job.id, scoring, page)
      await writing
      writing = repo.write(rows, { computedAt: now })
      if (page.length < SCORING_PAGE) break
      cursor = (page.at(-1) as ScoredCv).applicant.id
    }
    await writing
  }

  /** After the last batch: pairs not scored again in this run are no longer matched. */
  async function finishJobRun(jobId: string, run: number, startedAt: number) {
    await repo.deleteStaleForJob(jobId, startedAt)
    await repo.setPending('job', jobId, run, 0, services.now())
    await repo.clearBatches('job', jobId, run)
    await webhookEmitter(services, tenantId).emit('match.computed', `job:${jobId}:r${run}`, async () => ({
      subject: 'job' as const,
      applicantId: null,
      jobId,
      matchCount: await repo.countForJob(jobId),
    }))
  }

  return {
    /** A job opened or changed: start a new run over its applicants (only while it is OPEN). */
    async enqueueJob(jobId: string, userId: string | null) {
      const job = await repo.job(jobId)
      if (!job) return
      if (job.status !== 'OPEN') {
        await this.stopJob(jobId)
        return
      }
      const total = await repo.countApplicantsFor(jobId, job.matchingOption)
      const run = await repo.startRun('job', jobId, total, services.now())
      await repo.clearBatches('job', jobId, run - 1)
      await services.queue.send({
        kind: 'match.job',
        idempotencyKey: `match.job:${jobId}:r${run}`,
        tenantId,
        userId,
        jobId,
        run,
      } satisfies IngestMessage)
    },

    /** The job left matching (closed, cancelled, deleted): outdated messages of its run stop. */
    async stopJob(jobId: string) {
      await repo.startRun('job', jobId, 0, services.now())
    },

    /** An applicant was processed or changed: score it against every open job it may match. */
    async enqueueApplicant(applicantId: string, userId: string | null) {
      const applicant = await repo.applicant(applicantId)
      if (!applicant) return
      const total = await repo.countOpenJobsFor(applicantId, applicant.matchingOption)
      const run = await repo.startRun('applicant', applicantId, total, services.now())
      await services.queue.send({
        kind: 'match.applicant',
        idempotencyKey: `match.applicant:${applicantId}:r${run}`,
        tenantId,
        userId,
        applicantId,
        run,
      } satisfies IngestMessage)
    },

    /**
     * Cuts a job's run into batches of JOB_BATCH_SIZE applicants (by id) and queues them all at once,
     * so consumers work on them in parallel instead of one after another.
     */
    async planJobRun(message: PlanMessage) {
      const state = await repo.getRun('job', message.jobId)
      if (!state || state.run !== message.run) return
      const job = await repo.job(message.jobId)
      if (job?.status !== 'OPEN') {
        await repo.setPending('job', message.jobId, message.run, 0, services.now())
        return
      }
      const ids = await repo.applicantIdsFor(job.id, job.matchingOption)
      if (ids.length === 0) {
        await finishJobRun(job.id, message.run, state.startedAt)
        return
      }
      const batches: BatchMessage[] = []
      for (let i = 0, batch = 0; i < ids.length; i += JOB_BATCH_SIZE, batch++) {
        const slice = ids.slice(i, i + JOB_BATCH_SIZE)
        batches.push({
          kind: 'match.job.batch',
          idempotencyKey: `match.job:${job.id}:r${message.run}:b${batch}`,
          tenantId,
          userId: message.userId,
          jobId: job.id,
          run: message.run,
          batch,
          after: i === 0 ? null : (ids[i - 1] as string),
          upTo: slice.at(-1) as string,
        })
      }
      await repo.insertBatches(
        'job',
        job.id,
        message.run,
        batches.map((_, b) => Math.min(JOB_BATCH_SIZE, ids.length - b * JOB_BATCH_SIZE)),
      )
      for (let i = 0; i < batches.length; i += SEND_BATCH) {
        await services.queue.sendBatch(batches.slice(i, i + SEND_BATCH))
      }
    },

    /** One batch of a job's run; the batch that completes the run drops the pairs no longer matched. */
    async runJobBatch(message: BatchMessage) {
      const state = await repo.getRun('job', message.jobId)
      if (!state || state.run !== message.run) return
      const job = await repo.job(message.jobId)
      if (job?.status !== 'OPEN') return
      const requirements = (await repo.requirementsOf([job.id])).get(job.id) ?? []
      await scoreRange(job, scoringJobOf(tenantId, job, requirements), message.after, message.upTo)
      const left = await repo.finishBatch('job', job.id, message.run, message.batch)
      if (left === 0) await finishJobRun(job.id, message.run, state.startedAt)
    },

    /** An applicant against every open job it may match, in one message (one CV prepared once). */
    async runApplicant(message: ApplicantMessage) {
      // Reads that do not depend on each other go together: each D1 call is a round trip.
      const [state, applicant] = await Promise.all([
        repo.getRun('applicant', message.applicantId),
        repo.applicant(message.applicantId),
      ])
      if (!state || state.run !== message.run) return
      const now = services.now()
      if (!applicant) {
        await repo.setPending('applicant', message.applicantId, message.run, 0, now)
        return
      }
      const [openJobs, requirements] = await Promise.all([
        repo.openJobsFor(applicant.id, applicant.matchingOption),
        repo.requirementsOfOpenJobs(),
      ])
      // The CV is prepared (or loaded) once and scored against every job on the fast path.
      const [{ prepared: cv }] = (await prepared([applicant])) as [ScoredCv]
      const inputs = inputsOf(applicant)
      const producer = producerOf(applicant)
      const rows: MatchWrite[] = openJobs.map((job) => {
        const scoring = scoringJobOf(tenantId, job, requirements.get(job.id) ?? [])
        const pair = scorePair(cv, scoring.prepared, areas)
        return {
          jobId: job.id,
          applicantId: applicant.id,
          score: pair.score,
          knockout: pair.knockout,
          areas: compactAreas(scoring, pair.areas),
          evidence: { knockouts: knockoutsOf(scoring, cv, pair.knockout), inputs },
          ...producer,
        }
      })
      // New scores, the old ones of jobs it no longer matches, and the run's end: one transaction.
      await repo.commit([
        ...repo.upsertStatements(rows, { computedAt: now }),
        repo.deleteStaleForApplicantStatement(applicant.id, state.startedAt),
        repo.setPendingStatement('applicant', applicant.id, message.run, 0, now),
      ])
      await webhookEmitter(services, tenantId).emit('match.computed', `applicant:${applicant.id}:r${message.run}`, {
        subject: 'applicant',
        applicantId: applicant.id,
        jobId: null,
        matchCount: rows.length,
      })
    },

    /**
     * Scores chosen pairs at once (an assignment): a few applicants against one open job, no run.
     * Applicants not processed yet are skipped; their processing queues their own matching.
     */
    async scoreNow(jobId: string, applicantIds: string[]) {
      const job = await repo.job(jobId)
      if (job?.status !== 'OPEN' || applicantIds.length === 0) return
      const requirements = (await repo.requirementsOf([job.id])).get(job.id) ?? []
      const found = await repo.applicantsByIds(applicantIds)
      const now = services.now()
      await repo.write(scoreAgainst(job.id, scoringJobOf(tenantId, job, requirements), await prepared(found)), {
        computedAt: now,
      })
    },

    /** Pairs that are no longer matched (unassigned from an "only assigned" side) lose their score. */
    async forgetPairs(jobId: string, applicantIds: string[]) {
      await repo.deletePairs(jobId, applicantIds)
    },

    pending: (subject: 'job' | 'applicant', id: string) => repo.pending(subject, id),
  }
}

/** For hooks that must not fail their caller (ingestion): matching is queued, or logged and skipped. */
export async function queueApplicantMatching(
  services: Services,
  tenantId: string,
  applicantId: string,
  userId: string | null,
) {
  try {
    await matchingService(services, tenantId).enqueueApplicant(applicantId, userId)
  } catch (err) {
    logEvent('warn', 'matching_enqueue_failed', {
      tenantId,
      applicantId,
      error: err instanceof Error ? err.message : String(err),
    })
  }
}

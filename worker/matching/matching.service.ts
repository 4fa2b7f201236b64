import { eq } from 'drizzle-orm'
import { organizations } from '../../db/schema'
import type { Services } from '../context'
import type { IngestMessage } from '../contracts/queue'
import { type PreparedCv, prepareCv, scoreMatch } from '../engine/matching'
import { newId } from '../lib/ids'
import { logEvent } from '../lib/log'
import { type MatchWrite, matchingRepo } from './matching.repo'
import { type ApplicantForMatching, type JobForMatching, toJobProfile, toParsedCv } from './profiles'
import { type ReasoningLanguage, writeReasoning } from './reasoning'

type PlanMessage = Extract<IngestMessage, { kind: 'match.job' }>
type BatchMessage = Extract<IngestMessage, { kind: 'match.job.batch' }>
type ApplicantMessage = Extract<IngestMessage, { kind: 'match.applicant' }>

/** Applicants scored per batch message of a job's run (ADR 0014). */
export const JOB_BATCH_SIZE = 500
/** Queues take at most 100 messages per sendBatch call. */
const SEND_BATCH = 100
/** The embedded engine scores and writes the reasoning; the version names the reasoning template. */
export const MATCH_MODEL = 'embedded'
export const MATCH_PROMPT_VERSION = 'embedded-match-1'

/**
 * Background matching (ADR 0014): runs per job and per applicant, queue messages per batch, scores
 * upserted per pair with areas, evidence and a reasoning text in the organization's language.
 */
export function matchingService(services: Services, tenantId: string) {
  const db = services.db.forTenant(tenantId)
  const repo = matchingRepo(db, tenantId)

  async function language(): Promise<ReasoningLanguage> {
    const rows = await services.db
      .platform()
      .select({ language: organizations.language })
      .from(organizations)
      .where(eq(organizations.id, tenantId))
      .limit(1)
    return rows[0]?.language === 'de_DE' ? 'de' : 'en'
  }

  /** Scores `cvs` against one job: the stored rows (the reference path, with evidence). */
  function scoreRows(
    job: JobForMatching,
    profile: ReturnType<typeof toJobProfile>,
    cvs: { applicant: ApplicantForMatching; prepared: PreparedCv }[],
    lang: ReasoningLanguage,
    now: number,
  ): MatchWrite[] {
    return cvs.map(({ applicant, prepared }) => {
      const result = scoreMatch(prepared, profile)
      return {
        id: newId(now),
        jobId: job.id,
        applicantId: applicant.id,
        score: result.score,
        knockout: result.knockout,
        areas: result.areas,
        evidence: {
          knockouts: result.knockouts,
          // Which model and prompt produced the CV facts the score rests on.
          inputs: { cv: { model: applicant.parsedByModel, promptVersion: applicant.parsedByPromptVersion } },
        },
        reasoning: writeReasoning(result, lang),
        model: MATCH_MODEL,
        promptVersion: MATCH_PROMPT_VERSION,
        computedAt: now,
      }
    })
  }

  const prepare = (applicant: ApplicantForMatching) => ({ applicant, prepared: prepareCv(toParsedCv(applicant)) })

  /** After the last batch: pairs not scored again in this run are no longer matched. */
  async function finishJobRun(jobId: string, run: number, startedAt: number) {
    await repo.deleteStaleForJob(jobId, startedAt)
    await repo.setPending('job', jobId, run, 0, services.now())
    await repo.clearBatches('job', jobId, run)
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
      await services.env.INGEST_QUEUE.send({
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
      const total = (await repo.openJobsFor(applicantId, applicant.matchingOption)).length
      const run = await repo.startRun('applicant', applicantId, total, services.now())
      await services.env.INGEST_QUEUE.send({
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
        await services.env.INGEST_QUEUE.sendBatch(batches.slice(i, i + SEND_BATCH).map((body) => ({ body })))
      }
    },

    /** One batch of a job's run; the batch that completes the run drops the pairs no longer matched. */
    async runJobBatch(message: BatchMessage) {
      const state = await repo.getRun('job', message.jobId)
      if (!state || state.run !== message.run) return
      const job = await repo.job(message.jobId)
      if (job?.status !== 'OPEN') return
      const requirements = (await repo.requirementsOf([job.id])).get(job.id) ?? []
      const profile = toJobProfile(job, requirements)
      const batch = await repo.applicantsInRange(job.id, job.matchingOption, message.after, message.upTo)
      await repo.write(scoreRows(job, profile, batch.map(prepare), await language(), services.now()))
      const left = await repo.finishBatch('job', job.id, message.run, message.batch)
      if (left === 0) await finishJobRun(job.id, message.run, state.startedAt)
    },

    /** An applicant against every open job it may match, in one message (one CV prepared once). */
    async runApplicant(message: ApplicantMessage) {
      const state = await repo.getRun('applicant', message.applicantId)
      if (!state || state.run !== message.run) return
      const now = services.now()
      const applicant = await repo.applicant(message.applicantId)
      if (!applicant) {
        await repo.setPending('applicant', message.applicantId, message.run, 0, now)
        return
      }
      const openJobs = await repo.openJobsFor(applicant.id, applicant.matchingOption)
      const requirements = await repo.requirementsOf(openJobs.map((j) => j.id))
      const cv = [prepare(applicant)]
      const lang = await language()
      const rows = openJobs.flatMap((job) =>
        scoreRows(job, toJobProfile(job, requirements.get(job.id) ?? []), cv, lang, now),
      )
      await repo.write(rows)
      await repo.deleteStaleForApplicant(applicant.id, state.startedAt)
      await repo.setPending('applicant', applicant.id, message.run, 0, now)
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
      await repo.write(scoreRows(job, toJobProfile(job, requirements), found.map(prepare), await language(), now))
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

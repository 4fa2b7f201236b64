import { and, asc, eq, exists, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import {
  applicants,
  jobApplicants,
  jobRequirements,
  jobs,
  matches,
  matchingBatches,
  matchingRuns,
} from '../../db/schema'
import type { Database } from '../db/database'
import type { RequirementRow } from './profiles'

export type MatchingSubject = 'job' | 'applicant'

/** One scored pair as stored by a run: the fast path's numbers, no per-area evidence (ADR 0014). */
export interface MatchWrite {
  id: string
  jobId: string
  applicantId: string
  score: number
  knockout: boolean
  /** CompactAreas (profiles.ts): the eight area scores, weights and neutral flags. */
  areas: unknown
  /** The failed mandatory requirements and the model and prompt version of the CV facts. */
  evidence: unknown
}

/** What every row of one write shares. */
export interface MatchWriteMeta {
  model: string
  promptVersion: string
  computedAt: number
}

/**
 * Rows per upsert statement. The rows travel as one JSON parameter read with json_each, so D1's 100
 * bound parameters do not cut them into statements of 8; a row is about 250 bytes, 1,000 rows stay
 * far below D1's 2 MB per value.
 */
export const MATCH_ROWS_PER_STATEMENT = 1000

/**
 * The pairs of one write as one JSON parameter (?5: [[id, job, applicant, score, knockout, areas,
 * evidence], …]). `WHERE true` lets SQLite tell the upsert's ON CONFLICT from a join's ON. A new
 * score drops the cached per-area evidence and reasoning: they are computed again when next opened.
 */
const UPSERT_MATCHES = `INSERT INTO matches (id, tenant_id, job_id, applicant_id, score, knockout, areas, evidence,
    reasoning, area_evidence, model, prompt_version, computed_at)
  SELECT value ->> 0, ?1, value ->> 1, value ->> 2, value ->> 3, value ->> 4, json(value -> 5), json(value -> 6),
    NULL, NULL, ?2, ?3, ?4
  FROM json_each(?5) WHERE true
  ON CONFLICT (tenant_id, job_id, applicant_id) DO UPDATE SET score = excluded.score, knockout = excluded.knockout,
    areas = excluded.areas, evidence = excluded.evidence, reasoning = NULL, area_evidence = NULL,
    model = excluded.model, prompt_version = excluded.prompt_version, computed_at = excluded.computed_at`

/**
 * Data of background matching for one tenant: who may be matched with whom, the runs and their
 * progress, and the stored scores. Every query starts with tenant_id.
 */
export function matchingRepo(db: Database, tenantId: string) {
  const d1 = db.$client
  const liveApplicant = and(
    eq(applicants.tenantId, tenantId),
    isNull(applicants.deletedAt),
    eq(applicants.processingState, 'PROCESSED'),
  )
  const assigned = (jobId: unknown, applicantId: unknown) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(jobApplicants)
        .where(
          and(
            eq(jobApplicants.tenantId, tenantId),
            sql`${jobApplicants.jobId} = ${jobId}`,
            sql`${jobApplicants.applicantId} = ${applicantId}`,
          ),
        ),
    )
  /** A pair is matched when assigned, or when both the job and the applicant match with all. */
  const eligibleForJob = (jobId: string, jobOption: string) =>
    jobOption === 'ALL'
      ? and(liveApplicant, or(eq(applicants.matchingOption, 'ALL'), assigned(jobId, applicants.id)))
      : and(liveApplicant, assigned(jobId, applicants.id))
  const applicantColumns = {
    id: applicants.id,
    name: applicants.name,
    tagline: applicants.tagline,
    summary: applicants.summary,
    hardSkills: applicants.hardSkills,
    softSkills: applicants.softSkills,
    profile: applicants.profile,
    matchingOption: applicants.matchingOption,
    parsedByModel: applicants.parsedByModel,
    parsedByPromptVersion: applicants.parsedByPromptVersion,
  }
  const { matchingOption: _, ...scoringColumns } = applicantColumns

  return {
    async countApplicantsFor(jobId: string, jobOption: string) {
      const rows = await db
        .select({ n: sql<number>`count(*)` })
        .from(applicants)
        .where(eligibleForJob(jobId, jobOption))
      return rows[0]?.n ?? 0
    },

    /** Ids of a job's applicants in order: the run is cut into batches along them. */
    async applicantIdsFor(jobId: string, jobOption: string) {
      const rows = await db
        .select({ id: applicants.id })
        .from(applicants)
        .where(eligibleForJob(jobId, jobOption))
        .orderBy(asc(applicants.id))
      return rows.map((r) => r.id)
    },

    /**
     * A page of a job's applicants with ids in (after, upTo], in id order: a batch reads its range page
     * by page (keyset, no OFFSET) so memory stays flat whatever the batch size. Only the columns the
     * engine reads.
     */
    applicantsPage(jobId: string, jobOption: string, after: string | null, upTo: string, limit: number) {
      const where = and(eligibleForJob(jobId, jobOption), lte(applicants.id, upTo))
      return db
        .select(scoringColumns)
        .from(applicants)
        .where(after ? and(where, gt(applicants.id, after)) : where)
        .orderBy(asc(applicants.id))
        .limit(limit)
    },

    /** Records the batches of a run (a repeated plan inserts nothing twice). */
    async insertBatches(subject: MatchingSubject, subjectId: string, run: number, sizes: number[]) {
      const rows = sizes.map((size, batch) => ({ tenantId, subject, subjectId, run, batch, size, done: false }))
      // 7 columns × 14 rows stay under D1's 100 bound parameters.
      const statements = []
      for (let i = 0; i < rows.length; i += 14) {
        statements.push(
          db
            .insert(matchingBatches)
            .values(rows.slice(i, i + 14))
            .onConflictDoNothing(),
        )
      }
      const [first, ...rest] = statements
      if (first) await db.batch([first, ...rest])
    },

    /** Marks a batch done and returns how many of the run's applicants are left (0: the run is complete). */
    async finishBatch(subject: MatchingSubject, subjectId: string, run: number, batch: number) {
      const ofRun = and(
        eq(matchingBatches.tenantId, tenantId),
        eq(matchingBatches.subject, subject),
        eq(matchingBatches.subjectId, subjectId),
        eq(matchingBatches.run, run),
      )
      const [, left] = await db.batch([
        db
          .update(matchingBatches)
          .set({ done: true })
          .where(and(ofRun, eq(matchingBatches.batch, batch))),
        db
          .select({ n: sql<number>`coalesce(sum(${matchingBatches.size}), 0)` })
          .from(matchingBatches)
          .where(and(ofRun, eq(matchingBatches.done, false))),
      ])
      return left[0]?.n ?? 0
    },

    /** Batches of runs before `run` (and of `run` itself when complete) are no longer needed. */
    async clearBatches(subject: MatchingSubject, subjectId: string, upToRun: number) {
      await db
        .delete(matchingBatches)
        .where(
          and(
            eq(matchingBatches.tenantId, tenantId),
            eq(matchingBatches.subject, subject),
            eq(matchingBatches.subjectId, subjectId),
            lte(matchingBatches.run, upToRun),
          ),
        )
    },

    async applicant(applicantId: string) {
      const rows = await db
        .select(applicantColumns)
        .from(applicants)
        .where(and(liveApplicant, eq(applicants.id, applicantId)))
        .limit(1)
      return rows[0] ?? null
    },

    /** An applicant for explaining a stored score: not deleted, whatever its processing state. */
    async applicantForExplanation(applicantId: string) {
      const rows = await db
        .select(applicantColumns)
        .from(applicants)
        .where(and(eq(applicants.tenantId, tenantId), isNull(applicants.deletedAt), eq(applicants.id, applicantId)))
        .limit(1)
      return rows[0] ?? null
    },

    /** Applicants of `ids` that are live and processed (others cannot be scored yet). */
    applicantsByIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([])
      return db
        .select(applicantColumns)
        .from(applicants)
        .where(and(liveApplicant, inArray(applicants.id, ids)))
    },

    /** OPEN jobs an applicant may be matched with, given its own matching option. */
    openJobsFor(applicantId: string, applicantOption: string) {
      const open = and(eq(jobs.tenantId, tenantId), eq(jobs.status, 'OPEN'))
      const where =
        applicantOption === 'ALL'
          ? and(open, or(eq(jobs.matchingOption, 'ALL'), assigned(jobs.id, applicantId)))
          : and(open, assigned(jobs.id, applicantId))
      return db
        .select({
          id: jobs.id,
          title: jobs.title,
          // The engine reads the ad only through `profile`; the text is needed when that is missing.
          description: sql<string>`CASE WHEN ${jobs.profile} IS NULL THEN ${jobs.description} ELSE '' END`,
          attributeWeights: jobs.attributeWeights,
          profile: jobs.profile,
          matchingOption: jobs.matchingOption,
        })
        .from(jobs)
        .where(where)
    },

    async job(jobId: string) {
      const rows = await db
        .select({
          id: jobs.id,
          title: jobs.title,
          description: jobs.description,
          status: jobs.status,
          attributeWeights: jobs.attributeWeights,
          profile: jobs.profile,
          matchingOption: jobs.matchingOption,
        })
        .from(jobs)
        .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, jobId)))
        .limit(1)
      return rows[0] ?? null
    },

    /** Requirements of the given jobs, grouped by job (one query for every open job of the tenant). */
    async requirementsOf(jobIds: string[]): Promise<Map<string, RequirementRow[]>> {
      const out = new Map<string, RequirementRow[]>()
      if (jobIds.length === 0) return out
      const rows = await db
        .select({
          jobId: jobRequirements.jobId,
          attribute: jobRequirements.attribute,
          language: jobRequirements.language,
          operator: jobRequirements.operator,
          value: jobRequirements.value,
          maxValue: jobRequirements.maxValue,
          mandatory: jobRequirements.mandatory,
        })
        .from(jobRequirements)
        .innerJoin(jobs, and(eq(jobs.tenantId, jobRequirements.tenantId), eq(jobs.id, jobRequirements.jobId)))
        .where(
          and(
            eq(jobRequirements.tenantId, tenantId),
            jobIds.length === 1 ? eq(jobRequirements.jobId, jobIds[0] as string) : eq(jobs.status, 'OPEN'),
          ),
        )
        .orderBy(asc(jobRequirements.id))
      const wanted = new Set(jobIds)
      for (const { jobId, ...r } of rows) {
        if (!wanted.has(jobId)) continue
        const list = out.get(jobId)
        if (list) list.push(r)
        else out.set(jobId, [r])
      }
      return out
    },

    /** Starts a new run (its number is one more than the last) with `total` left; returns the run. */
    async startRun(subject: MatchingSubject, subjectId: string, total: number, now: number) {
      const rows = await db
        .insert(matchingRuns)
        .values({ tenantId, subject, subjectId, run: 1, total, pending: total, startedAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [matchingRuns.tenantId, matchingRuns.subject, matchingRuns.subjectId],
          set: { run: sql`${matchingRuns.run} + 1`, total, pending: total, startedAt: now, updatedAt: now },
        })
        .returning({ run: matchingRuns.run })
      return rows[0]?.run ?? 1
    },

    async getRun(subject: MatchingSubject, subjectId: string) {
      const rows = await db
        .select()
        .from(matchingRuns)
        .where(
          and(
            eq(matchingRuns.tenantId, tenantId),
            eq(matchingRuns.subject, subject),
            eq(matchingRuns.subjectId, subjectId),
          ),
        )
        .limit(1)
      return rows[0] ?? null
    },

    /** Sets what is left of `run` (absolute, so a repeated message cannot count twice). */
    async setPending(subject: MatchingSubject, subjectId: string, run: number, pending: number, now: number) {
      await db
        .update(matchingRuns)
        .set({ pending: Math.max(0, pending), updatedAt: now })
        .where(
          and(
            eq(matchingRuns.tenantId, tenantId),
            eq(matchingRuns.subject, subject),
            eq(matchingRuns.subjectId, subjectId),
            eq(matchingRuns.run, run),
          ),
        )
    },

    /** What is left of the current run: the sizes of its batches not done, or the run's own count before it is planned. */
    async pending(subject: MatchingSubject, subjectId: string) {
      const rows = await db
        .select({
          pending: matchingRuns.pending,
          left: sql<number | null>`(SELECT sum(${matchingBatches.size}) FROM ${matchingBatches}
            WHERE ${matchingBatches.tenantId} = ${matchingRuns.tenantId} AND ${matchingBatches.subject} = ${matchingRuns.subject}
              AND ${matchingBatches.subjectId} = ${matchingRuns.subjectId} AND ${matchingBatches.run} = ${matchingRuns.run}
              AND ${matchingBatches.done} = 0)`,
          planned: sql<number>`EXISTS (SELECT 1 FROM ${matchingBatches}
            WHERE ${matchingBatches.tenantId} = ${matchingRuns.tenantId} AND ${matchingBatches.subject} = ${matchingRuns.subject}
              AND ${matchingBatches.subjectId} = ${matchingRuns.subjectId} AND ${matchingBatches.run} = ${matchingRuns.run})`,
        })
        .from(matchingRuns)
        .where(
          and(
            eq(matchingRuns.tenantId, tenantId),
            eq(matchingRuns.subject, subject),
            eq(matchingRuns.subjectId, subjectId),
          ),
        )
        .limit(1)
      const row = rows[0]
      if (!row) return 0
      return row.planned ? (row.left ?? 0) : row.pending
    },

    /** Upsert statements for scored pairs: one row per pair, replaced on every new score (UPSERT_MATCHES). */
    upsertStatements(rows: MatchWrite[], meta: MatchWriteMeta) {
      const out: D1PreparedStatement[] = []
      for (let i = 0; i < rows.length; i += MATCH_ROWS_PER_STATEMENT) {
        const chunk = rows.slice(i, i + MATCH_ROWS_PER_STATEMENT)
        const payload = JSON.stringify(
          chunk.map((r) => [r.id, r.jobId, r.applicantId, r.score, r.knockout ? 1 : 0, r.areas, r.evidence]),
        )
        out.push(d1.prepare(UPSERT_MATCHES).bind(tenantId, meta.model, meta.promptVersion, meta.computedAt, payload))
      }
      return out
    },

    async write(rows: MatchWrite[], meta: MatchWriteMeta) {
      const statements = this.upsertStatements(rows, meta)
      if (statements.length > 0) await d1.batch(statements)
    },

    /**
     * Caches a pair's per-area evidence and reasoning, only if the pair was not scored again since
     * `computedAt` (a newer score must not get an older explanation).
     */
    async cacheExplanation(
      jobId: string,
      applicantId: string,
      computedAt: number,
      areaEvidence: unknown,
      reasoning: string,
    ) {
      await db
        .update(matches)
        .set({ areaEvidence, reasoning })
        .where(
          and(
            eq(matches.tenantId, tenantId),
            eq(matches.jobId, jobId),
            eq(matches.applicantId, applicantId),
            eq(matches.computedAt, computedAt),
          ),
        )
    },

    /** After a job's run: pairs it did not score again are no longer eligible. */
    async deleteStaleForJob(jobId: string, before: number) {
      await db
        .delete(matches)
        .where(and(eq(matches.tenantId, tenantId), eq(matches.jobId, jobId), lt(matches.computedAt, before)))
    },

    /** After an applicant's run: its scores for open jobs it was not scored against again. */
    async deleteStaleForApplicant(applicantId: string, before: number) {
      await db.delete(matches).where(
        and(
          eq(matches.tenantId, tenantId),
          eq(matches.applicantId, applicantId),
          lt(matches.computedAt, before),
          inArray(
            matches.jobId,
            db
              .select({ id: jobs.id })
              .from(jobs)
              .where(and(eq(jobs.tenantId, tenantId), eq(jobs.status, 'OPEN'))),
          ),
        ),
      )
    },

    async deletePairs(jobId: string, applicantIds: string[]) {
      if (applicantIds.length === 0) return
      await db
        .delete(matches)
        .where(
          and(eq(matches.tenantId, tenantId), eq(matches.jobId, jobId), inArray(matches.applicantId, applicantIds)),
        )
    },
  }
}

export type MatchingRepo = ReturnType<typeof matchingRepo>

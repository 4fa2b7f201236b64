import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { jobs, matches } from '../../db/schema'
import { d1Statement } from '../db/d1-statement'
import type { Database } from '../db/database'

/** One scored pair as stored by a run: the fast path's numbers, no per-area evidence (ADR 0014). */
export interface MatchWrite {
  jobId: string
  applicantId: string
  score: number
  knockout: boolean
  /** CompactAreas (profiles.ts): the eight area scores, weights and neutral flags. */
  areas: unknown
  /** The failed mandatory requirements and the model and prompt version of the CV facts. */
  evidence: unknown
  /** The model and prompt version that produced the CV facts the score rests on. */
  model: string
  promptVersion: string
}

/** What every row of one write shares. */
export interface MatchWriteMeta {
  computedAt: number
}

/**
 * Rows per upsert statement. The rows travel as one JSON parameter read with json_each, so D1's 100
 * bound parameters do not cut them into statements of 8; a row is about 250 bytes, 1,000 rows stay
 * far below D1's 2 MB per value.
 */
export const MATCH_ROWS_PER_STATEMENT = 1000

/**
 * The pairs of one write as one JSON parameter (?3: [[job, applicant, score, knockout, areas,
 * evidence, model, prompt version], …]); the pair is the row's key (migration 0006). `WHERE true` lets SQLite tell the upsert's ON CONFLICT from a join's ON. A new
 * score drops the cached per-area evidence and reasoning: they are computed again when next opened.
 */
const UPSERT_MATCHES = `INSERT INTO matches (tenant_id, job_id, applicant_id, score, knockout, areas, evidence,
    reasoning, area_evidence, model, prompt_version, computed_at)
  SELECT ?1, value ->> 0, value ->> 1, value ->> 2, value ->> 3, json(value -> 4), json(value -> 5),
    NULL, NULL, value ->> 6, value ->> 7, ?2
  FROM json_each(?3) WHERE true
  ON CONFLICT (tenant_id, job_id, applicant_id) DO UPDATE SET score = excluded.score, knockout = excluded.knockout,
    areas = excluded.areas, evidence = excluded.evidence, reasoning = NULL, area_evidence = NULL,
    reasoning_model = NULL, reasoning_prompt_version = NULL, model = excluded.model, prompt_version = excluded.prompt_version, computed_at = excluded.computed_at`

/**
 * The stored scores of one tenant's pairs (and the prepared CVs matching computes on the way):
 * upserts of whole pages, the explanation cache, and pairs no longer matched. Every query starts
 * with tenant_id.
 */
export function matchWritesRepo(db: Database, tenantId: string) {
  const d1 = db.$client
  return {
    /**
     * Stores prepared CVs computed while matching (rows from before they were stored with the
     * applicant), unless the applicant changed since it was read: that change stores its own.
     */
    async backfillPreparedCvs(rows: { id: string; updatedAt: number; preparedCv: unknown }[]) {
      if (rows.length === 0) return
      const packed = JSON.stringify(rows.map((r) => [r.id, r.updatedAt, r.preparedCv]))
      // The unary + keeps SQLite from driving the update by the tenant's index (every applicant of the
      // tenant × every row of the value): the rows are looked up by primary key; the tenant still applies.
      await d1
        .prepare(
          `UPDATE applicants SET prepared_cv = json(p.value -> 2)
           FROM json_each(?2) AS p
           WHERE +applicants.tenant_id = ?1 AND applicants.id = p.value ->> 0 AND applicants.updated_at = p.value ->> 1`,
        )
        .bind(tenantId, packed)
        .run()
    },

    /** Upsert statements for scored pairs: one row per pair, replaced on every new score (UPSERT_MATCHES). */
    upsertStatements(rows: MatchWrite[], meta: MatchWriteMeta) {
      const out: D1PreparedStatement[] = []
      for (let i = 0; i < rows.length; i += MATCH_ROWS_PER_STATEMENT) {
        const chunk = rows.slice(i, i + MATCH_ROWS_PER_STATEMENT)
        const payload = JSON.stringify(
          chunk.map((r) => [
            r.jobId,
            r.applicantId,
            r.score,
            r.knockout ? 1 : 0,
            r.areas,
            r.evidence,
            r.model,
            r.promptVersion,
          ]),
        )
        out.push(d1.prepare(UPSERT_MATCHES).bind(tenantId, meta.computedAt, payload))
      }
      return out
    },

    async write(rows: MatchWrite[], meta: MatchWriteMeta) {
      await this.commit(this.upsertStatements(rows, meta))
    },

    /** Statements of one step committed together: one D1 batch is one transaction and one round trip. */
    async commit(statements: D1PreparedStatement[]) {
      if (statements.length > 0) await d1.batch(statements)
    },

    /**
     * Caches a pair's per-area evidence and reasoning with who wrote it, only if the pair was not
     * scored again since `computedAt` (a newer score must not get an older explanation).
     */
    async cacheExplanation(
      jobId: string,
      applicantId: string,
      computedAt: number,
      areaEvidence: unknown,
      reasoning: { text: string; model: string; promptVersion: string },
    ) {
      await db
        .update(matches)
        .set({
          areaEvidence,
          reasoning: reasoning.text,
          reasoningModel: reasoning.model,
          reasoningPromptVersion: reasoning.promptVersion,
        })
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
    /** How many applicants a job is matched with (the match.computed webhook event says it). */
    async countForJob(jobId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)` })
        .from(matches)
        .where(and(eq(matches.tenantId, tenantId), eq(matches.jobId, jobId)))
      return Number(rows[0]?.n ?? 0)
    },

    async deleteStaleForJob(jobId: string, before: number) {
      await db
        .delete(matches)
        .where(and(eq(matches.tenantId, tenantId), eq(matches.jobId, jobId), lt(matches.computedAt, before)))
    },

    /**
     * After an applicant's run: its scores for open jobs it was not scored against again. A statement,
     * so the run's upserts, this delete and its bookkeeping commit together (runApplicant).
     */
    deleteStaleForApplicantStatement(applicantId: string, before: number) {
      return d1Statement(
        d1,
        db.delete(matches).where(
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

import { applicants, jobRequirements, jobs } from '../../db/schema'
import type { Database } from '../db/database'

type BenchApplicant = Omit<typeof applicants.$inferInsert, 'tenantId'>
type BenchJob = Omit<typeof jobs.$inferInsert, 'tenantId'>
type BenchRequirement = Omit<typeof jobRequirements.$inferInsert, 'tenantId' | 'jobId'>

/** D1: at most 100 bound parameters per statement (15 bound columns × 6 rows) and 1,000 queries per call. */
const ROWS_PER_STATEMENT = 6
/** Statements per D1 batch when writing jobs (two per job). */
const STATEMENTS_PER_BATCH = 500

/** Bulk writes for the matching benchmark (local and test only), straight to D1 for one tenant. */
export function benchRepo(db: Database, tenantId: string) {
  return {
    /** Every applicant in one batch, a few rows per statement. */
    async insertApplicants(rows: BenchApplicant[]) {
      const statements = []
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        statements.push(
          db.insert(applicants).values(rows.slice(i, i + ROWS_PER_STATEMENT).map((row) => ({ ...row, tenantId }))),
        )
      }
      const [first, ...rest] = statements
      if (first) await db.batch([first, ...rest])
    },

    /** Skill rows as one JSON parameter per 2,000 rows (D1's 100 bound parameters would make it 16 per statement). */
    async insertSkills(
      rows: { id: string; applicantId: string; skill: string; skillKey: string | null; kind: string }[],
    ) {
      const d1 = db.$client
      const statements = []
      for (let i = 0; i < rows.length; i += 2000) {
        const packed = JSON.stringify(
          rows.slice(i, i + 2000).map((r) => [r.id, r.applicantId, r.skill, r.skillKey, r.kind]),
        )
        statements.push(
          d1
            .prepare(
              `INSERT INTO applicant_skills (id, tenant_id, applicant_id, skill, skill_key, kind)
               SELECT value ->> 0, ?1, value ->> 1, value ->> 2, value ->> 3, value ->> 4 FROM json_each(?2)`,
            )
            .bind(tenantId, packed),
        )
      }
      if (statements.length) await d1.batch(statements)
    },

    /** `perJob` synthetic scores for every open job, over the tenant's first applicants; returns how many. */
    async insertMatches(perJob: number, at: number) {
      if (perJob === 0) return 0
      const result = await db.$client
        .prepare(
          `INSERT OR IGNORE INTO matches (tenant_id, job_id, applicant_id, score, knockout, areas, evidence, model, prompt_version, computed_at)
           SELECT ?1, j.id, a.id, (abs(random()) % 1000) / 10.0, 0, '{}', '{}', 'bench', 'bench', ?3
           FROM jobs j JOIN (SELECT id FROM applicants WHERE tenant_id = ?1 AND deleted_at IS NULL ORDER BY id LIMIT ?2) a
           WHERE j.tenant_id = ?1 AND j.status = 'OPEN'`,
        )
        .bind(tenantId, perJob, at)
        .run()
      return result.meta.changes ?? 0
    },

    /** Each job with its requirements, in batches of STATEMENTS_PER_BATCH statements. */
    async insertJobs(items: { job: BenchJob & { id: string }; requirements: BenchRequirement[] }[]) {
      const statements = []
      for (const { job, requirements } of items) {
        statements.push(
          db.insert(jobs).values({ ...job, tenantId }),
          db.insert(jobRequirements).values(requirements.map((r) => ({ ...r, tenantId, jobId: job.id }))),
        )
      }
      for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
        const [first, ...rest] = statements.slice(i, i + STATEMENTS_PER_BATCH)
        if (first) await db.batch([first, ...rest])
      }
    },
  }
}

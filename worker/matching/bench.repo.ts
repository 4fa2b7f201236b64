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

import { and, asc, eq } from 'drizzle-orm'
import { jobRequirements } from '../../db/schema'
import type { RequirementInput } from '../contracts/jobs'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'

/**
 * The requirements of a job. Writes come back as statements, not promises, so the jobs repo can
 * put them in the same batch as the job row they belong to.
 */
export function jobRequirementsRepo(db: Database, tenantId: string) {
  const ofJob = (jobId: string) => and(eq(jobRequirements.tenantId, tenantId), eq(jobRequirements.jobId, jobId))

  function requirementRows(jobId: string, requirements: RequirementInput[]) {
    const base = Date.now()
    // Ids sort by their millisecond: one apart keeps the requirements in the order given.
    return requirements.map((r, i) => ({
      id: newId(base + i),
      tenantId,
      jobId,
      attribute: r.attribute,
      language: r.attribute === 'language_proficiency' ? (r.language ?? null) : null,
      operator: r.operator,
      value: r.value,
      maxValue: r.operator === 'BETWEEN' ? (r.maxValue ?? null) : null,
      mandatory: r.mandatory,
    }))
  }

  return {
    list(jobId: string) {
      return db.select().from(jobRequirements).where(ofJob(jobId)).orderBy(asc(jobRequirements.id))
    },

    /** Requirements go in groups: 9 columns × 11 rows stay under D1's 100 bound parameters. */
    insertStatements(jobId: string, requirements: RequirementInput[]) {
      const rows = requirementRows(jobId, requirements)
      const out = []
      for (let i = 0; i < rows.length; i += 11) out.push(db.insert(jobRequirements).values(rows.slice(i, i + 11)))
      return out
    },

    deleteStatement(jobId: string) {
      return db.delete(jobRequirements).where(ofJob(jobId))
    },
  }
}

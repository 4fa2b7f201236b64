import { env } from 'cloudflare:workers'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { applicants, jobApplicants } from '../../../db/schema'
import { singleDatabaseResolver } from '../../../worker/db/database'
import { qualified } from '../../../worker/db/qualified'

const db = () => singleDatabaseResolver(env.DB).platform()

describe('qualified columns in correlated subqueries', () => {
  it('drizzle drops table names in a single-table select; qualified() keeps them', () => {
    const bare = db()
      .select({
        n: sql`(SELECT count(*) FROM ${jobApplicants} WHERE ${jobApplicants.tenantId} = ${applicants.tenantId})`,
      })
      .from(applicants)
      .toSQL().sql
    // The trap this helper exists for: the subquery compares its own column with itself.
    expect(bare).toContain('WHERE "tenant_id" = "tenant_id"')
    const kept = db()
      .select({
        n: sql`(SELECT count(*) FROM ${jobApplicants}
          WHERE ${qualified(jobApplicants, jobApplicants.tenantId)} = ${qualified(applicants, applicants.tenantId)})`,
      })
      .from(applicants)
      .toSQL().sql
    expect(kept).toContain('"job_applicants"."tenant_id" = "applicants"."tenant_id"')
  })
})

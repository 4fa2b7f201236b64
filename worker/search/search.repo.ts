import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'

export interface SearchHit {
  docType: string
  entityId: string
  title: string
}

/** One tenant's search documents (search_documents + the FTS5 index kept in sync by triggers). */
export function searchRepo(db: Database, tenantId: string) {
  const d1 = db.$client
  return {
    /** Replaces the tenant's documents in one D1 batch, so readers never see a half-built index. */
    async rebuild(now: number) {
      await d1.batch([
        d1.prepare('DELETE FROM search_documents WHERE tenant_id = ?1').bind(tenantId),
        d1
          .prepare(
            `INSERT INTO search_documents (tenant_id, doc_type, entity_id, title, body, updated_at)
             SELECT tenant_id, 'candidate', id, name,
                    trim(coalesce(tagline, '') || ' ' || coalesce(summary, '') || ' ' ||
                         coalesce((SELECT group_concat(skill, ' ') FROM applicant_skills s
                                   WHERE s.tenant_id = a.tenant_id AND s.applicant_id = a.id), '')), ?2
             FROM applicants a WHERE tenant_id = ?1 AND deleted_at IS NULL`,
          )
          .bind(tenantId, now),
        d1
          .prepare(
            `INSERT INTO search_documents (tenant_id, doc_type, entity_id, title, body, updated_at)
             SELECT tenant_id, 'job', id, title, coalesce(description, ''), ?2 FROM jobs WHERE tenant_id = ?1`,
          )
          .bind(tenantId, now),
        d1
          .prepare(
            `INSERT INTO search_documents (tenant_id, doc_type, entity_id, title, body, updated_at)
             SELECT tenant_id, 'client', id, name,
                    trim(coalesce(address, '') || ' ' || coalesce(culture, '') || ' ' || coalesce(info, '')), ?2
             FROM clients WHERE tenant_id = ?1`,
          )
          .bind(tenantId, now),
      ])
    },

    /** `match` is an FTS5 query built by the service from quoted terms only. */
    async match(match: string, limit: number) {
      return db.all<SearchHit>(sql`
        SELECT d.doc_type AS docType, d.entity_id AS entityId, d.title AS title
        FROM search_fts JOIN search_documents d ON d.rowid = search_fts.rowid
        WHERE search_fts MATCH ${match} AND d.tenant_id = ${tenantId}
        ORDER BY bm25(search_fts, 10.0, 1.0) LIMIT ${limit}`)
    },
  }
}

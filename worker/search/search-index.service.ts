import { sql } from 'drizzle-orm'
import type { Services } from '../context'

/**
 * Rebuilds one tenant's search documents from its applicants, jobs and clients. The FTS5 index
 * follows through triggers. Idempotent: running it twice gives the same rows.
 */
export function searchIndexService(services: Services) {
  return {
    async reindexTenant(tenantId: string) {
      // One D1 batch: the delete and the three inserts commit together (no interactive transactions).
      const d1 = services.db.forTenant(tenantId).$client
      const now = services.now()
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

    /** Prefix search over one tenant's documents, best first. */
    async search(tenantId: string, text: string, limit = 10) {
      const terms = text
        .normalize('NFKC')
        .split(/[^\p{L}\p{N}]+/u)
        .filter((t) => t.length > 0)
        .slice(0, 8)
      if (terms.length === 0) return []
      const query = terms.map((t) => `"${t}"*`).join(' ')
      return services.db.forTenant(tenantId).all<{ docType: string; entityId: string; title: string }>(sql`
        SELECT d.doc_type AS docType, d.entity_id AS entityId, d.title AS title
        FROM search_fts JOIN search_documents d ON d.rowid = search_fts.rowid
        WHERE search_fts MATCH ${query} AND d.tenant_id = ${tenantId}
        ORDER BY bm25(search_fts, 10.0, 1.0) LIMIT ${limit}`)
    },
  }
}

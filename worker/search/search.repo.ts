import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'

export interface SearchHit {
  docType: string
  entityId: string
  title: string
}

/** One tenant's search documents (search_documents + the FTS5 index kept in sync by triggers). */
export function searchRepo(db: Database, tenantId: string) {
  return {
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

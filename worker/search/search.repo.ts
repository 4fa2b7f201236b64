import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { jobs, searchDocuments } from '../../db/schema'
import type { JobStatus, SearchDocumentType } from '../contracts/enums'
import type { Database } from '../db/database'

export interface SearchHit {
  docType: string
  entityId: string
  title: string
  /** The start of the document's text, for a second line under the title. */
  body: string
}

export interface SearchDocumentWrite {
  docType: SearchDocumentType
  entityId: string
  title: string
  body: string
  updatedAt: number
}

/** Characters of the body a hit carries: a line under the title, not the whole CV. */
const EXCERPT_CHARS = 160

/**
 * One tenant's search documents (search_documents + the FTS5 index kept in sync by triggers,
 * migration 0001). The FTS index holds every tenant: each query joins back and filters tenant_id.
 */
/**
 * The scope tokens of migration 0011: 't' || hex(tenant_id), and that with 'x' || doc_type. SQLite's
 * hex() is the upper-case hex of the UTF-8 bytes; the tokenizer folds case, so this matches it.
 */
export function scopeToken(tenantId: string, docType?: SearchDocumentType): string {
  const hex = Array.from(new TextEncoder().encode(tenantId), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()
  return docType ? `t${hex}x${docType}` : `t${hex}`
}

/**
 * The FTS5 query of one scope and the user's terms. `terms` comes from toPrefixQuery (quoted words of
 * letters and digits only); the column filter keeps them to title and body, never the scope tokens.
 */
const scoped = (scope: string, terms: string) => `scope : "${scope}" AND {title body} : (${terms})`

/**
 * One tenant's search documents (search_documents + the FTS5 index kept in sync by triggers,
 * migrations 0001 and 0013). The index holds every tenant; each query names the tenant's scope token
 * inside MATCH, so FTS5 reads only this tenant's postings, ranks them (bm25: title 10, body 1) and
 * stops at the LIMIT. The join checks tenant_id again: a second wall, not the filter.
 */
export function searchRepo(db: Database, tenantId: string) {
  const mine = eq(searchDocuments.tenantId, tenantId)

  /** The best `limit` hits of one FTS5 query, best first. */
  const ranked = (match: string, limit: number, extra = sql``) => sql`
    SELECT * FROM (
      SELECT d.doc_type AS docType, d.entity_id AS entityId, d.title AS title,
             substr(d.body, 1, ${EXCERPT_CHARS}) AS body, search_fts.rank AS score
      FROM search_fts JOIN search_documents d ON d.rowid = search_fts.rowid
      WHERE search_fts MATCH ${match} AND d.tenant_id = ${tenantId} ${extra}
      ORDER BY search_fts.rank LIMIT ${limit}
    )`

  return {
    /** The best `perType` hits of each document type, in one statement. */
    async matchGrouped(terms: string, types: readonly SearchDocumentType[], perType: number): Promise<SearchHit[]> {
      if (types.length === 0) return []
      const parts = types.map((type) => ranked(scoped(scopeToken(tenantId, type), terms), perType))
      return db.all<SearchHit>(sql.join(parts, sql` UNION ALL `))
    },

    /** The best `limit` hits of any type. */
    async matchAny(terms: string, limit: number): Promise<SearchHit[]> {
      return db.all<SearchHit>(ranked(scoped(scopeToken(tenantId), terms), limit))
    },

    /** The best `limit` hits of one document type (the job and applicant pickers). */
    async match(
      terms: string,
      type: SearchDocumentType,
      limit: number,
      filter: { jobStatus?: JobStatus } = {},
    ): Promise<SearchHit[]> {
      const status = filter.jobStatus
        ? sql`AND d.entity_id IN (SELECT ${jobs.id} FROM ${jobs} WHERE ${jobs.tenantId} = ${tenantId} AND ${jobs.status} = ${filter.jobStatus})`
        : sql``
      return db.all<SearchHit>(ranked(scoped(scopeToken(tenantId, type), terms), limit, status))
    },

    /** Writes (or rewrites) one document; an older write never replaces a newer one. */
    upsertStatement(doc: SearchDocumentWrite) {
      return db
        .insert(searchDocuments)
        .values({ tenantId, ...doc })
        .onConflictDoUpdate({
          target: [searchDocuments.tenantId, searchDocuments.docType, searchDocuments.entityId],
          set: { title: doc.title, body: doc.body, updatedAt: doc.updatedAt },
          setWhere: sql`excluded.updated_at >= ${searchDocuments.updatedAt}`,
        })
    },

    removeStatement(docType: SearchDocumentType, entityIds: readonly string[]) {
      return db
        .delete(searchDocuments)
        .where(and(mine, eq(searchDocuments.docType, docType), inArray(searchDocuments.entityId, [...entityIds])))
    },

    /**
     * The assessments (fit reports) of deleted applicants or jobs: their documents are keyed
     * `applicantId:jobId` (assessmentKey), so they go with either side. One statement per 50 ids
     * (D1 binds at most 100 parameters).
     */
    removeAssessmentsStatements(by: { applicantIds?: readonly string[]; jobIds?: readonly string[] }) {
      const patterns = [...(by.applicantIds ?? []).map((id) => `${id}:%`), ...(by.jobIds ?? []).map((id) => `%:${id}`)]
      const statements = []
      for (let i = 0; i < patterns.length; i += 50) {
        const likes = patterns.slice(i, i + 50).map((p) => sql`${searchDocuments.entityId} LIKE ${p}`)
        statements.push(
          db.delete(searchDocuments).where(and(mine, eq(searchDocuments.docType, 'assessment'), or(...likes))),
        )
      }
      return statements
    },
  }
}

/** The entity id of an applicant's assessment for a job: one search document per pair, the latest report. */
export const assessmentKey = (applicantId: string, jobId: string) => `${applicantId}:${jobId}`

export function parseAssessmentKey(key: string): { applicantId: string; jobId: string } | null {
  const at = key.indexOf(':')
  return at > 0 && at < key.length - 1 ? { applicantId: key.slice(0, at), jobId: key.slice(at + 1) } : null
}

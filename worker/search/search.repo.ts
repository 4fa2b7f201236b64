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
export function searchRepo(db: Database, tenantId: string) {
  const mine = eq(searchDocuments.tenantId, tenantId)

  return {
    /**
     * The best `perType` hits of each document type, ranked by bm25 (a title match weighs ten times a
     * body match). `match` is an FTS5 query the service builds from quoted terms only.
     */
    async matchGrouped(match: string, types: readonly SearchDocumentType[], perType: number): Promise<SearchHit[]> {
      if (types.length === 0) return []
      const typeList = sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )
      // bm25() cannot run inside a window function: the hits and their scores are materialized first.
      return db.all<SearchHit>(sql`
        WITH hits AS MATERIALIZED (
          SELECT d.rowid AS id, d.doc_type AS docType, d.entity_id AS entityId, d.title AS title,
                 substr(d.body, 1, ${EXCERPT_CHARS}) AS body, bm25(search_fts, 10.0, 1.0) AS score
          FROM search_fts JOIN search_documents d ON d.rowid = search_fts.rowid
          WHERE search_fts MATCH ${match} AND d.tenant_id = ${tenantId} AND d.doc_type IN (${typeList})
        ), ranked AS (
          SELECT docType, entityId, title, body, score,
                 row_number() OVER (PARTITION BY docType ORDER BY score, id) AS n
          FROM hits
        )
        SELECT docType, entityId, title, body FROM ranked WHERE n <= ${perType} ORDER BY score`)
    },

    /** The best `limit` hits of any type. */
    async matchAny(match: string, limit: number): Promise<SearchHit[]> {
      return db.all<SearchHit>(sql`
        SELECT d.doc_type AS docType, d.entity_id AS entityId, d.title AS title,
               substr(d.body, 1, ${EXCERPT_CHARS}) AS body
        FROM search_fts JOIN search_documents d ON d.rowid = search_fts.rowid
        WHERE search_fts MATCH ${match} AND d.tenant_id = ${tenantId}
        ORDER BY bm25(search_fts, 10.0, 1.0), d.rowid LIMIT ${limit}`)
    },

    /** The best `limit` hits of one document type (the job and applicant pickers). */
    async match(
      match: string,
      type: SearchDocumentType,
      limit: number,
      filter: { jobStatus?: JobStatus } = {},
    ): Promise<SearchHit[]> {
      const status = filter.jobStatus
        ? sql`AND d.entity_id IN (SELECT ${jobs.id} FROM ${jobs} WHERE ${jobs.tenantId} = ${tenantId} AND ${jobs.status} = ${filter.jobStatus})`
        : sql``
      return db.all<SearchHit>(sql`
        SELECT d.doc_type AS docType, d.entity_id AS entityId, d.title AS title,
               substr(d.body, 1, ${EXCERPT_CHARS}) AS body
        FROM search_fts JOIN search_documents d ON d.rowid = search_fts.rowid
        WHERE search_fts MATCH ${match} AND d.tenant_id = ${tenantId} AND d.doc_type = ${type} ${status}
        ORDER BY bm25(search_fts, 10.0, 1.0), d.rowid LIMIT ${limit}`)
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

import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { SEARCH_DOCUMENT_TYPES, SEARCH_REINDEX_PHASES, SEARCH_REINDEX_STATES } from '../../worker/contracts/enums'
import { enumCheck, timestamp, updatedAt } from './columns'
import { tenantRef } from './tenant-scope'

/**
 * What global search indexes: one row per searchable entity. The FTS5 table `search_fts` is an
 * external-content index over this table, kept in sync by triggers (hand-written migration
 * 0001_search_fts.sql), so the integer rowid must be stable: hence AUTOINCREMENT.
 */
export const searchDocuments = sqliteTable(
  'search_documents',
  {
    rowid: integer('rowid').primaryKey({ autoIncrement: true }),
    tenantId: tenantRef(),
    docType: text('doc_type', { enum: SEARCH_DOCUMENT_TYPES }).notNull(),
    entityId: text('entity_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('search_documents_tenant_type_entity_uq').on(t.tenantId, t.docType, t.entityId),
    index('search_documents_tenant_updated_idx').on(t.tenantId, t.updatedAt),
    enumCheck('search_documents_doc_type_ck', t.docType, SEARCH_DOCUMENT_TYPES),
  ],
)

/**
 * The latest search index rebuild of each organization (POST /admin/search/reindex/{organizationId}):
 * where it stands (phase + cursor: the last entity id done) and its progress for the admin. Queue
 * messages carry `run`, so a message of an older run does nothing.
 */
export const searchReindexRuns = sqliteTable(
  'search_reindex_runs',
  {
    tenantId: tenantRef().primaryKey(),
    run: integer('run').notNull(),
    state: text('state', { enum: SEARCH_REINDEX_STATES }).notNull(),
    phase: text('phase', { enum: SEARCH_REINDEX_PHASES }).notNull(),
    cursor: text('cursor'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    startedAt: timestamp('started_at').notNull(),
    finishedAt: timestamp('finished_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    enumCheck('search_reindex_runs_state_ck', t.state, SEARCH_REINDEX_STATES),
    enumCheck('search_reindex_runs_phase_ck', t.phase, SEARCH_REINDEX_PHASES),
  ],
)

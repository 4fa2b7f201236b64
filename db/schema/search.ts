import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { SEARCH_DOCUMENT_TYPES } from '../../worker/contracts/enums'
import { enumCheck, updatedAt } from './columns'
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

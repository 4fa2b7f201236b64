import { sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { storedJson, updatedAt } from './columns'

/**
 * Platform-wide key/value facts that are not configuration (e.g. the 'seed' marker that makes
 * `npm start` seed a local database once). Not tenant-scoped.
 */
export const platformSettings = sqliteTable('platform_settings', {
  key: text('key').primaryKey(),
  value: storedJson('value').notNull(),
  updatedAt: updatedAt(),
})

import { sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { json, updatedAt } from './columns'

/**
 * Platform-wide key/value facts that are not configuration (e.g. the 'seed' marker that makes
 * `npm start` seed a local database once). Not tenant-scoped.
 */
export const platformSettings = sqliteTable('platform_settings', {
  key: text('key').primaryKey(),
  value: json<unknown>('value').notNull(),
  updatedAt: updatedAt(),
})

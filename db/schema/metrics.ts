import { integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { SnapshotSkills } from '../../worker/metrics/snapshot-skills'
import { createdAt, json, timestamp } from './columns'
import { tenantRef } from './tenant-scope'

/**
 * Dashboard aggregates (ADR 0027). Counters are kept current by the writes that change them
 * (applicants.repo), so the dashboard reads a few rows instead of scanning the applicants; the daily
 * roll-up (metrics-rollup.service) recounts them and stores a snapshot that "change versus last week"
 * compares with.
 */

/** Live applicants of a tenant, and the average score of its open jobs as last computed. */
export const tenantCounters = sqliteTable('tenant_counters', {
  tenantId: tenantRef().primaryKey(),
  applicants: integer('applicants').notNull().default(0),
  updatedAt: timestamp('updated_at'),
  /** Recomputed at most every few minutes (metrics.service SCORE_TTL_MS) and by the daily roll-up. */
  averageScore: real('average_score'),
  scoreCount: integer('score_count').notNull().default(0),
  scoreComputedAt: timestamp('score_computed_at'),
})

/** Live applicants having each hard skill, keyed by the taxonomy's canonical skill (skill-key.ts). */
export const skillSupply = sqliteTable(
  'skill_supply',
  {
    tenantId: tenantRef(),
    skillKey: text('skill_key').notNull(),
    label: text('label').notNull(),
    applicants: integer('applicants').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'skill_supply_pk', columns: [t.tenantId, t.skillKey] })],
)

/** One tenant's figures at the end of a day (UTC): what "last week" reads seven days later. */
export const metricSnapshots = sqliteTable(
  'metric_snapshots',
  {
    tenantId: tenantRef(),
    /** Days since 1970-01-01 (UTC). */
    day: integer('day').notNull(),
    applicants: integer('applicants').notNull(),
    openJobs: integer('open_jobs').notNull(),
    averageScore: real('average_score'),
    skills: json<SnapshotSkills>('skills').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'metric_snapshots_pk', columns: [t.tenantId, t.day] })],
)

import type { Services } from '../context'
import { logEvent } from '../lib/log'
import { metricCountersRepo } from './metric-counters.repo'
import { metricsRepo, snapshotWorkRepo } from './metrics.repo'
import { dayOf, metricsService } from './metrics.service'
import { skillKeyOf } from './skill-key'

/** Organizations per cron invocation (each is a handful of queries; D1 allows 1,000 per invocation). */
const TENANTS_PER_RUN = 50
/** Skill rows given a canonical key per organization and run (rows from before keys existed). */
const BACKFILL_ROWS = 2000

/**
 * The dashboard's daily roll-up (ADR 0027), run by the Cron trigger: for every organization without a
 * snapshot for the day of `scheduledTime`, recount the counters (healing any drift), give old skill
 * rows their canonical key, and store the day's figures. Seven days later they are "last week".
 */
export function metricsRollupService(services: Services) {
  return {
    async run(scheduledTime: number) {
      const day = dayOf(scheduledTime)
      const tenants = await snapshotWorkRepo(services.db.platform()).tenantsWithout(day, TENANTS_PER_RUN)
      for (const tenantId of tenants) {
        try {
          await this.rollUp(tenantId, day)
        } catch (err) {
          logEvent('error', 'metrics_rollup_failed', {
            tenantId,
            reason: err instanceof Error ? err.message : 'unknown',
          })
        }
      }
      return { day, tenants: tenants.length }
    },

    async rollUp(tenantId: string, day: number) {
      const db = services.db.forTenant(tenantId)
      const counters = metricCountersRepo(db, tenantId)
      const unkeyed = await counters.unkeyedSkills(BACKFILL_ROWS)
      await counters.setSkillKeys(
        unkeyed.flatMap((r) => {
          const k = skillKeyOf(r.skill)
          return k ? [{ id: r.id, key: k.key }] : []
        }),
      )
      await counters.reconcile(services.now())
      const snapshot = await metricsService(services, tenantId).snapshot(day)
      await metricsRepo(db, tenantId).writeSnapshot(snapshot, services.now())
    },
  }
}

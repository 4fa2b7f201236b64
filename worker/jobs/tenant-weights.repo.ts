import { eq } from 'drizzle-orm'
import { tenantAttributeWeights } from '../../db/schema'
import type { AttributeWeights } from '../../db/schema/jobs'
import type { Weights } from '../contracts/jobs'
import type { Database } from '../db/database'

/** The organization's default attribute weights, copied into jobs created later. */
export function tenantWeightsRepo(db: Database, tenantId: string) {
  return {
    async get(): Promise<AttributeWeights | null> {
      const rows = await db
        .select({ weights: tenantAttributeWeights.weights })
        .from(tenantAttributeWeights)
        .where(eq(tenantAttributeWeights.tenantId, tenantId))
        .limit(1)
      return rows[0]?.weights ?? null
    },

    async set(weights: Weights, at: number) {
      await db
        .insert(tenantAttributeWeights)
        .values({ tenantId, weights, updatedAt: at })
        .onConflictDoUpdate({ target: tenantAttributeWeights.tenantId, set: { weights, updatedAt: at } })
    },
  }
}

import { and, eq, isNull, or } from 'drizzle-orm'
import { aiModels, aiPrompts } from '../../db/schema'
import { AI_PURPOSES, type AiPurpose } from '../contracts/enums'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'
import { DEFAULT_PROMPTS, EMBEDDING_MODEL } from './defaults'

type ModelRow = typeof aiModels.$inferSelect
type PromptRow = typeof aiPrompts.$inferSelect

/**
 * Platform defaults (tenant_id null) and organization overrides of AI models and prompts. A tenant
 * only ever sees defaults and its own rows: every query is scoped to `tenant_id = ? OR tenant_id IS NULL`.
 */
export interface PlatformDefaultModel {
  provider: (typeof aiModels.$inferSelect)['provider']
  modelName: string
  baseUrl: string | null
}

export function aiSettingsRepo(db: Database, now: () => number, platformDefault: PlatformDefaultModel) {
  async function ensureDefaults() {
    const t = now()
    await db.batch([
      db
        .insert(aiModels)
        .values(
          AI_PURPOSES.map((purpose) => ({
            id: newId(t),
            purpose,
            provider: platformDefault.provider,
            modelName:
              purpose === 'embeddings' && platformDefault.provider === 'workers-ai'
                ? EMBEDDING_MODEL
                : platformDefault.modelName,
            baseUrl: platformDefault.baseUrl,
            isDefault: true,
            updatedAt: t,
          })),
        )
        .onConflictDoNothing(),
      db
        .insert(aiPrompts)
        .values(
          AI_PURPOSES.map((purpose) => ({
            id: newId(t),
            purpose,
            template: DEFAULT_PROMPTS[purpose],
            isDefault: true,
            updatedAt: t,
          })),
        )
        .onConflictDoNothing(),
    ])
  }

  return {
    ensureDefaults,

    async models(tenantId: string | null): Promise<ModelRow[]> {
      await ensureDefaults()
      return db
        .select()
        .from(aiModels)
        .where(tenantId ? or(isNull(aiModels.tenantId), eq(aiModels.tenantId, tenantId)) : isNull(aiModels.tenantId))
    },

    async prompts(tenantId: string | null): Promise<PromptRow[]> {
      await ensureDefaults()
      return db
        .select()
        .from(aiPrompts)
        .where(tenantId ? or(isNull(aiPrompts.tenantId), eq(aiPrompts.tenantId, tenantId)) : isNull(aiPrompts.tenantId))
    },

    async upsertModel(row: Omit<typeof aiModels.$inferInsert, 'id'> & { id?: string }) {
      const existing = await db
        .select({ id: aiModels.id })
        .from(aiModels)
        .where(
          and(
            row.tenantId ? eq(aiModels.tenantId, row.tenantId) : isNull(aiModels.tenantId),
            eq(aiModels.purpose, row.purpose),
          ),
        )
        .limit(1)
      if (existing[0]) {
        await db.update(aiModels).set(row).where(eq(aiModels.id, existing[0].id))
        return existing[0].id
      }
      const id = newId(now())
      await db.insert(aiModels).values({ ...row, id })
      return id
    },

    async upsertPrompt(tenantId: string | null, purpose: AiPurpose, template: string) {
      const existing = await db
        .select()
        .from(aiPrompts)
        .where(
          and(tenantId ? eq(aiPrompts.tenantId, tenantId) : isNull(aiPrompts.tenantId), eq(aiPrompts.purpose, purpose)),
        )
        .limit(1)
      const t = now()
      if (existing[0]) {
        await db
          .update(aiPrompts)
          .set({ template, version: existing[0].version + 1, updatedAt: t })
          .where(eq(aiPrompts.id, existing[0].id))
        return existing[0].id
      }
      const id = newId(t)
      await db.insert(aiPrompts).values({ id, tenantId, purpose, template, isDefault: false, updatedAt: t })
      return id
    },

    async deleteOverride(kind: 'model' | 'prompt', tenantId: string, id: string): Promise<AiPurpose | null> {
      const table = kind === 'model' ? aiModels : aiPrompts
      const rows = await db
        .delete(table)
        .where(and(eq(table.id, id), eq(table.tenantId, tenantId)))
        .returning({ purpose: table.purpose })
      return rows[0]?.purpose ?? null
    },
  }
}

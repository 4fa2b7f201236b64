import { sql } from 'drizzle-orm'
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { AI_PURPOSES } from '../../worker/contracts/enums'
import { bool, enumCheck, id, updatedAt } from './columns'
import { organizations } from './tenants'

export const AI_PROVIDERS = ['embedded', 'workers-ai', 'openai-compatible'] as const

/**
 * The model used for one purpose ('parse_cv', 'match_reasoning', 'fit_report', 'messages', 'embeddings').
 * tenant_id null = platform default (admin "default AI models"); an organization row overrides it.
 */
export const aiModels = sqliteTable(
  'ai_models',
  {
    id: id(),
    tenantId: text('tenant_id').references(() => organizations.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: AI_PURPOSES }).notNull(),
    provider: text('provider', { enum: AI_PROVIDERS }).notNull().default('embedded'),
    modelName: text('model_name').notNull(),
    baseUrl: text('base_url'),
    /** Encrypted with the platform key; never returned to the browser. */
    apiKeyEnc: text('api_key_enc'),
    isDefault: bool('is_default').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One organization override and one platform default per purpose.
    uniqueIndex('ai_models_tenant_purpose_uq').on(t.tenantId, t.purpose).where(sql`tenant_id IS NOT NULL`),
    uniqueIndex('ai_models_default_purpose_uq').on(t.purpose).where(sql`tenant_id IS NULL`),
    enumCheck('ai_models_provider_ck', t.provider, AI_PROVIDERS),
    enumCheck('ai_models_purpose_ck', t.purpose, AI_PURPOSES),
  ],
)

/** A prompt template per purpose; version increases on every edit so outputs can cite it. */
export const aiPrompts = sqliteTable(
  'ai_prompts',
  {
    id: id(),
    tenantId: text('tenant_id').references(() => organizations.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: AI_PURPOSES }).notNull(),
    template: text('template').notNull(),
    version: integer('version').notNull().default(1),
    isDefault: bool('is_default').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ai_prompts_tenant_purpose_uq').on(t.tenantId, t.purpose).where(sql`tenant_id IS NOT NULL`),
    uniqueIndex('ai_prompts_default_purpose_uq').on(t.purpose).where(sql`tenant_id IS NULL`),
    enumCheck('ai_prompts_purpose_ck', t.purpose, AI_PURPOSES),
  ],
)

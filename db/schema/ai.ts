import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
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
    purpose: text('purpose').notNull(),
    provider: text('provider', { enum: AI_PROVIDERS }).notNull().default('embedded'),
    modelName: text('model_name').notNull(),
    baseUrl: text('base_url'),
    /** Encrypted with the platform key; never returned to the browser. */
    apiKeyEnc: text('api_key_enc'),
    isDefault: bool('is_default').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ai_models_tenant_purpose_idx').on(t.tenantId, t.purpose),
    enumCheck('ai_models_provider_ck', t.provider, AI_PROVIDERS),
  ],
)

/** A prompt template per purpose; version increases on every edit so outputs can cite it. */
export const aiPrompts = sqliteTable(
  'ai_prompts',
  {
    id: id(),
    tenantId: text('tenant_id').references(() => organizations.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    template: text('template').notNull(),
    version: integer('version').notNull().default(1),
    isDefault: bool('is_default').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [index('ai_prompts_tenant_purpose_idx').on(t.tenantId, t.purpose)],
)

import type { z } from 'zod'
import type { Services } from '../context'
import type { AiModel, AiPrompt, UpdateAiModelRequestSchema } from '../contracts/ai-settings'
import { type AiPurpose, OFFERED_AI_PURPOSES } from '../contracts/enums'
import type { AppConfig } from '../env'
import { AppError } from '../lib/app-error'
import { decryptSecret, encryptSecret } from '../lib/encryption'
import { WORKERS_AI_TEXT_MODEL } from '../providers/ai/workers-ai.llm'
import { aiSettingsRepo, type PlatformDefaultModel } from './ai-settings.repo'
import { EMBEDDED_MODEL, MODEL_SUGGESTIONS } from './defaults'

type ModelInput = z.infer<typeof UpdateAiModelRequestSchema>

/** What the AI port needs for one call: the model and prompt to use, and how to cite them. */
export interface ResolvedAiSettings {
  provider: AiModel['provider']
  modelName: string
  baseUrl: string | null
  apiKey: string | null
  template: string
  /** Stored next to every output: e.g. 'default-v1' or 'org-v3'. */
  promptVersion: string
}

function platformDefaultModel(config: AppConfig): PlatformDefaultModel {
  if (config.AI_PROVIDER === 'workers-ai')
    return { provider: 'workers-ai', modelName: WORKERS_AI_TEXT_MODEL, baseUrl: null }
  if (config.AI_PROVIDER === 'openai-compatible' && config.OPENAI_BASE_URL) {
    return {
      provider: 'openai-compatible',
      modelName: config.OPENAI_MODEL ?? 'gpt-4o-mini',
      baseUrl: config.OPENAI_BASE_URL,
    }
  }
  return { provider: 'embedded', modelName: EMBEDDED_MODEL, baseUrl: null }
}

export function aiSettingsService(services: Services) {
  const { config } = services
  const repo = aiSettingsRepo(services.db.platform(), services.now, platformDefaultModel(config))

  /** A purpose nothing reads is not offered: its rows are neither listed nor changed. */
  const offered = (purpose: AiPurpose) => (OFFERED_AI_PURPOSES as readonly AiPurpose[]).includes(purpose)

  /** The effective row per offered purpose: the organization's override, else the platform default. */
  function effective<T extends { tenantId: string | null; purpose: AiPurpose }>(rows: T[]) {
    return OFFERED_AI_PURPOSES.map((purpose) => {
      const own = rows.find((r) => r.purpose === purpose && r.tenantId !== null)
      const fallback = rows.find((r) => r.purpose === purpose && r.tenantId === null)
      return (own ?? fallback) as T
    }).filter(Boolean)
  }

  const modelView = (r: Awaited<ReturnType<typeof repo.models>>[number]): AiModel => ({
    id: r.id,
    purpose: r.purpose,
    provider: r.provider,
    modelName: r.modelName,
    baseUrl: r.baseUrl,
    hasApiKey: r.apiKeyEnc !== null,
    isDefault: r.tenantId === null,
    updatedAt: r.updatedAt,
  })
  const promptView = (r: Awaited<ReturnType<typeof repo.prompts>>[number]): AiPrompt => ({
    id: r.id,
    purpose: r.purpose,
    template: r.template,
    version: r.version,
    isDefault: r.tenantId === null,
    updatedAt: r.updatedAt,
  })

  async function apiKeyFor(input: ModelInput, current: string | null): Promise<string | null> {
    if (input.provider !== 'openai-compatible') return null
    if (input.apiKey === undefined) return current
    if (input.apiKey === '') return null
    return encryptSecret(services.config, input.apiKey)
  }

  return {
    async listModels(tenantId: string | null) {
      const rows = await repo.models(tenantId)
      return (tenantId ? effective(rows) : rows.filter((r) => offered(r.purpose))).map(modelView)
    },

    async listPrompts(tenantId: string | null) {
      const rows = await repo.prompts(tenantId)
      return (tenantId ? effective(rows) : rows.filter((r) => offered(r.purpose))).map(promptView)
    },

    modelNames() {
      return {
        providers: [
          { provider: 'embedded' as const, available: true, models: [...MODEL_SUGGESTIONS.embedded] },
          {
            provider: 'workers-ai' as const,
            available: services.ai.workersAiAvailable,
            models: [...MODEL_SUGGESTIONS['workers-ai']],
          },
          {
            provider: 'openai-compatible' as const,
            available: true,
            models: [...MODEL_SUGGESTIONS['openai-compatible']],
          },
        ],
      }
    },

    /** `id` is the row the screen showed: the default (an override is created) or the own override. */
    async updateModel(tenantId: string | null, id: string, input: ModelInput) {
      const rows = await repo.models(tenantId)
      const row = rows.find(
        (r) => r.id === id && offered(r.purpose) && (tenantId === null ? r.tenantId === null : true),
      )
      if (!row) throw new AppError('AI_SETTING_NOT_FOUND')
      const own = tenantId === null ? row : rows.find((r) => r.purpose === row.purpose && r.tenantId === tenantId)
      await repo.upsertModel({
        tenantId,
        purpose: row.purpose,
        provider: input.provider,
        modelName: input.modelName,
        baseUrl: input.provider === 'openai-compatible' ? (input.baseUrl ?? null) : null,
        apiKeyEnc: await apiKeyFor(input, own?.apiKeyEnc ?? null),
        isDefault: tenantId === null,
        updatedAt: services.now(),
      })
      return (await this.listModels(tenantId)).find((m) => m.purpose === row.purpose)!
    },

    async updatePrompt(tenantId: string | null, id: string, template: string) {
      const rows = await repo.prompts(tenantId)
      const row = rows.find(
        (r) => r.id === id && offered(r.purpose) && (tenantId === null ? r.tenantId === null : true),
      )
      if (!row) throw new AppError('AI_SETTING_NOT_FOUND')
      await repo.upsertPrompt(tenantId, row.purpose, template)
      return (await this.listPrompts(tenantId)).find((p) => p.purpose === row.purpose)!
    },

    async setToDefault(kind: 'model' | 'prompt', tenantId: string, id: string) {
      const rows = kind === 'model' ? await repo.models(tenantId) : await repo.prompts(tenantId)
      const row = rows.find((r) => r.id === id && offered(r.purpose))
      if (!row) throw new AppError('AI_SETTING_NOT_FOUND')
      // Already the default: nothing to remove.
      if (row.tenantId !== null) await repo.deleteOverride(kind, tenantId, id)
      const list = kind === 'model' ? await this.listModels(tenantId) : await this.listPrompts(tenantId)
      return list.find((x) => x.purpose === row.purpose)!
    },

    /** The model and prompt for one purpose of one organization, with the key decrypted. */
    async resolve(tenantId: string, purpose: AiPurpose): Promise<ResolvedAiSettings> {
      const [models, prompts] = await Promise.all([repo.models(tenantId), repo.prompts(tenantId)])
      // Every purpose resolves (the stored defaults cover all), offered on the screens or not.
      const model = (models.find((m) => m.purpose === purpose && m.tenantId !== null) ??
        models.find((m) => m.purpose === purpose && m.tenantId === null))!
      const prompt = (prompts.find((p) => p.purpose === purpose && p.tenantId !== null) ??
        prompts.find((p) => p.purpose === purpose && p.tenantId === null))!
      return {
        provider: model.provider,
        modelName: model.modelName,
        baseUrl: model.baseUrl,
        // A platform default pointing at the deployment's own OpenAI-compatible endpoint uses its secret.
        apiKey: model.apiKeyEnc
          ? await decryptSecret(config, model.apiKeyEnc)
          : model.tenantId === null && model.baseUrl === (config.OPENAI_BASE_URL ?? null)
            ? (config.OPENAI_API_KEY ?? null)
            : null,
        template: prompt.template,
        promptVersion: `${prompt.tenantId ? 'org' : 'default'}-v${prompt.version}`,
      }
    },
  }
}

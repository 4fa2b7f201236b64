import { z } from 'zod'
import { AI_PURPOSES } from './enums'

/** AI models and AI prompts (spec §2 Organization settings, Admin; §7 AI). */
export const AI_PROVIDER_KINDS = ['embedded', 'workers-ai', 'openai-compatible'] as const

export const AiModelSchema = z.object({
  id: z.string(),
  purpose: z.enum(AI_PURPOSES),
  provider: z.enum(AI_PROVIDER_KINDS),
  modelName: z.string(),
  baseUrl: z.string().nullable(),
  /** The key itself is stored encrypted and never leaves the server. */
  hasApiKey: z.boolean(),
  /** True when this is the platform default (the organization has no override). */
  isDefault: z.boolean(),
  updatedAt: z.number(),
})
export type AiModel = z.infer<typeof AiModelSchema>
export const AiModelListSchema = z.object({ models: z.array(AiModelSchema) })

export const UpdateAiModelRequestSchema = z
  .object({
    provider: z.enum(AI_PROVIDER_KINDS),
    modelName: z.string().trim().min(1, 'Model name is required').max(200),
    baseUrl: z
      .url('It seems not to be a URL')
      .refine((u) => u.startsWith('https://') || u.startsWith('http://127.0.0.1') || u.startsWith('http://localhost'), {
        message: 'The base URL must use https',
      })
      .nullable()
      .optional(),
    /** Write-only: a new key replaces the stored one; omitted keeps it; '' removes it. */
    apiKey: z.string().max(500).optional(),
  })
  .refine((v) => v.provider !== 'openai-compatible' || v.baseUrl, {
    path: ['baseUrl'],
    message: 'An OpenAI-compatible model needs a base URL',
  })

/** GET /ai-model/model-names: suggestions per provider (free text is allowed for openai-compatible). */
export const ModelNamesSchema = z.object({
  providers: z.array(
    z.object({ provider: z.enum(AI_PROVIDER_KINDS), available: z.boolean(), models: z.array(z.string()) }),
  ),
})

export const AiPromptSchema = z.object({
  id: z.string(),
  purpose: z.enum(AI_PURPOSES),
  template: z.string(),
  version: z.number(),
  isDefault: z.boolean(),
  updatedAt: z.number(),
})
export type AiPrompt = z.infer<typeof AiPromptSchema>
export const AiPromptListSchema = z.object({ prompts: z.array(AiPromptSchema) })
export const UpdateAiPromptRequestSchema = z.object({
  template: z.string().trim().min(20, 'Must be at least 20 characters').max(20_000, 'Must be at most 20000 characters'),
})

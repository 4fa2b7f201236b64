import type { AiProvider } from './ai-provider'
import {
  CLIENT_INFO_PROMPT_VERSION,
  clientInfoMessages,
  LlmClientInfoSchema,
  mergeClientInfo,
} from './client-info-extraction'
import { CV_PROMPT_VERSION, cvExtractionMessages, LlmCvSchema, mergeCv } from './cv-extraction'
import { embeddedAi } from './embedded.ai'
import { DEFAULT_RETRY, type JsonLlm, type RetryPolicy, withRetries } from './json-llm'

/**
 * An LLM-backed AI provider (Workers AI or OpenAI-compatible). Every answer is validated against
 * its schema; a timeout, an exhausted retry or an invalid answer falls back to the embedded engine,
 * and the reason is kept with the result.
 */
export interface LlmPrompt {
  instructions?: string
  /** The AI prompts version the instructions came from, cited next to every output. */
  version?: string
}

export function llmAi(llm: JsonLlm, retry: RetryPolicy = DEFAULT_RETRY, prompt: LlmPrompt = {}): AiProvider {
  const promptVersion = prompt.version ? `${CV_PROMPT_VERSION}+${prompt.version}` : CV_PROMPT_VERSION
  const embedded = embeddedAi()
  return {
    name: llm.model,
    async parseCv(text, context) {
      const base = await embedded.parseCv(text, context)
      try {
        const answer = await withRetries(
          (signal) => llm.completeJson(cvExtractionMessages(text, prompt.instructions), signal),
          retry,
        )
        const parsed = LlmCvSchema.safeParse(answer)
        if (!parsed.success) throw new Error(`invalid answer: ${parsed.error.issues[0]?.message ?? 'schema mismatch'}`)
        return { value: mergeCv(base.value, parsed.data), model: llm.model, promptVersion }
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err)
        return { ...base, fallbackReason: `${llm.model}: ${reason}`.slice(0, 300) }
      }
    },
    // No LLM prompt writes fit reports yet (the AI screens do not offer the purpose): the embedded
    // engine writes them, and its result says so, so a stored report never names a model that did not write it.
    writeFitReport: (match, subject) => embedded.writeFitReport(match, subject),
    async draftClientInfo(input) {
      const base = await embedded.draftClientInfo(input)
      try {
        const answer = await withRetries(
          (signal) => llm.completeJson(clientInfoMessages(input, prompt.instructions), signal),
          retry,
        )
        const parsed = LlmClientInfoSchema.safeParse(answer)
        if (!parsed.success) throw new Error(`invalid answer: ${parsed.error.issues[0]?.message ?? 'schema mismatch'}`)
        const version = prompt.version ? `${CLIENT_INFO_PROMPT_VERSION}+${prompt.version}` : CLIENT_INFO_PROMPT_VERSION
        return { value: mergeClientInfo(base.value, parsed.data), model: llm.model, promptVersion: version }
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err)
        return { ...base, fallbackReason: `${llm.model}: ${reason}`.slice(0, 300) }
      }
    },
  }
}

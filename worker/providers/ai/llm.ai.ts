import type { z } from 'zod'
import type { AiProvider, AiResult } from './ai-provider'
import {
  CLIENT_INFO_PROMPT_VERSION,
  clientInfoMessages,
  LlmClientInfoSchema,
  mergeClientInfo,
} from './client-info-extraction'
import { CV_PROMPT_VERSION, cvExtractionMessages, LlmCvSchema, mergeCv } from './cv-extraction'
import { embeddedAi } from './embedded.ai'
import { FIT_REPORT_PROMPT_VERSION, fitReportMessages, LlmFitReportSchema, mergeFitReport } from './fit-report-writing'
import { type ChatMessage, DEFAULT_RETRY, type JsonLlm, type RetryPolicy, withRetries } from './json-llm'
import { acceptMessage, LlmMessageSchema, MESSAGE_PROMPT_VERSION, messageMessages } from './message-writing'
import { versionWith } from './prompt-template'
import { LlmReasoningSchema, REASONING_PROMPT_VERSION, reasoningMessages } from './reasoning-writing'

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
  const embedded = embeddedAi()

  /**
   * One purpose's call: the embedded result first (the fallback, and the frame the model's words go
   * into), then the model's answer checked by `schema` and turned into the value by `accept`.
   */
  async function ask<T, S extends z.ZodType>(
    base: AiResult<T>,
    messages: ChatMessage[],
    schema: S,
    accept: (answer: z.infer<S>) => T,
    promptBase: string,
  ): Promise<AiResult<T>> {
    try {
      const answer = await withRetries((signal) => llm.completeJson(messages, signal), retry)
      const parsed = schema.safeParse(answer)
      if (!parsed.success) throw new Error(`invalid answer: ${parsed.error.issues[0]?.message ?? 'schema mismatch'}`)
      return { value: accept(parsed.data), model: llm.model, promptVersion: versionWith(promptBase, prompt.version) }
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err)
      return { ...base, fallbackReason: `${llm.model}: ${reason}`.slice(0, 300) }
    }
  }

  return {
    name: llm.model,
    async parseCv(text, context) {
      const base = await embedded.parseCv(text, context)
      const messages = cvExtractionMessages(text, prompt.instructions)
      return ask(base, messages, LlmCvSchema, (cv) => mergeCv(base.value, cv), CV_PROMPT_VERSION)
    },
    async writeFitReport(match, subject) {
      const base = await embedded.writeFitReport(match, subject)
      const messages = fitReportMessages(base.value, subject, prompt.instructions)
      return ask(base, messages, LlmFitReportSchema, (r) => mergeFitReport(base.value, r), FIT_REPORT_PROMPT_VERSION)
    },
    async writeReasoning(match, subject) {
      const base = await embedded.writeReasoning(match, subject)
      // The evidence is the embedded report's points in the same language; the reasoning names nobody.
      const { buildFitReport } = await import('../../engine/fit-report')
      const report = buildFitReport(match, { candidateName: null, ...subject })
      const messages = reasoningMessages(report, subject, prompt.instructions)
      return ask(base, messages, LlmReasoningSchema, (r) => r.reasoning, REASONING_PROMPT_VERSION)
    },
    async writeMessage(input) {
      const base = await embedded.writeMessage(input)
      const messages = messageMessages(input, base.value, prompt.instructions)
      return ask(base, messages, LlmMessageSchema, (m) => acceptMessage(input, base.value, m), MESSAGE_PROMPT_VERSION)
    },
    async draftClientInfo(input) {
      const base = await embedded.draftClientInfo(input)
      const messages = clientInfoMessages(input, prompt.instructions)
      return ask(base, messages, LlmClientInfoSchema, (c) => mergeClientInfo(base.value, c), CLIENT_INFO_PROMPT_VERSION)
    },
  }
}

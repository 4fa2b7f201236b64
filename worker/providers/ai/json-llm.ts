/**
 * A language model that answers a chat in JSON mode. The adapters (Workers AI, OpenAI-compatible)
 * differ only in transport; validation, retries and fallback are shared.
 */
export interface JsonLlm {
  /** e.g. 'workers-ai:@cf/meta/llama-3.1-8b-instruct' — stored with every result it produced. */
  readonly model: string
  completeJson(messages: ChatMessage[], signal: AbortSignal): Promise<unknown>
}

export interface ChatMessage {
  role: 'system' | 'user'
  content: string
}

/** A failure worth trying again (rate limit, server error, network). */
export class RetryableLlmError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message)
  }
}

export interface RetryPolicy {
  attempts: number
  baseDelayMs: number
  timeoutMs: number
  sleep: (ms: number) => Promise<void>
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 3,
  baseDelayMs: 500,
  timeoutMs: 30_000,
  sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
}

/** Runs a call with a timeout per attempt, retrying only what is retryable, with doubling delays. */
export async function withRetries<T>(call: (signal: AbortSignal) => Promise<T>, policy: RetryPolicy): Promise<T> {
  let lastError: unknown
  for (let attempt = 0; attempt < policy.attempts; attempt++) {
    try {
      return await call(AbortSignal.timeout(policy.timeoutMs))
    } catch (err) {
      lastError = err
      const retryable = err instanceof RetryableLlmError || (err instanceof Error && err.name === 'TimeoutError')
      if (!retryable || attempt === policy.attempts - 1) break
      const hinted = err instanceof RetryableLlmError ? err.retryAfterMs : null
      await policy.sleep(Math.min(hinted ?? policy.baseDelayMs * 2 ** attempt, 5_000))
    }
  }
  throw lastError
}

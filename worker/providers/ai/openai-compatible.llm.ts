import { z } from 'zod'
import { type ChatMessage, type JsonLlm, RetryableLlmError } from './json-llm'

const ChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
})

export interface OpenAiCompatibleConfig {
  baseUrl: string
  apiKey: string
  model: string
  fetch?: typeof fetch
}

/** Any endpoint that speaks OpenAI's chat completions (hosted or local), in JSON mode. */
export function openAiCompatibleLlm(config: OpenAiCompatibleConfig): JsonLlm {
  const doFetch = config.fetch ?? fetch
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`
  return {
    model: `openai-compatible:${config.model}`,
    async completeJson(messages: ChatMessage[], signal: AbortSignal) {
      let res: Response
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({
            model: config.model,
            messages,
            temperature: 0,
            response_format: { type: 'json_object' },
          }),
          signal,
        })
      } catch (err) {
        if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) throw err
        throw new RetryableLlmError(`network error: ${err instanceof Error ? err.message : String(err)}`)
      }
      if (res.status === 429 || res.status >= 500) {
        const retryAfter = Number(res.headers.get('Retry-After'))
        throw new RetryableLlmError(
          `HTTP ${res.status}`,
          Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null,
        )
      }
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      const parsed = ChatCompletion.safeParse(await res.json().catch(() => null))
      const content = parsed.success ? parsed.data.choices[0]?.message.content : null
      if (!content) throw new Error('the answer has no message content')
      return JSON.parse(content) as unknown
    },
  }
}

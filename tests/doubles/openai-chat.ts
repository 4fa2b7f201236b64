/**
 * An OpenAI-compatible chat-completions double: a `fetch` that answers POST /chat/completions in the
 * API's wire format with scripted replies (JSON content, HTTP errors), recording the requests.
 */
export type ScriptedReply = { content: string } | { status: number; retryAfter?: string; body?: unknown }

export function openAiChatDouble(replies: ScriptedReply[]) {
  const requests: { url: string; authorization: string | null; body: Record<string, unknown> }[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input)
    requests.push({
      url,
      authorization: new Headers(init?.headers).get('Authorization'),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    })
    const reply = replies.shift() ?? { status: 500 }
    if ('content' in reply) {
      return Response.json({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: 1_763_769_600,
        model: 'double-model',
        choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
      })
    }
    const headers = reply.retryAfter ? { 'Retry-After': reply.retryAfter } : undefined
    return Response.json(reply.body ?? { error: { message: 'scripted failure', type: 'server_error' } }, {
      status: reply.status,
      headers,
    })
  }
  return { fetch: fetch as typeof globalThis.fetch, requests }
}

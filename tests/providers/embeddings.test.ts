import { describe, expect, it } from 'vitest'
import { embedWithFallback } from '../../worker/providers/ai/embed-with-fallback'
import { embeddedEmbedder } from '../../worker/providers/ai/embedded.embedder'
import { cosine } from '../../worker/providers/ai/embedder'
import type { RetryPolicy } from '../../worker/providers/ai/json-llm'
import { openAiCompatibleEmbedder } from '../../worker/providers/ai/openai-compatible.embedder'
import { workersAiEmbedder } from '../../worker/providers/ai/workers-ai.embedder'
import { memoryIndex } from '../../worker/providers/vectors/memory.index'
import { vectorizeIndex } from '../../worker/providers/vectors/vectorize.index'
import { vectorizeDouble } from '../doubles/vectorize'
import { workersAiDouble } from '../doubles/workers-ai'

const FAST: RetryPolicy = { attempts: 3, baseDelayMs: 1, timeoutMs: 1000, sleep: async () => {} }
const unit = (i: number, dims: number) => Array.from({ length: dims }, (_, k) => (k === i ? 1 : 0))

describe('embedders', () => {
  it('the embedded embedder puts related texts closer than unrelated ones', async () => {
    const e = embeddedEmbedder()
    const [a, b, c] = await e.embed(
      [
        'Senior Python developer, Django, PostgreSQL',
        'Python backend engineer with Django and Postgres',
        'Krankenpflege auf der Intensivstation',
      ],
      AbortSignal.timeout(1000),
    )
    expect(a).toHaveLength(512)
    expect(cosine(a!, b!)).toBeGreaterThan(cosine(a!, c!) + 0.1)
  })

  it('Workers AI bge-m3: sends the texts, validates the shape', async () => {
    const ai = workersAiDouble({
      '@cf/baai/bge-m3': (input) => {
        const texts = input.text as string[]
        return { shape: [texts.length, 4], data: texts.map((_, i) => unit(i, 4)) }
      },
    })
    const e = workersAiEmbedder(ai, '@cf/baai/bge-m3', 4)
    const result = await embedWithFallback(e, ['a', 'b'], FAST)
    expect(result).toEqual({ vectors: [unit(0, 4), unit(1, 4)], model: 'workers-ai:@cf/baai/bge-m3' })
    expect(ai.calls[0]?.input).toEqual({ text: ['a', 'b'] })
  })

  it('a wrong answer falls back to the embedded embedder with the reason recorded', async () => {
    const ai = workersAiDouble({ '@cf/baai/bge-m3': () => ({ shape: [1, 3], data: [[1, 2, 3]] }) })
    const result = await embedWithFallback(workersAiEmbedder(ai, '@cf/baai/bge-m3', 1024), ['x'], FAST)
    expect(result.model).toBe('embedded:hashing-512')
    expect(result.fallbackReason).toContain('workers-ai:@cf/baai/bge-m3')
  })

  it('OpenAI-compatible /embeddings: orders by index, retries 429, then answers', async () => {
    const requests: unknown[] = []
    let calls = 0
    const fetchDouble = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls++
      requests.push(JSON.parse(String(init?.body)))
      if (calls === 1)
        return Response.json({ error: { message: 'rate limited' } }, { status: 429, headers: { 'Retry-After': '0' } })
      return Response.json({
        object: 'list',
        data: [
          { object: 'embedding', index: 1, embedding: unit(1, 3) },
          { object: 'embedding', index: 0, embedding: unit(0, 3) },
        ],
        model: 'text-embedding-3-small',
        usage: { prompt_tokens: 4, total_tokens: 4 },
      })
    }) as typeof fetch
    const e = openAiCompatibleEmbedder({
      baseUrl: 'https://llm.example/v1/',
      apiKey: 'k',
      model: 'text-embedding-3-small',
      dimensions: 3,
      fetch: fetchDouble,
    })
    const result = await embedWithFallback(e, ['first', 'second'], FAST)
    expect(result.vectors).toEqual([unit(0, 3), unit(1, 3)])
    expect(calls).toBe(2)
    expect(requests[0]).toEqual({ model: 'text-embedding-3-small', input: ['first', 'second'] })
  })
})

describe('vector indexes', () => {
  for (const [name, make] of [
    ['memory', () => memoryIndex()],
    ['vectorize', () => vectorizeIndex(vectorizeDouble().index)],
  ] as const) {
    it(`${name}: nearest first, only within the tenant and kind`, async () => {
      const index = make()
      await index.upsert([
        { id: 'a1', tenantId: 't1', kind: 'applicant', values: [1, 0, 0] },
        { id: 'a2', tenantId: 't1', kind: 'applicant', values: [0.7, 0.7, 0] },
        { id: 'j1', tenantId: 't1', kind: 'job', values: [1, 0, 0] },
        { id: 'x1', tenantId: 't2', kind: 'applicant', values: [1, 0, 0] },
      ])
      const hits = await index.query([1, 0.1, 0], { tenantId: 't1', kind: 'applicant', topK: 10 })
      expect(hits.map((h) => h.id)).toEqual(['a1', 'a2'])
      await index.remove(['a1'])
      expect((await index.query([1, 0, 0], { tenantId: 't1', kind: 'applicant', topK: 10 })).map((h) => h.id)).toEqual([
        'a2',
      ])
    })
  }
})

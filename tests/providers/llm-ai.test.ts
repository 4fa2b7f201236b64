import { describe, expect, it } from 'vitest'
import { scoreMatch } from '../../worker/engine/matching'
import { CV_PROMPT_VERSION } from '../../worker/providers/ai/cv-extraction'
import {
  EMBEDDED_MESSAGES_VERSION,
  EMBEDDED_REASONING_VERSION,
  embeddedAi,
} from '../../worker/providers/ai/embedded.ai'
import { FIT_REPORT_PROMPT_VERSION } from '../../worker/providers/ai/fit-report-writing'
import type { RetryPolicy } from '../../worker/providers/ai/json-llm'
import { llmAi } from '../../worker/providers/ai/llm.ai'
import { MESSAGE_PROMPT_VERSION } from '../../worker/providers/ai/message-writing'
import { openAiCompatibleLlm } from '../../worker/providers/ai/openai-compatible.llm'
import { REASONING_PROMPT_VERSION } from '../../worker/providers/ai/reasoning-writing'
import { WORKERS_AI_TEXT_MODEL, workersAiLlm } from '../../worker/providers/ai/workers-ai.llm'
import { openAiChatDouble } from '../doubles/openai-chat'
import { workersAiDouble } from '../doubles/workers-ai'
import { makeCv, makeJob } from '../engine/matching/fixtures'
import { syntheticCv } from '../fixtures/synthetic-cv'

const fastRetry: RetryPolicy = { attempts: 3, baseDelayMs: 1, timeoutMs: 2_000, sleep: async () => {} }
const cv = syntheticCv(42)

const answer = {
  isCv: true,
  name: cv.name,
  email: cv.email,
  phone: null,
  location: 'Berlin, Germany',
  title: cv.title,
  summary: 'A short summary written by the model.',
  hardSkills: ['Quantum Widgets'],
  softSkills: [],
  languages: [{ language: 'en', proficiency: 'full_professional' }],
  degree: 'master',
  experience: [{ title: cv.title, company: 'Northwind Systems', start: '2019-03', end: 'present' }],
  seniority: 'advanced',
  achievements: [],
}

describe('OpenAI-compatible adapter', () => {
  it('asks in JSON mode with the key, validates the answer and merges it over the embedded parse', async () => {
    const api = openAiChatDouble([{ content: JSON.stringify(answer) }])
    const ai = llmAi(
      openAiCompatibleLlm({ baseUrl: 'https://llm.test/v1/', apiKey: 'sk-test', model: 'm', fetch: api.fetch }),
      fastRetry,
    )
    const result = await ai.parseCv(cv.text, {})
    expect(api.requests[0]?.url).toBe('https://llm.test/v1/chat/completions')
    expect(api.requests[0]?.authorization).toBe('Bearer sk-test')
    expect(api.requests[0]?.body.response_format).toEqual({ type: 'json_object' })
    expect(result.model).toBe('openai-compatible:m')
    expect(result.promptVersion).toBe(CV_PROMPT_VERSION)
    expect(result.fallbackReason).toBeUndefined()
    expect(result.value.summary).toBe('A short summary written by the model.')
    // The model's extra skill is added to the taxonomy-based ones, not instead of them.
    expect(result.value.hardSkills).toEqual(expect.arrayContaining(['Quantum Widgets', ...cv.hardSkills.slice(0, 1)]))
    expect(result.value.evidence).toBeDefined()
  })

  it('retries 429 and 5xx, then succeeds', async () => {
    const api = openAiChatDouble([
      { status: 429, retryAfter: '1' },
      { status: 503 },
      { content: JSON.stringify(answer) },
    ])
    const ai = llmAi(
      openAiCompatibleLlm({ baseUrl: 'https://llm.test/v1', apiKey: 'k', model: 'm', fetch: api.fetch }),
      fastRetry,
    )
    const result = await ai.parseCv(cv.text, {})
    expect(api.requests).toHaveLength(3)
    expect(result.model).toBe('openai-compatible:m')
  })

  it('falls back to the embedded engine, with the reason, on an invalid answer or exhausted retries', async () => {
    const invalid = openAiChatDouble([{ content: JSON.stringify({ ...answer, degree: 'wizard' }) }])
    const a = await llmAi(
      openAiCompatibleLlm({ baseUrl: 'https://x', apiKey: 'k', model: 'm', fetch: invalid.fetch }),
      fastRetry,
    ).parseCv(cv.text, {})
    expect(a.model).toBe('embedded')
    expect(a.fallbackReason).toMatch(/invalid answer/)
    expect(a.value.name).toBe(cv.name)

    const down = openAiChatDouble([{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }])
    const b = await llmAi(
      openAiCompatibleLlm({ baseUrl: 'https://x', apiKey: 'k', model: 'm', fetch: down.fetch }),
      fastRetry,
    ).parseCv(cv.text, {})
    expect(down.requests).toHaveLength(3)
    expect(b.fallbackReason).toMatch(/HTTP 500/)

    const unauthorized = openAiChatDouble([{ status: 401 }])
    const c = await llmAi(
      openAiCompatibleLlm({ baseUrl: 'https://x', apiKey: 'k', model: 'm', fetch: unauthorized.fetch }),
      fastRetry,
    ).parseCv(cv.text, {})
    expect(unauthorized.requests).toHaveLength(1)
    expect(c.fallbackReason).toMatch(/HTTP 401/)
  })
})

describe('Workers AI adapter', () => {
  it('reads the text-generation answer, as a string or an object', async () => {
    for (const response of [JSON.stringify(answer), answer]) {
      const ai = workersAiDouble({ [WORKERS_AI_TEXT_MODEL]: () => ({ response }) })
      const result = await llmAi(workersAiLlm(ai), fastRetry).parseCv(cv.text, {})
      expect(result.model).toBe(`workers-ai:${WORKERS_AI_TEXT_MODEL}`)
      expect(result.value.seniority).toBe('advanced')
      expect(ai.calls[0]?.input.response_format).toEqual({ type: 'json_object' })
    }
  })

  it('retries errors thrown by the binding and falls back when they persist', async () => {
    let calls = 0
    const ai = {
      async run() {
        calls++
        throw new Error('AiError: 3040: Capacity temporarily exceeded')
      },
    }
    const result = await llmAi(workersAiLlm(ai), fastRetry).parseCv(cv.text, {})
    expect(calls).toBe(3)
    expect(result.model).toBe('embedded')
    expect(result.fallbackReason).toMatch(/Capacity/)
  })
})

describe('prose through a Workers AI model (fit report, reasoning, messages)', () => {
  const match = scoreMatch(makeCv(), makeJob())
  const prompt = { instructions: 'Address {{job_title}} in {{language}}; quote {{evidence}}.', version: 'org-v2' }

  it('writes the fit report prose with the prompt, keeping score, knockouts and areas the engine decided', async () => {
    const answer = {
      summary: 'A model summary.',
      strengths: [{ text: 'Strong analysis', facts: [] }],
      gaps: [],
      questions: ['What did you analyse last?'],
    }
    const ai = workersAiDouble({ [WORKERS_AI_TEXT_MODEL]: () => ({ response: JSON.stringify(answer) }) })
    const written = await llmAi(workersAiLlm(ai), fastRetry, prompt).writeFitReport(match, {
      candidateName: 'Alex Example',
      jobTitle: 'Analyst',
      language: 'de_DE',
    })
    const messages = ai.calls[0]?.input.messages as { content: string }[]
    expect(messages[0]?.content).toContain(
      'Instructions: Address Analyst in German; quote (the data between the markers in the next message).',
    )
    expect(written).toMatchObject({
      model: `workers-ai:${WORKERS_AI_TEXT_MODEL}`,
      promptVersion: `${FIT_REPORT_PROMPT_VERSION}+org-v2`,
    })
    const embedded = await embeddedAi().writeFitReport(match, {
      candidateName: 'Alex Example',
      jobTitle: 'Analyst',
      language: 'de_DE',
    })
    expect(written.value).toEqual({ ...embedded.value, ...answer })
  })

  it('writes the match reasoning, and falls back to the embedded text when the answer is empty', async () => {
    const good = workersAiDouble({ [WORKERS_AI_TEXT_MODEL]: () => ({ response: { reasoning: 'Because of SQL.' } }) })
    const subject = { jobTitle: 'Analyst', language: 'en_US' as const }
    const a = await llmAi(workersAiLlm(good), fastRetry, prompt).writeReasoning(match, subject)
    expect(a).toEqual({
      value: 'Because of SQL.',
      model: `workers-ai:${WORKERS_AI_TEXT_MODEL}`,
      promptVersion: `${REASONING_PROMPT_VERSION}+org-v2`,
    })
    const empty = workersAiDouble({ [WORKERS_AI_TEXT_MODEL]: () => ({ response: { reasoning: '  ' } }) })
    const b = await llmAi(workersAiLlm(empty), fastRetry, prompt).writeReasoning(match, subject)
    const embedded = await embeddedAi().writeReasoning(match, subject)
    expect(b).toEqual({ ...embedded, fallbackReason: expect.stringMatching(/invalid answer/) })
    expect(embedded.promptVersion).toBe(EMBEDDED_REASONING_VERSION)
  })

  it('writes messages, refusing an SMS too long or a private client named', async () => {
    const input = {
      decision: 'reject' as const,
      channel: 'sms' as const,
      language: 'en_US' as const,
      candidateName: 'Alex Example',
      jobTitle: 'Analyst',
      organizationName: 'Fjord Staffing',
      hireType: 'staffing' as const,
      clientName: 'Secret Bank',
      clientPrivacy: 'private' as const,
      senderName: 'Ada',
    }
    const ask = async (body: string) => {
      const ai = workersAiDouble({ [WORKERS_AI_TEXT_MODEL]: () => ({ response: { subject: null, body } }) })
      return llmAi(workersAiLlm(ai), fastRetry, prompt).writeMessage(input)
    }
    const ok = await ask('Hi Alex, thank you; we chose another candidate. Ada, Fjord Staffing')
    expect(ok).toMatchObject({
      model: `workers-ai:${WORKERS_AI_TEXT_MODEL}`,
      promptVersion: `${MESSAGE_PROMPT_VERSION}+org-v2`,
    })
    expect(ok.value.sms?.segments).toBe(1)
    const embedded = await embeddedAi().writeMessage(input)
    expect(await ask('x'.repeat(481))).toEqual({ ...embedded, fallbackReason: expect.stringMatching(/too long/) })
    expect(await ask('Secret Bank has decided against you.')).toEqual({
      ...embedded,
      fallbackReason: expect.stringMatching(/private client/),
    })
    expect(embedded.promptVersion).toBe(EMBEDDED_MESSAGES_VERSION)
  })
})

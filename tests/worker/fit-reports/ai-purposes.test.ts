import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  EMBEDDED_FIT_REPORT_VERSION,
  EMBEDDED_MESSAGES_VERSION,
  EMBEDDED_REASONING_VERSION,
} from '../../../worker/providers/ai/embedded.ai'
import { FIT_REPORT_PROMPT_VERSION } from '../../../worker/providers/ai/fit-report-writing'
import { MESSAGE_PROMPT_VERSION } from '../../../worker/providers/ai/message-writing'
import { REASONING_PROMPT_VERSION } from '../../../worker/providers/ai/reasoning-writing'
import { openAiChatDouble, type ScriptedReply } from '../../doubles/openai-chat'
import { createApplicant, createJob, createOrganization, createUser } from '../support/factories'
import { call, type Session, signIn } from '../support/http'

/**
 * Match reasoning, fit-report prose and candidate messages go through the AI port with the
 * organization's AI models / AI prompts settings (issue 12 point 7, ADR 0039). The OpenAI-compatible
 * endpoint is the wire-format double, standing in for the network `fetch` the adapter calls.
 */

type Purpose = 'match_reasoning' | 'fit_report' | 'messages'
const BASE_URL = 'https://llm.test/v1'

afterEach(() => {
  vi.unstubAllGlobals()
})

async function organization(name: string) {
  const org = await createOrganization({ name, language: 'en_US' })
  const user = await createUser({ name: 'Ada Sample', memberOf: [{ organizationId: org.id }] })
  const session = await signIn(user.email, user.password)
  const applicant = await createApplicant(org.id, {
    name: 'Jonas Beispiel',
    title: 'Data Engineer',
    hardSkills: ['Python', 'SQL'],
    degree: 'bachelor',
    seniority: 'advanced',
    yearsOfExperience: 7,
    languages: [{ language: 'en', proficiency: 'full_professional' }],
  })
  const job = await createJob(org.id, {
    title: 'Senior Data Engineer',
    status: 'OPEN',
    requirements: [
      { attribute: 'skills', operator: 'EQUALS', value: 'Python', mandatory: true },
      { attribute: 'skills', operator: 'EQUALS', value: 'Apache Spark' },
      { attribute: 'degree', operator: 'GTE', value: 'master', mandatory: true },
    ],
  })
  return { org, session, applicant, job }
}

/** The organization's own model and prompt for one purpose, set through the AI settings screens' API. */
async function configure(session: Session, purpose: Purpose, template: string) {
  const models = (
    (await (await call('/api/ai-model', { session })).json()) as { models: { id: string; purpose: string }[] }
  ).models
  const model = models.find((m) => m.purpose === purpose)
  expect(model, `${purpose} is offered on the AI models screen`).toBeDefined()
  const setModel = await call(`/api/ai-model/${model!.id}/update`, {
    method: 'POST',
    session,
    json: { provider: 'openai-compatible', modelName: 'gpt-4o-mini', baseUrl: BASE_URL, apiKey: 'sk-org-key' },
  })
  expect(setModel.status).toBe(200)
  const prompts = (
    (await (await call('/api/ai-prompt', { session })).json()) as { prompts: { id: string; purpose: string }[] }
  ).prompts
  const prompt = prompts.find((p) => p.purpose === purpose)
  expect(prompt, `${purpose} is offered on the AI prompts screen`).toBeDefined()
  const setPrompt = await call(`/api/ai-prompt/${prompt!.id}/update`, { method: 'POST', session, json: { template } })
  expect(setPrompt.status).toBe(200)
  expect(await setPrompt.json()).toMatchObject({ version: 1, isDefault: false })
}

/** The double answers the model's calls; every other outgoing request would fail the test. */
function modelEndpoint(replies: ScriptedReply[]) {
  const api = openAiChatDouble(replies)
  vi.stubGlobal('fetch', api.fetch)
  return api
}

type Chat = { model: string; messages: { role: string; content: string }[]; response_format: unknown }
const chatOf = (api: ReturnType<typeof openAiChatDouble>, i = 0) => api.requests[i]!.body as unknown as Chat

const fitReportAnswer = {
  summary: 'Jonas brings seven years of Python, but the master degree the job requires is missing.',
  strengths: [{ text: 'Python in daily use', facts: ['Python', 'a fact the engine never found'] }],
  gaps: [{ text: 'No Apache Spark mentioned', facts: [] }],
  questions: ['Which data pipelines have you built in Python?', 'How would you learn Apache Spark?'],
}

async function fitReport(session: Session, applicantId: string, jobId: string) {
  const res = await call('/api/applicants/fit-report', { method: 'POST', session, json: { applicantId, jobId } })
  expect(res.status).toBe(200)
  return (await res.json()) as {
    id: string
    report: {
      summary: string
      score: number
      knockout: boolean
      knockouts: { text: string }[]
      strengths: { text: string; facts: string[] }[]
      gaps: { text: string }[]
      questions: string[]
    }
    model: string
    promptVersion: string
    fallbackReason?: string
  }
}

async function storedReport(id: string) {
  return env.DB.prepare('SELECT model, prompt_version, fallback_reason FROM fit_reports WHERE id = ?')
    .bind(id)
    .first<{ model: string; prompt_version: string; fallback_reason: string | null }>()
}

describe('fit-report prose through the AI port', () => {
  it('an organization set to openai-compatible gets its prose from the model with its prompt, and the report says so', async () => {
    const { session, applicant, job } = await organization('Fjord Talent')
    const embedded = await fitReport(session, applicant.id, job.id)
    await configure(session, 'fit_report', 'Write for {{job_title}} in {{language}}; be candid about gaps.')
    const api = modelEndpoint([{ content: JSON.stringify(fitReportAnswer) }])

    const body = await fitReport(session, applicant.id, job.id)
    expect(api.requests).toHaveLength(1)
    expect(api.requests[0]!.url).toBe(`${BASE_URL}/chat/completions`)
    expect(api.requests[0]!.authorization).toBe('Bearer sk-org-key')
    const chat = chatOf(api)
    expect(chat.model).toBe('gpt-4o-mini')
    expect(chat.response_format).toEqual({ type: 'json_object' })
    expect(chat.messages[0]!.content).toContain(
      'Instructions: Write for Senior Data Engineer in English; be candid about gaps.',
    )
    // The engine's evidence travels as fenced data, with the score the engine decided.
    expect(chat.messages[1]!.content).toContain('<<<EVIDENCE')
    expect(chat.messages[1]!.content).toContain(`"score":${embedded.report.score}`)

    expect(body.report.summary).toBe(fitReportAnswer.summary)
    expect(body.report.questions).toEqual(fitReportAnswer.questions)
    expect(body.report.gaps.map((g) => g.text)).toEqual(['No Apache Spark mentioned'])
    // A fact the engine did not find is dropped; score and knockouts stay the engine's.
    expect(body.report.strengths).toEqual([{ text: 'Python in daily use', facts: expect.any(Array) }])
    expect(body.report.strengths[0]!.facts).not.toContain('a fact the engine never found')
    expect(body.report.score).toBe(embedded.report.score)
    expect(body.report.knockouts).toEqual(embedded.report.knockouts)

    const version = `${FIT_REPORT_PROMPT_VERSION}+org-v1`
    expect(body).toMatchObject({ model: 'openai-compatible:gpt-4o-mini', promptVersion: version })
    expect(body.fallbackReason).toBeUndefined()
    expect(await storedReport(body.id)).toEqual({
      model: 'openai-compatible:gpt-4o-mini',
      prompt_version: version,
      fallback_reason: null,
    })
  })

  it('an invalid answer falls back to the embedded report and records why', async () => {
    const { session, applicant, job } = await organization('Fjord Talent')
    const embedded = await fitReport(session, applicant.id, job.id)
    await configure(session, 'fit_report', 'Be brief and name the gaps.')
    const api = modelEndpoint([{ content: JSON.stringify({ summary: '', strengths: 'none' }) }])

    const body = await fitReport(session, applicant.id, job.id)
    expect(api.requests).toHaveLength(1)
    expect(body.report).toEqual(embedded.report)
    expect(body).toMatchObject({ model: 'embedded', promptVersion: EMBEDDED_FIT_REPORT_VERSION })
    expect(body.fallbackReason).toMatch(/^openai-compatible:gpt-4o-mini: invalid answer/)
    expect(await storedReport(body.id)).toEqual({
      model: 'embedded',
      prompt_version: EMBEDDED_FIT_REPORT_VERSION,
      fallback_reason: body.fallbackReason,
    })
  })
})

interface Reasoning {
  reasoning: string
  model: string
  reasoningModel: string | null
  reasoningPromptVersion: string | null
}

/** A scored pair as a matching run stores it, with the score the engine computes for it. */
async function scoredPair(org: { id: string }, jobId: string, applicantId: string, score: number, knockout: boolean) {
  await env.DB.prepare(
    `INSERT INTO matches (tenant_id, job_id, applicant_id, score, knockout, areas, evidence, model, prompt_version, computed_at)
     VALUES (?, ?, ?, ?, ?, ?, '{"knockouts":[]}', 'embedded', 'embedded-parser@2', ?)`,
  )
    .bind(
      org.id,
      jobId,
      applicantId,
      score,
      knockout ? 1 : 0,
      JSON.stringify({ s: [1, 2, 3, 4, 5, 6, 7, 8], w: [1, 1, 1, 1, 1, 1, 1, 1], n: [0, 0, 0, 0, 0, 0, 0, 0] }),
      Date.now(),
    )
    .run()
}

async function reasoningOf(session: Session, jobId: string, applicantId: string) {
  const res = await call(`/api/jobs/${jobId}/match-reasoning?applicantId=${applicantId}`, { session })
  expect(res.status).toBe(200)
  return (await res.json()) as Reasoning
}

async function storedReasoning(jobId: string, applicantId: string) {
  return env.DB.prepare(
    'SELECT reasoning, reasoning_model, reasoning_prompt_version FROM matches WHERE job_id = ? AND applicant_id = ?',
  )
    .bind(jobId, applicantId)
    .first<{ reasoning: string | null; reasoning_model: string | null; reasoning_prompt_version: string | null }>()
}

describe('match reasoning through the AI port', () => {
  it('an organization set to openai-compatible gets the reasoning from the model; the pair stores who wrote it', async () => {
    const { org, session, applicant, job } = await organization('Fjord Talent')
    const { report } = await fitReport(session, applicant.id, job.id)
    await scoredPair(org, job.id, applicant.id, report.score, report.knockout)
    await configure(session, 'match_reasoning', 'In {{language}}, explain the {{score}} points in two sentences.')
    const text = 'Strong Python, but the mandatory master degree is missing, which rules the application out.'
    const api = modelEndpoint([{ content: JSON.stringify({ reasoning: text }) }])

    const body = await reasoningOf(session, job.id, applicant.id)
    expect(api.requests).toHaveLength(1)
    const chat = chatOf(api)
    expect(chat.model).toBe('gpt-4o-mini')
    expect(chat.messages[0]!.content).toContain(
      `Instructions: In English, explain the ${Math.round(report.score)} points in two sentences.`,
    )
    expect(chat.messages[1]!.content).toContain('<<<EVIDENCE')
    const version = `${REASONING_PROMPT_VERSION}+org-v1`
    expect(body).toMatchObject({
      reasoning: text,
      // The CV facts' model is still the parser's; the reasoning names its own.
      model: 'embedded',
      reasoningModel: 'openai-compatible:gpt-4o-mini',
      reasoningPromptVersion: version,
    })
    expect(await storedReasoning(job.id, applicant.id)).toEqual({
      reasoning: text,
      reasoning_model: 'openai-compatible:gpt-4o-mini',
      reasoning_prompt_version: version,
    })
    // Cached: opened again, the model is not asked again.
    expect((await reasoningOf(session, job.id, applicant.id)).reasoning).toBe(text)
    expect(api.requests).toHaveLength(1)
  })

  it('a failing model falls back to the embedded reasoning, which the pair records', async () => {
    const { org, session, applicant, job } = await organization('Fjord Talent')
    const { report } = await fitReport(session, applicant.id, job.id)
    await scoredPair(org, job.id, applicant.id, report.score, report.knockout)
    await configure(session, 'match_reasoning', 'Explain the score plainly.')
    // 400 is not retried: the embedded engine answers at once.
    const api = modelEndpoint([{ status: 400 }])

    const body = await reasoningOf(session, job.id, applicant.id)
    expect(api.requests).toHaveLength(1)
    expect(body.reasoning).toMatch(/^Overall .* of 100 points\./)
    expect(body).toMatchObject({ reasoningModel: 'embedded', reasoningPromptVersion: EMBEDDED_REASONING_VERSION })
    expect(await storedReasoning(job.id, applicant.id)).toMatchObject({
      reasoning_model: 'embedded',
      reasoning_prompt_version: EMBEDDED_REASONING_VERSION,
    })
  })
})

interface Message {
  subject: string | null
  body: string
  sms: { segments: number } | null
  model: string
  promptVersion: string
  fallbackReason?: string
}

async function message(session: Session, applicantId: string, jobId: string, channel: 'email' | 'sms' = 'email') {
  const res = await call('/api/applicants/fit-report/message', {
    method: 'POST',
    session,
    json: { applicantId, jobId, decision: 'invite', channel, language: 'de_DE' },
  })
  expect(res.status).toBe(200)
  return (await res.json()) as Message
}

describe('candidate messages through the AI port', () => {
  it('an organization set to openai-compatible gets the message from the model with its prompt', async () => {
    const { session, applicant, job } = await organization('Fjord Talent')
    await configure(session, 'messages', 'Write a {{decision}} as {{channel}} in {{language}} for {{company}}.')
    const answer = { subject: 'Einladung zum Gespräch', body: 'Hallo Jonas,\n\nwir laden Sie ein.\n\nAda Sample' }
    const sms = { subject: null, body: 'Hallo Jonas, wir laden Sie zum Gespräch ein. Ada Sample' }
    const api = modelEndpoint([{ content: JSON.stringify(answer) }, { content: JSON.stringify(sms) }])

    const email = await message(session, applicant.id, job.id)
    const chat = chatOf(api)
    expect(chat.model).toBe('gpt-4o-mini')
    expect(chat.messages[0]!.content).toContain('Instructions: Write a invite as an email in German for Fjord Talent.')
    expect(chat.messages[1]!.content).toContain('"candidateName":"Jonas Beispiel"')
    const version = `${MESSAGE_PROMPT_VERSION}+org-v1`
    expect(email).toMatchObject({ ...answer, model: 'openai-compatible:gpt-4o-mini', promptVersion: version })

    const text = await message(session, applicant.id, job.id, 'sms')
    expect(text).toMatchObject({ subject: null, body: sms.body, promptVersion: version })
    expect(text.sms?.segments).toBe(1)
    expect(api.requests).toHaveLength(2)
  })

  it('an email without subject is refused: the embedded message is sent back, saying why', async () => {
    const { session, applicant, job } = await organization('Fjord Talent')
    const embedded = await message(session, applicant.id, job.id)
    await configure(session, 'messages', 'Be warm and keep it short.')
    modelEndpoint([{ content: JSON.stringify({ subject: null, body: 'Hallo' }) }])

    const body = await message(session, applicant.id, job.id)
    expect(body).toEqual({
      ...embedded,
      fallbackReason: 'openai-compatible:gpt-4o-mini: invalid answer: the email has no subject',
    })
    expect(embedded).toMatchObject({ model: 'embedded', promptVersion: EMBEDDED_MESSAGES_VERSION })
  })
})

describe('AI settings stay with their organization', () => {
  it("another organization's model never writes this one's reasoning, reports or messages", async () => {
    const configured = await organization('Fjord Talent')
    await configure(configured.session, 'fit_report', 'Configured elsewhere.')
    await configure(configured.session, 'messages', 'Configured elsewhere.')
    await configure(configured.session, 'match_reasoning', 'Configured elsewhere.')
    const other = await organization('Kvarn Recruiting')
    const api = modelEndpoint([])

    const report = await fitReport(other.session, other.applicant.id, other.job.id)
    expect(report).toMatchObject({ model: 'embedded', promptVersion: EMBEDDED_FIT_REPORT_VERSION })
    expect(report.fallbackReason).toBeUndefined()
    expect(await message(other.session, other.applicant.id, other.job.id)).toMatchObject({
      model: 'embedded',
      promptVersion: EMBEDDED_MESSAGES_VERSION,
    })
    await scoredPair(other.org, other.job.id, other.applicant.id, report.report.score, report.report.knockout)
    expect(await reasoningOf(other.session, other.job.id, other.applicant.id)).toMatchObject({
      reasoningModel: 'embedded',
      reasoningPromptVersion: EMBEDDED_REASONING_VERSION,
    })
    expect(api.requests).toHaveLength(0)
  })
})

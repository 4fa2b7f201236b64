import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { filenameFromDisposition } from '../../web/api/fit-reports'
import { smsStatusText } from '../../web/features/fit-report/sms-counter'
import { recruiter, signedIn } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const user = () =>
  recruiter({ permissions: ['DASHBOARD', 'PROFILE', 'APPLICANT_READ', 'APPLICANT_CREATE', 'JOB_READ'] })

function fitReport(overrides: Record<string, unknown> = {}) {
  return {
    id: 'fit-1',
    applicant: { id: 'app-1', name: 'Grace Hopper' },
    job: { id: 'job-1', title: 'Compiler engineer' },
    model: 'embedded',
    promptVersion: 'fit-report@1',
    createdAt: Date.UTC(2026, 10, 20, 9, 30),
    report: {
      language: 'en_US',
      score: 64,
      knockout: true,
      summary: 'Strong compiler background; German below the required level.',
      strengths: [{ text: 'Compilers match the required skills', facts: ['Hard skill: Compilers', 'Wrote A-0'] }],
      gaps: [{ text: 'Kubernetes is missing', facts: [] }],
      knockouts: [{ text: 'German at C1 is mandatory', facts: ['German: Limited working proficiency'] }],
      questions: ['How would you port FLOW-MATIC today?', 'Describe a compiler you led.'],
      areas: [
        { area: 'skills', label: 'Skills', score: 82, weight: 40, neutral: false },
        { area: 'languages', label: 'Languages', score: 20, weight: 20, neutral: false },
        { area: 'culture', label: 'Culture fit', score: 50, weight: 10, neutral: true },
      ],
    },
    ...overrides,
  }
}

function message(overrides: Record<string, unknown> = {}) {
  return {
    language: 'en_US',
    dir: 'ltr',
    subject: 'Your application',
    body: 'Dear Grace, we would like to invite you.',
    sms: null,
    model: 'embedded',
    promptVersion: 'embedded-messages@1',
    ...overrides,
  }
}

const base = (extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) => ({
  'GET /api/auth/session': json(signedIn(user())),
  'GET /api/upload-status': () => sseStream().response,
  'POST /api/applicants/fit-report': json(fitReport()),
  ...extra,
})

const PATH = '/applicants/app-1/fit-report?jobId=job-1'
const section = (name: string) => screen.getByRole('region', { name })

afterEach(() => {
  vi.useRealTimers()
})

describe('fit report page', () => {
  it('generates the report on open and shows score, knockouts with evidence, areas and questions', async () => {
    const calls = mockApi(base())
    renderApp(PATH)
    expect(await screen.findByRole('heading', { name: 'Fit report: Grace Hopper', level: 1 })).toBeTruthy()
    expect(screen.getByText('for Compiler engineer')).toBeTruthy()
    const generate = calls.filter((call) => call.path === '/api/applicants/fit-report')
    expect(generate).toHaveLength(1)
    expect(generate[0]?.body).toEqual({ applicantId: 'app-1', jobId: 'job-1' })

    expect(screen.getByRole('note').textContent).toContain('Knockout')
    expect(screen.getByRole('note').textContent).toContain('Mandatory requirements not met: 1')
    expect(section('Score').textContent).toContain('64')
    expect(section('Summary').textContent).toContain('German below the required level')

    const knockouts = section('Knockouts')
    expect(knockouts.textContent).toContain('German at C1 is mandatory')
    const evidence = within(knockouts).getByRole('list', { name: 'Evidence' })
    expect(within(evidence).getByText('German: Limited working proficiency')).toBeTruthy()
    const strengths = within(section('Strengths')).getByRole('list', { name: 'Evidence' })
    expect(
      within(strengths)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Hard skill: Compilers', 'Wrote A-0'])
    // A point without facts has no empty evidence list.
    expect(within(section('Gaps')).queryByRole('list', { name: 'Evidence' })).toBeNull()

    const rows = within(section('Scores by area')).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'AreaScoreWeight',
      'Skills8240 %',
      'Languages2020 %',
      'Culture fitno data10 %',
    ])
    const questions = within(section('Questions for the interview')).getAllByRole('listitem')
    expect(questions.map((q) => q.textContent)).toEqual([
      'How would you port FLOW-MATIC today?',
      'Describe a compiler you led.',
    ])

    expect(screen.getByRole('link', { name: 'Back to the candidate' }).getAttribute('href')).toBe('/applicants/app-1')
    expect(screen.getByRole('link', { name: "Back to the job's matches" }).getAttribute('href')).toBe(
      '/jobs/job-1?tab=matches',
    )
  })

  it("says 'Failed to generate candidate fit report' and tries again", async () => {
    let attempts = 0
    mockApi(
      base({
        'POST /api/applicants/fit-report': () => {
          attempts += 1
          return attempts === 1
            ? apiError('INTERNAL', 500)
            : json(fitReport({ report: { ...fitReport().report, knockout: false, knockouts: [] } }))
        },
      }),
    )
    const { user: ui } = renderApp(PATH)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Failed to generate candidate fit report')
    await ui.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Fit report: Grace Hopper', level: 1 })).toBeTruthy()
    expect(screen.queryByRole('note')).toBeNull()
    expect(section('Knockouts').textContent).toContain('None')
  })

  it('asks for a job when the link has none', async () => {
    const calls = mockApi(base())
    renderApp('/applicants/app-1/fit-report')
    expect(await screen.findByText(/Choose a job first/)).toBeTruthy()
    expect(calls.some((call) => call.path === '/api/applicants/fit-report')).toBe(false)
  })

  it('regenerates in the chosen report language', async () => {
    const calls = mockApi(base())
    const { user: ui, router } = renderApp(PATH)
    await screen.findByRole('heading', { name: 'Fit report: Grace Hopper', level: 1 })
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Report language' }), 'de_DE')
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/applicants/fit-report').map((c) => c.body)).toEqual([
        { applicantId: 'app-1', jobId: 'job-1' },
        { applicantId: 'app-1', jobId: 'job-1', language: 'de_DE' },
      ]),
    )
    expect(router.state.location.search).toEqual({ jobId: 'job-1', language: 'de_DE' })
  })

  it('downloads the PDF under the name the server gives', async () => {
    const calls = mockApi(
      base({
        'POST /api/applicants/fit-report-pdf': () =>
          new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
            status: 200,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="fit-report-grace-hopper-compiler-engineer.pdf"',
            },
          }),
      }),
    )
    const created: Blob[] = []
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob)
      return 'blob:fit-report'
    })
    const revokeObjectURL = vi.fn()
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }))
    const clicked: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download })
    })
    const { user: ui } = renderApp(PATH)
    await screen.findByRole('heading', { name: 'Fit report: Grace Hopper', level: 1 })
    await ui.click(screen.getByRole('button', { name: 'Download PDF' }))
    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:fit-report', download: 'fit-report-grace-hopper-compiler-engineer.pdf' }]),
    )
    const pdf = calls.find((call) => call.path === '/api/applicants/fit-report-pdf')
    expect(pdf?.method).toBe('POST')
    expect(pdf?.body).toEqual({ applicantId: 'app-1', jobId: 'job-1' })
    expect(pdf?.headers.get('X-CSRF-Token')).toBe('csrf-token-1')
    expect(new Uint8Array(await (created[0] as Blob).arrayBuffer())).toEqual(new Uint8Array([0x25, 0x50, 0x44, 0x46]))
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:fit-report'))
  })

  it('tells when the PDF cannot be made', async () => {
    mockApi(base({ 'POST /api/applicants/fit-report-pdf': apiError('INTERNAL', 500) }))
    const { user: ui } = renderApp(PATH)
    await screen.findByRole('heading', { name: 'Fit report: Grace Hopper', level: 1 })
    await ui.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(await screen.findByText('The PDF could not be downloaded')).toBeTruthy()
  })
})

describe('message composer', () => {
  it('offers the 18 message languages by their own names', async () => {
    mockApi(base())
    renderApp(PATH)
    await screen.findByRole('heading', { name: 'Fit report: Grace Hopper', level: 1 })
    const select = screen.getByRole('combobox', { name: 'Language' })
    const options = within(select).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([
      'Deutsch',
      'English',
      'Français',
      'Español',
      'Italiano',
      'Português',
      'Polski',
      'Lietuvių',
      'Eesti',
      'Latviešu',
      'العربية',
      'Svenska',
      'Nederlands',
      'Українська',
      'Slovenčina',
      'Čeština',
      'Türkçe',
      'Magyar',
    ])
    // Preselected: the report's language.
    expect((select as HTMLSelectElement).value).toBe('en_US')
    expect(options.find((o) => o.textContent === 'العربية')?.getAttribute('lang')).toBe('ar')
  })

  it('generates a German invite email with an editable subject and body, and copies them', async () => {
    const calls = mockApi(
      base({
        'POST /api/applicants/fit-report/message': json(
          message({
            language: 'de_DE',
            subject: 'Einladung zum Gespräch',
            body: 'Liebe Grace, wir laden Sie ein.',
            model: 'openai-compatible:gpt-4o-mini',
            promptVersion: 'messages@1+org-v2',
          }),
        ),
      }),
    )
    const { user: ui } = renderApp(PATH)
    await screen.findByRole('heading', { name: 'Fit report: Grace Hopper', level: 1 })
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de_DE')
    await ui.click(screen.getByRole('button', { name: 'Generate' }))
    const subject = await screen.findByRole('textbox', { name: 'Subject' })
    expect(calls.find((call) => call.path === '/api/applicants/fit-report/message')?.body).toEqual({
      applicantId: 'app-1',
      jobId: 'job-1',
      decision: 'invite',
      channel: 'email',
      language: 'de_DE',
    })
    expect((subject as HTMLInputElement).value).toBe('Einladung zum Gespräch')
    // Who wrote it: the organization's messages model and prompt (ADR 0039).
    expect(screen.getByText('Written by openai-compatible:gpt-4o-mini, prompt messages@1+org-v2')).toBeTruthy()
    const body = screen.getByRole('textbox', { name: 'Message' })
    expect(body.getAttribute('lang')).toBe('de')
    expect(body.getAttribute('dir')).toBe('ltr')
    await ui.type(body, ' Bis bald.')
    await ui.click(screen.getByRole('button', { name: 'Copy message' }))
    expect(await navigator.clipboard.readText()).toBe('Liebe Grace, wir laden Sie ein. Bis bald.')
    expect(await screen.findByText('Copied to the clipboard')).toBeTruthy()
    await ui.click(screen.getByRole('button', { name: 'Copy subject' }))
    expect(await navigator.clipboard.readText()).toBe('Einladung zum Gespräch')
  })

  it('writes Arabic right to left', async () => {
    mockApi(
      base({
        'POST /api/applicants/fit-report/message': json(
          message({ language: 'ar_MSA', dir: 'rtl', subject: 'دعوة لمقابلة', body: 'عزيزتي غريس، يسعدنا دعوتك.' }),
        ),
      }),
    )
    const { user: ui } = renderApp(PATH)
    await screen.findByRole('heading', { name: 'Fit report: Grace Hopper', level: 1 })
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar_MSA')
    await ui.click(screen.getByRole('button', { name: 'Generate' }))
    const body = await screen.findByRole('textbox', { name: 'Message' })
    expect(body.getAttribute('dir')).toBe('rtl')
    expect(body.getAttribute('lang')).toBe('ar')
    expect(screen.getByRole('textbox', { name: 'Subject' }).getAttribute('dir')).toBe('rtl')
  })

  it('counts short-text segments live while the text is edited', async () => {
    const calls = mockApi(
      base({
        'POST /api/applicants/fit-report/message': json(
          message({
            language: 'pl_PL',
            subject: null,
            body: 'Zapraszamy na rozmowe.',
            sms: { encoding: 'GSM-7', units: 22, segments: 1, perSegment: 160, remaining: 138 },
          }),
        ),
      }),
    )
    const { user: ui } = renderApp(PATH)
    await screen.findByRole('heading', { name: 'Fit report: Grace Hopper', level: 1 })
    await ui.click(screen.getByRole('radio', { name: 'Reject' }))
    await ui.click(screen.getByRole('radio', { name: 'Short text' }))
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pl_PL')
    await ui.click(screen.getByRole('button', { name: 'Generate' }))
    const text = await screen.findByRole('textbox', { name: 'Short text' })
    expect(calls.find((call) => call.path === '/api/applicants/fit-report/message')?.body).toMatchObject({
      decision: 'reject',
      channel: 'sms',
      language: 'pl_PL',
    })
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull()
    const counterId = text.getAttribute('aria-describedby') ?? ''
    const counter = () => document.getElementById(counterId)?.textContent
    expect(counter()).toBe('1 segment · GSM-7 · 138 characters left')

    // A Polish letter outside GSM-7 switches the whole text to UCS-2 (70 per segment).
    await ui.type(text, ' Dziękujemy')
    expect(counter()).toBe('1 segment · UCS-2 · 37 characters left')

    await ui.clear(text)
    await ui.click(text)
    await ui.paste('a'.repeat(161))
    expect(counter()).toBe('2 segments · GSM-7 · 145 characters left')
    expect(screen.getByRole('button', { name: 'Copy short text' })).toBeTruthy()
  })

  it('says when the message cannot be generated', async () => {
    mockApi(base({ 'POST /api/applicants/fit-report/message': apiError('INTERNAL', 500) }))
    const { user: ui } = renderApp(PATH)
    await screen.findByRole('heading', { name: 'Fit report: Grace Hopper', level: 1 })
    await ui.click(screen.getByRole('button', { name: 'Generate' }))
    await waitFor(() => expect(screen.getByText('The message could not be generated')).toBeTruthy())
  })
})

describe('helpers', () => {
  it('reads the file name from Content-Disposition and never a path', () => {
    expect(filenameFromDisposition('attachment; filename="report.pdf"')).toBe('report.pdf')
    expect(filenameFromDisposition("attachment; filename*=UTF-8''B%C3%A9r%C3%A9nice.pdf")).toBe('Bérénice.pdf')
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd')
    expect(filenameFromDisposition('attachment; filename=".."')).toBe('fit-report.pdf')
    expect(filenameFromDisposition(null)).toBe('fit-report.pdf')
  })

  it('words segment counts', () => {
    expect(smsStatusText('')).toBe('0 segments · GSM-7 · 160 characters left')
    expect(smsStatusText('€')).toBe('1 segment · GSM-7 · 158 characters left')
  })
})

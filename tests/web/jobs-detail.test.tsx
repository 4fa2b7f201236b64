import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jobDetail, jobRecruiter, matchItem, type WEIGHTS } from './jobs-fixtures'
import { signedIn } from './support/fixtures'
import { apiError, json, type MockCall, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const stream = () => sseStream().response
const base = (job: Record<string, unknown> = jobDetail()) => ({
  'GET /api/auth/session': json(signedIn(jobRecruiter())),
  'GET /api/upload-status': stream,
  'GET /api/jobs/job-1': json(job),
})
const total = () =>
  screen
    .getAllByRole('spinbutton')
    .map((input) => Number((input as HTMLInputElement).value))
    .reduce((sum, value) => sum + value, 0)

describe('job detail: attribute weights', () => {
  it('rebalances the other areas so the total stays 100, and saves the whole set', async () => {
    const calls = mockApi({
      ...base(),
      'POST /api/jobs/job-1/skill-weight': (call: MockCall) =>
        json({ weights: (call.body as { weights: typeof WEIGHTS }).weights, isSet: true }),
    })
    const { user, router } = renderApp('/jobs/job-1?tab=weights')
    const skills = await screen.findByRole('spinbutton', { name: 'Skills' })
    expect(total()).toBe(100)
    fireEvent.change(skills, { target: { value: '65' } })
    expect((skills as HTMLInputElement).value).toBe('65')
    expect(total()).toBe(100)
    expect(screen.getByText('Total: 100 %')).toBeTruthy()
    fireEvent.change(screen.getByRole('slider', { name: 'Degree weight' }), { target: { value: '0' } })
    expect(total()).toBe(100)
    await user.click(screen.getByRole('button', { name: 'Save weights' }))
    expect(await screen.findByText('Attribute weights saved')).toBeTruthy()
    const saved = calls.find((call) => call.path === '/api/jobs/job-1/skill-weight')?.body as {
      weights: Record<string, number>
    }
    expect(Object.values(saved.weights).reduce((a, b) => a + b, 0)).toBe(100)
    // Moving degree to 0 rebalanced the others, skills included, proportionally upwards.
    expect(saved.weights.skills).toBeGreaterThanOrEqual(65)
    expect(saved.weights.degree).toBe(0)
    expect(currentHref(router)).toContain('tab=weights')
  })

  it("says 'Failed to update attribute weights!' when saving fails", async () => {
    mockApi({ ...base(), 'POST /api/jobs/job-1/skill-weight': apiError('ATTRIBUTE_WEIGHTS_UPDATE_FAILED', 400) })
    const { user } = renderApp('/jobs/job-1?tab=weights')
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Skills' }), { target: { value: '40' } })
    await user.click(screen.getByRole('button', { name: 'Save weights' }))
    expect((await screen.findAllByText('Failed to update attribute weights!')).length).toBeGreaterThan(0)
  })
})

describe('job detail: requirements editor', () => {
  it('names invalid requirement fields and the text bounds before anything is sent', async () => {
    const calls = mockApi(base())
    const { user } = renderApp('/jobs/job-1')
    const title = await screen.findByRole('textbox', { name: 'Job title' })
    await user.clear(title)
    await user.type(title, 'Dev')
    await user.click(screen.getByRole('button', { name: 'Add requirement' }))
    const rows = screen.getAllByRole('group', { name: /^Requirement \d$/ })
    expect(rows).toHaveLength(2)
    const second = rows[1] as HTMLElement
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Attribute' }), 'language_proficiency')
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Operator' }), 'BETWEEN')
    await user.click(within(second).getByRole('checkbox', { name: 'Mandatory' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Must be at least 5 characters')).toBeTruthy()
    expect(within(second).getByText('Choose a language')).toBeTruthy()
    expect(within(second).getByText('Choose or enter a value')).toBeTruthy()
    expect(within(second).getByText('BETWEEN needs a maximum value')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(title))
    expect(calls.some((call) => call.path === '/api/jobs/job-1/update')).toBe(false)
  })

  it('sends valid requirements with operator, range and mandatory flag', async () => {
    const calls = mockApi({
      ...base(),
      'POST /api/jobs/job-1/update': json(jobDetail({ updatedAt: 2 })),
    })
    const { user } = renderApp('/jobs/job-1')
    await screen.findByRole('textbox', { name: 'Job title' })
    await user.click(screen.getByRole('button', { name: 'Add requirement' }))
    const second = screen.getAllByRole('group', { name: /^Requirement \d$/ })[1] as HTMLElement
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Attribute' }), 'seniority')
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Operator' }), 'BETWEEN')
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Value' }), 'competent')
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Maximum value' }), 'intermediate')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await within(second).findByText('The maximum must not be below the value')).toBeTruthy()
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Maximum value' }), 'expert')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Job saved')).toBeTruthy()
    const body = calls.find((call) => call.path === '/api/jobs/job-1/update')?.body as { requirements: unknown[] }
    expect(body.requirements).toEqual([
      { attribute: 'degree', language: null, operator: 'GTE', value: 'master', maxValue: null, mandatory: true },
      {
        attribute: 'seniority',
        language: null,
        operator: 'BETWEEN',
        value: 'competent',
        maxValue: 'expert',
        mandatory: false,
      },
    ])
  })
})

describe('job detail: status', () => {
  it('offers Open and Cancel on a draft and shows the server refusal', async () => {
    mockApi({ ...base(), 'POST /api/jobs/job-1/status': apiError('JOB_WEIGHTS_MISSING', 409) })
    const { user } = renderApp('/jobs/job-1')
    await screen.findByRole('heading', { level: 1, name: 'Senior backend engineer' })
    expect(screen.getByRole('button', { name: 'Open job' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel job' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Close job' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Open job' }))
    expect(await screen.findByText(/Set the attribute weights before opening the job/)).toBeTruthy()
  })

  it('asks before closing an open job, and a closed job offers no transitions', async () => {
    let job = jobDetail({ status: 'OPEN' })
    const calls = mockApi({
      ...base(),
      'GET /api/jobs/job-1': () => json(job),
      'POST /api/jobs/job-1/status': () => {
        job = jobDetail({ status: 'CLOSED', updatedAt: 5 })
        return json(job)
      },
    })
    const { user } = renderApp('/jobs/job-1')
    await screen.findByRole('button', { name: 'Close job' })
    expect(screen.queryByRole('button', { name: 'Open job' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Close job' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Close “Senior backend engineer”?' })
    expect(calls.some((call) => call.path === '/api/jobs/job-1/status')).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Close job' }))
    expect(await screen.findByText('Status changed to Closed')).toBeTruthy()
    expect(calls.find((call) => call.path === '/api/jobs/job-1/status')?.body).toEqual({ status: 'CLOSED' })
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close job' })).toBeNull())
    expect(screen.queryByRole('button', { name: 'Cancel job' })).toBeNull()
    expect(screen.getByText(/This job is Closed/)).toBeTruthy()
  })
})

describe('job detail: match reasoning', () => {
  it('lists applicants by score with a visible knockout and the evidence on expand', async () => {
    const knocked = matchItem(2, {
      knockout: true,
      knockouts: [{ attribute: 'degree', language: null, operator: 'GTE', value: 'master', maxValue: null }],
    })
    const calls = mockApi({
      ...base(jobDetail({ status: 'OPEN' })),
      'GET /api/jobs/job-1/match': json({ items: [matchItem(1), knocked], nextCursor: null, matching: { pending: 3 } }),
      'GET /api/jobs/job-1/match-reasoning': json({
        jobId: 'job-1',
        applicantId: 'app-2',
        score: 70,
        knockout: true,
        knockouts: knocked.knockouts,
        reasoning: 'Strong skills, but the degree requirement is not met.',
        language: 'en_US',
        areas: Object.fromEntries(
          Object.entries(knocked.areas).map(([key, value]) => [
            key,
            {
              ...value,
              evidence:
                key === 'degree'
                  ? [
                      {
                        requirement: {
                          attribute: 'degree',
                          language: null,
                          operator: 'GTE',
                          value: 'master',
                          maxValue: null,
                          mandatory: true,
                        },
                        outcome: 'mismatch',
                        facts: ['BSc Computer Science, 2015'],
                      },
                    ]
                  : [],
            },
          ]),
        ),
        model: 'embedded',
        promptVersion: '1',
        reasoningModel: 'openai-compatible:gpt-4o-mini',
        reasoningPromptVersion: 'match-reasoning@1+org-v3',
        computedAt: 1,
      }),
      'POST /api/jobs/job-1/bulk-assign-unassign-applicant': json({ assigned: 1, unassigned: 0 }),
    })
    const { user, router } = renderApp('/jobs/job-1?tab=matches')
    const table = await screen.findByRole('table', { name: 'Matched applicants' })
    expect(screen.getByText('3 applicants left')).toBeTruthy()
    const rows = within(table).getAllByRole('row')
    expect(rows[1]?.textContent).toContain('Candidate 1')
    const row = within(table).getByRole('row', { name: /Candidate 2/ })
    expect(within(row).getByText("Knockout: Degree at least Master's degree")).toBeTruthy()
    expect(within(row).getByRole('link', { name: 'Fit report for Candidate 2' }).getAttribute('href')).toBe(
      '/applicants/app-2/fit-report?jobId=job-1',
    )

    await user.click(within(row).getByRole('button', { name: 'Show the reasoning for Candidate 2' }))
    expect(await screen.findByText('Strong skills, but the degree requirement is not met.')).toBeTruthy()
    expect(screen.getByText(/BSc Computer Science, 2015/)).toBeTruthy()
    // Who wrote the reasoning, and who read the CV facts it rests on.
    expect(screen.getByText('Written by openai-compatible:gpt-4o-mini, prompt match-reasoning@1+org-v3')).toBeTruthy()
    expect(screen.getByText('CV facts read by embedded, prompt version 1')).toBeTruthy()
    expect(currentHref(router)).toContain('applicantId=app-2')

    await user.click(screen.getByRole('checkbox', { name: 'Select Candidate 1' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select Candidate 2' }))
    await user.click(screen.getByRole('button', { name: 'Assign selected' }))
    expect(await screen.findByText('Assigned: 1, unassigned: 0')).toBeTruthy()
    expect(calls.find((call) => call.path === '/api/jobs/job-1/bulk-assign-unassign-applicant')?.body).toEqual({
      assign: ['app-1', 'app-2'],
      unassign: [],
    })
  })
})

describe('job detail: live matching progress', () => {
  it('shows the applicants left falling and then the final counts, without a reload', async () => {
    // Each poll of the job sees the run further along: 12 left, then 5, then done with 12 scored.
    const progress = [
      { pending: 12, matched: 0 },
      { pending: 5, matched: 7 },
      { pending: 0, matched: 12 },
    ]
    let polls = 0
    mockApi({
      ...base(),
      'GET /api/jobs/job-1': () => {
        const step = progress[Math.min(polls++, progress.length - 1)]!
        return json(
          jobDetail({
            status: 'OPEN',
            matching: { pending: step.pending },
            counts: { assigned: 0, matched: step.matched, knockouts: 0 },
          }),
        )
      },
    })
    renderApp('/jobs/job-1')
    expect(await screen.findByText('12 applicants left')).toBeTruthy()
    expect(screen.getByText(/0 scored/)).toBeTruthy()
    expect(await screen.findByText('5 applicants left', {}, { timeout: 5_000 })).toBeTruthy()
    expect(await screen.findByText(/12 scored/, {}, { timeout: 5_000 })).toBeTruthy()
    expect(screen.queryByText(/applicants left/)).toBeNull()
    // Polling stops once nothing is left.
    const settled = polls
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(polls).toBe(settled)
  }, 15_000)
})

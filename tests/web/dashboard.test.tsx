import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { dashboardMetrics, makeUser, signedIn } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'

const metricRoutes = Object.fromEntries(
  Object.entries(dashboardMetrics).map(([path, body]) => [`GET ${path}`, json(body)]),
)

const card = (name: string) => screen.getByRole('region', { name })

/** The combined answer (GET /api/metrics/dashboard) with the same figures as the single endpoints. */
const combined = (organizationId = 'org-1') => ({
  organizationId,
  applicants: dashboardMetrics['/api/metrics/applicants'],
  jobs: dashboardMetrics['/api/metrics/jobs'],
  averageScore: dashboardMetrics['/api/metrics/average-score'],
  availableSkills: dashboardMetrics['/api/metrics/skills/applicants'],
  demandedSkills: dashboardMetrics['/api/metrics/skills/jobs'],
  skillGaps: dashboardMetrics['/api/metrics/skills/gap'],
})

/** What index.html's inline script leaves for the app on a cold /dashboard. */
function earlyAnswer(body: unknown, status = 200, delayMs = 0) {
  const response = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  window.__shortlistEarly = {
    '/api/metrics/dashboard': new Promise((resolve) => setTimeout(() => resolve(response), delayMs)),
  }
}

const metricCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/api/metrics')).map((call) => call.path)

afterEach(() => {
  delete window.__shortlistEarly
})

describe('dashboard', () => {
  it('renders the metric cards from the API', async () => {
    mockApi({ 'GET /api/auth/session': json(signedIn()), ...metricRoutes })
    renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })

    await waitFor(() => expect(within(card('Applicants')).getByText('1,234')).toBeTruthy())
    expect(within(card('Applicants')).getByText('Last week: 1,200')).toBeTruthy()
    expect(within(card('Applicants')).getByText('+34 (+3%) versus last week')).toBeTruthy()

    expect(within(card('Open positions')).getByText('7')).toBeTruthy()
    expect(within(card('Open positions')).getByText('\u22122 (\u221222%) versus last week')).toBeTruthy()

    // No scores yet: an explicit empty state instead of a number.
    expect(within(card('Average fit score')).getByText('No fit scores yet')).toBeTruthy()
  })

  it('asks once for every figure (the combined answer) when the server has it', async () => {
    const calls = mockApi({ 'GET /api/auth/session': json(signedIn()), 'GET /api/metrics/dashboard': json(combined()) })
    renderApp('/dashboard')
    await waitFor(() => expect(within(card('Applicants')).getByText('1,234')).toBeTruthy())
    // The lists follow the figures in a render of their own.
    const gaps = await screen.findByRole('region', { name: 'Skill gaps' })
    await waitFor(() => expect(within(gaps).getByRole('rowheader', { name: 'Kubernetes' })).toBeTruthy())
    expect(within(card('Open positions')).getByText('7')).toBeTruthy()
    expect(metricCalls(calls)).toEqual(['/api/metrics/dashboard'])
  })

  it("takes index.html's early answer instead of asking again", async () => {
    earlyAnswer(combined())
    const calls = mockApi({ 'GET /api/auth/session': json(signedIn()) })
    renderApp('/dashboard')
    await waitFor(() => expect(within(card('Applicants')).getByText('1,234')).toBeTruthy())
    await waitFor(() =>
      expect(within(card('Most available skills')).getByRole('rowheader', { name: 'TypeScript' })).toBeTruthy(),
    )
    expect(metricCalls(calls)).toEqual([])
    expect(window.__shortlistEarly).toEqual({})
  })

  it("renders its first screen with the figures of index.html's early answer, not skeletons", async () => {
    // Still on its way when the route resolves.
    earlyAnswer(combined(), 200, 300)
    mockApi({ 'GET /api/auth/session': json(signedIn()) })
    renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 3000 })
    // The route waited for the early answer: the page's first render already shows the figures.
    expect(within(card('Applicants')).getByText('1,234')).toBeTruthy()
    expect(card('Applicants').getAttribute('aria-busy')).toBeNull()
    expect(within(card('Open positions')).getByText('7')).toBeTruthy()
  })

  it("ignores an early answer with another organization's figures, and asks itself", async () => {
    earlyAnswer({ ...combined('org-2'), applicants: { total: 999, lastWeek: null } })
    const calls = mockApi({ 'GET /api/auth/session': json(signedIn()), 'GET /api/metrics/dashboard': json(combined()) })
    renderApp('/dashboard')
    await waitFor(() => expect(within(card('Applicants')).getByText('1,234')).toBeTruthy())
    expect(screen.queryByText('999')).toBeNull()
    expect(metricCalls(calls)).toEqual(['/api/metrics/dashboard'])
  })

  it('renders the skill tables', async () => {
    mockApi({ 'GET /api/auth/session': json(signedIn()), ...metricRoutes })
    renderApp('/dashboard')
    const available = await screen.findByRole('region', { name: 'Most available skills' })
    await waitFor(() => expect(within(available).getByRole('rowheader', { name: 'TypeScript' })).toBeTruthy())
    expect(within(available).getByRole('columnheader', { name: 'Applicants' })).toBeTruthy()
    expect(within(card('Top demanded skills')).getByRole('rowheader', { name: 'Kubernetes' })).toBeTruthy()
    const gap = within(card('Skill gaps')).getByRole('row', { name: /Kubernetes/ })
    expect(within(gap).getByText('37.5')).toBeTruthy()
    // Last week's gap and the change since, as text.
    expect(within(gap).getByRole('cell', { name: '20 (+17.5)' })).toBeTruthy()
    expect(within(card('Skill gaps')).getByText(/8 open positions, 100 applicants\./)).toBeTruthy()
    // No snapshot for SQL last week: said so, not a zero.
    expect(within(available).getByRole('row', { name: /SQL/ }).textContent).toContain('not available')
  })

  it('drills down from a skill to the applicants and open positions behind it', async () => {
    mockApi({ 'GET /api/auth/session': json(signedIn()), ...metricRoutes })
    renderApp('/dashboard')
    const available = await screen.findByRole('region', { name: 'Most available skills' })
    const toApplicants = await within(available).findByRole('link', { name: 'TypeScript' })
    expect(toApplicants.getAttribute('title')).toBe('Applicants with TypeScript')
    expect(toApplicants.getAttribute('href')).toBe('/applicants?skill=esco%3Atypescript&skillName=TypeScript')
    const toJobs = within(card('Top demanded skills')).getByRole('link', { name: 'Kubernetes' })
    expect(toJobs.getAttribute('title')).toBe('Open positions asking for Kubernetes')
    expect(toJobs.getAttribute('href')).toContain('/jobs?skill=onet%3Akubernetes')
    expect(toJobs.getAttribute('href')).toContain('status=OPEN')
  })

  it('draws the charts with their tables, each an image that points at the table with the same figures', async () => {
    mockApi({ 'GET /api/auth/session': json(signedIn()), ...metricRoutes })
    renderApp('/dashboard')
    const gaps = await screen.findByRole('region', { name: 'Skill gaps' })
    const chart = await within(gaps).findByRole('img', { name: /Bar chart of Gap per skill/ })
    expect(chart.getAttribute('aria-describedby')).toBe('skills-gap-table')
    expect(document.getElementById('skills-gap-table')?.tagName).toBe('TABLE')
  })

  it('shows an average score with its change in points', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn()),
      ...metricRoutes,
      'GET /api/metrics/average-score': json({ average: 72.5, count: 40, lastWeek: 68 }),
    })
    renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    await waitFor(() => expect(within(card('Average fit score')).getByText('72.5')).toBeTruthy())
    expect(within(card('Average fit score')).getByText('+4.5 points versus last week')).toBeTruthy()
  })

  it('shows an error with a retry in the failing card only', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn()),
      ...metricRoutes,
      'GET /api/metrics/jobs': apiError('FORBIDDEN', 403),
    })
    renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    const jobs = card('Open positions')
    await waitFor(() => expect(within(jobs).getByRole('alert').textContent).toMatch('You do not have permission'))
    expect(within(jobs).getByRole('button', { name: 'Try again' })).toBeTruthy()
    await waitFor(() => expect(within(card('Applicants')).getByText('1,234')).toBeTruthy())
  })

  it('shows loading skeletons while the metrics load', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    mockApi({
      'GET /api/auth/session': json(signedIn()),
      ...metricRoutes,
      'GET /api/metrics/applicants': async () => {
        await held
        return json(dashboardMetrics['/api/metrics/applicants'])
      },
    })
    renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    expect(card('Applicants').getAttribute('aria-busy')).toBe('true')
    expect(within(card('Applicants')).getByRole('status').textContent).toBe('Loading…')
    release()
    await waitFor(() => expect(card('Applicants').getAttribute('aria-busy')).toBeNull())
    expect(within(card('Applicants')).getByText('1,234')).toBeTruthy()
  })

  it('has the default layout: skip link, main menu, organization name, user menu', async () => {
    mockApi({ 'GET /api/auth/session': json(signedIn()), ...metricRoutes })
    renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main-content')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('banner').textContent).toContain('Acme Recruiting')
    expect(screen.getByRole('button', { name: /Account/ })).toBeTruthy()
    await waitFor(() => expect(within(card('Applicants')).getByText('1,234')).toBeTruthy())
  })

  it('renders in German for a de_DE organization', async () => {
    const organization = { ...makeUser().organization!, language: 'de_DE' as const }
    mockApi({ 'GET /api/auth/session': json(signedIn(makeUser({ organization }))), ...metricRoutes })
    renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    await waitFor(() => expect(within(card('Bewerber')).getByText('1.234')).toBeTruthy())
    expect(within(card('Bewerber')).getByText('+34 (+3 %) gegenüber letzter Woche')).toBeTruthy()
    expect(document.documentElement.lang).toBe('de')
  })
})

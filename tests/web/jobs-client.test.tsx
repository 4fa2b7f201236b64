import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jobDetail, jobRecruiter } from './jobs-fixtures'
import { makeUser, signedIn } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const stream = () => sseStream().response
const CLIENTS = [
  { id: 'client-1', name: 'Bergwerk Maschinenbau AG', hireType: 'recruiting' },
  { id: 'client-2', name: 'Seeblick Kliniken', hireType: 'staffing' },
]

/** A recruiter of an agency: the job permissions plus CLIENT_READ for the client list. */
function agencyRecruiter() {
  const base = jobRecruiter()
  return makeUser({
    permissions: [...base.permissions, 'CLIENT_READ'],
    organization: { ...(base.organization as NonNullable<typeof base.organization>), isAgency: true },
  })
}

const row = (n: number) => ({
  id: `job-${n}`,
  title: `Job number ${n}`,
  status: 'DRAFT',
  matchingOption: 'ALL',
  client: null,
  createdAt: Date.UTC(2026, 2, 14, 12),
  assignedCount: n,
})

describe('job detail: set client', () => {
  it('is not offered to an organization that is not an agency', async () => {
    const user = jobRecruiter()
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(makeUser({ ...user, permissions: [...user.permissions, 'CLIENT_READ'] }))),
      'GET /api/upload-status': stream,
      'GET /api/jobs/job-1': json(jobDetail()),
      'GET /api/clients/all': json(CLIENTS),
    })
    renderApp('/jobs/job-1')
    await screen.findByRole('heading', { level: 1, name: 'Senior backend engineer' })
    await screen.findByRole('textbox', { name: 'Job title' })
    expect(screen.queryByRole('combobox', { name: 'Client of the job' })).toBeNull()
    expect(calls.some((call) => call.path === '/api/clients/all')).toBe(false)
  })

  it('is not offered to an agency member without JOB_UPDATE', async () => {
    const agency = agencyRecruiter()
    mockApi({
      'GET /api/auth/session': json(
        signedIn({ ...agency, permissions: agency.permissions.filter((p) => p !== 'JOB_UPDATE') }),
      ),
      'GET /api/upload-status': stream,
      'GET /api/jobs/job-1': json(jobDetail()),
      'GET /api/clients/all': json(CLIENTS),
    })
    renderApp('/jobs/job-1')
    await screen.findByRole('heading', { level: 1, name: 'Senior backend engineer' })
    await screen.findByRole('textbox', { name: 'Job title' })
    expect(screen.queryByRole('combobox', { name: 'Client of the job' })).toBeNull()
  })

  it("saves the chosen client for an agency, shows it, and can remove it with 'No client'", async () => {
    // The server's state: the refetch after saving answers what was saved.
    let job = jobDetail()
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(agencyRecruiter())),
      'GET /api/upload-status': stream,
      'GET /api/jobs/job-1': () => json(job),
      'GET /api/clients/all': json(CLIENTS),
      'POST /api/jobs/job-1/client': (call) => {
        const { clientId } = call.body as { clientId: string | null }
        const client = CLIENTS.find((c) => c.id === clientId)
        job = jobDetail({ client: client ? { id: client.id, name: client.name } : null, updatedAt: 2 })
        return json(job)
      },
    })
    const { user } = renderApp('/jobs/job-1')
    const select = await screen.findByRole('combobox', { name: 'Client of the job' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No client', 'Bergwerk Maschinenbau AG', 'Seeblick Kliniken'])
    const save = screen.getByRole('button', { name: 'Set client' })
    expect((save as HTMLButtonElement).disabled).toBe(true)
    await user.selectOptions(select, 'client-2')
    await user.click(save)
    expect(await screen.findByText('Client set to Seeblick Kliniken')).toBeTruthy()
    expect(calls.find((call) => call.path === '/api/jobs/job-1/client')?.body).toEqual({ clientId: 'client-2' })
    const facts = screen.getByRole('region', { name: 'Overview' })
    await waitFor(() => expect(within(facts).getAllByText('Seeblick Kliniken').length).toBeGreaterThan(0))

    const again = await screen.findByRole('combobox', { name: 'Client of the job' })
    expect((again as HTMLSelectElement).value).toBe('client-2')
    await user.selectOptions(again, '')
    await user.click(screen.getByRole('button', { name: 'Set client' }))
    expect(await screen.findByText('Client removed from the job')).toBeTruthy()
    expect(calls.filter((call) => call.path === '/api/jobs/job-1/client').at(-1)?.body).toEqual({ clientId: null })
  })

  it('shows an error toast when saving fails', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(agencyRecruiter())),
      'GET /api/upload-status': stream,
      'GET /api/jobs/job-1': json(jobDetail()),
      'GET /api/clients/all': json(CLIENTS),
      'POST /api/jobs/job-1/client': apiError('JOB_POSITION_NOT_FOUND', 404),
    })
    const { user } = renderApp('/jobs/job-1')
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Client of the job' }), 'client-1')
    await user.click(screen.getByRole('button', { name: 'Set client' }))
    expect(await screen.findByText('Failed to set the client')).toBeTruthy()
  })
})

describe('open positions list: bulk set client', () => {
  it('sets the client of the selected jobs for an agency', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(agencyRecruiter())),
      'GET /api/upload-status': stream,
      'GET /api/jobs': json({ items: [row(1), row(2)], nextCursor: null }),
      'GET /api/clients/all': json(CLIENTS),
      'POST /api/jobs/client': json({ updated: ['job-1'], refused: [{ id: 'job-2', code: 'JOB_POSITION_NOT_FOUND' }] }),
    })
    const { user } = renderApp('/jobs')
    await screen.findByRole('table', { name: 'Open positions' })
    await user.click(screen.getByRole('checkbox', { name: 'Select all jobs' }))
    await user.click(screen.getByRole('button', { name: 'Set client' }))
    const dialog = await screen.findByRole('dialog', { name: 'Set the client of 2 selected jobs' })
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Client of the job' }), 'client-1')
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Client set: 1')).toBeTruthy()
    expect(await screen.findByText('Not changed: 1')).toBeTruthy()
    expect(calls.find((call) => call.path === '/api/jobs/client')?.body).toEqual({
      ids: ['job-1', 'job-2'],
      clientId: 'client-1',
    })
  })

  it('is not offered to an organization that is not an agency', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(jobRecruiter())),
      'GET /api/upload-status': stream,
      'GET /api/jobs': json({ items: [row(1)], nextCursor: null }),
    })
    renderApp('/jobs')
    await screen.findByRole('table', { name: 'Open positions' })
    expect(screen.getByRole('button', { name: 'Change status' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Set client' })).toBeNull()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { makeUser, recruiter, signedIn } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const stream = () => sseStream().response
const CLIENT_PERMISSIONS = ['CLIENT_READ', 'CLIENT_CREATE', 'CLIENT_UPDATE', 'CLIENT_DELETE'] as const

function agencyUser(permissions: readonly string[] = CLIENT_PERMISSIONS) {
  const base = makeUser()
  return makeUser({
    permissions: [...base.permissions, ...permissions] as never,
    organization: { ...(base.organization as NonNullable<typeof base.organization>), isAgency: true },
  })
}

const CLIENT = {
  id: 'client-1',
  name: 'Nordlicht Robotics',
  address: 'Hafenstraße 12, 20457 Hamburg',
  brandLanguage: 'Speaks as "we"',
  culture: 'We believe in open feedback.',
  info: 'A manufacturer of warehouse robots.',
  hireType: 'recruiting',
  privacy: 'shared',
  jobsCount: 2,
  createdAt: Date.UTC(2026, 2, 1),
  updatedAt: Date.UTC(2026, 2, 2),
}

const DRAFT = {
  address: 'Hafenstraße 12, 20457 Hamburg',
  brandLanguage: 'Addresses the reader directly as "you"; speaks as "we"',
  culture: 'We believe in open feedback, trust and ownership in small teams.',
  info: 'Nordlicht Robotics is a manufacturer of warehouse robots, founded in 2009.',
  model: 'embedded',
  promptVersion: 'embedded-client-info@1',
}

describe('clients', () => {
  it('is in the menu of agencies only, and a non-agency sees why there are no clients', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(agencyUser())),
      'GET /api/upload-status': stream,
      'GET /api/clients': json({ items: [] }),
    })
    renderApp('/clients')
    await screen.findByRole('heading', { level: 1, name: 'Clients' })
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Clients' })).toBeTruthy()
    await screen.findByText(/No clients yet/)
  })

  it('hides the menu entry and shows the agency notice to an organization that is not an agency', async () => {
    const base = makeUser()
    mockApi({
      'GET /api/auth/session': json(signedIn(makeUser({ permissions: [...base.permissions, 'CLIENT_READ'] as never }))),
      'GET /api/upload-status': stream,
    })
    renderApp('/clients')
    await screen.findByText(/Clients are available to agency organizations/)
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Clients' })).toBeNull()
  })

  it("shows 'Error loading clients' with a retry when the list fails", async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(agencyUser())),
      'GET /api/upload-status': stream,
      // 4xx: not retried (spec §7 retries only 5xx and 429).
      'GET /api/clients': apiError('FORBIDDEN', 403),
    })
    renderApp('/clients')
    expect(await screen.findByText('Error loading clients')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('creates a client through the wizard: name and pasted text, AI draft, review, save', async () => {
    const user = userEvent.setup()
    let saved: unknown = null
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(agencyUser())),
      'GET /api/upload-status': stream,
      'GET /api/clients': json({ items: [] }),
      'POST /api/clients/draft': json(DRAFT),
      'POST /api/clients': (call) => {
        saved = call.body
        return json({ ...CLIENT, ...(call.body as object), id: 'client-9' }, 201)
      },
      'GET /api/clients/client-9': json({ ...CLIENT, id: 'client-9' }),
    })
    renderApp('/clients')
    await user.click(await screen.findByRole('button', { name: 'Add client' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a client' })

    // Without a name: 'Name is required', nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Draft with AI' }))
    expect(within(dialog).getByRole('alert').textContent).toContain('Name is required')
    expect(calls.some((c) => c.path === '/api/clients/draft')).toBe(false)

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nordlicht Robotics')
    await user.type(
      within(dialog).getByRole('textbox', { name: /Text about the client/ }),
      'Nordlicht Robotics builds warehouse robots.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Draft with AI' }))
    await within(dialog).findByText('Step 2 of 2: review every field, then save.')
    expect(calls.find((c) => c.path === '/api/clients/draft')?.body).toEqual({
      name: 'Nordlicht Robotics',
      text: 'Nordlicht Robotics builds warehouse robots.',
    })
    // Every drafted field is shown for review and can be changed.
    expect((within(dialog).getByRole('textbox', { name: 'Address' }) as HTMLTextAreaElement).value).toBe(DRAFT.address)
    expect((within(dialog).getByRole('textbox', { name: 'Culture' }) as HTMLTextAreaElement).value).toBe(DRAFT.culture)
    const info = within(dialog).getByRole('textbox', { name: 'Organization information' })
    await user.clear(info)
    await user.type(info, 'Warehouse robots from Hamburg.')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Hire type' }), 'recruiting')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Client privacy' }), 'private')
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }))

    await waitFor(() => expect(saved).not.toBeNull())
    expect(saved).toEqual({
      name: 'Nordlicht Robotics',
      address: DRAFT.address,
      brandLanguage: DRAFT.brandLanguage,
      culture: DRAFT.culture,
      info: 'Warehouse robots from Hamburg.',
      hireType: 'recruiting',
      privacy: 'private',
    })
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/clients')
    expect(post?.headers.get('Idempotency-Key')).toBeTruthy()
    await screen.findByRole('heading', { level: 1, name: 'Nordlicht Robotics' })
  })

  it("shows 'Failed to add a new Client' with the reason when saving fails", async () => {
    const user = userEvent.setup()
    mockApi({
      'GET /api/auth/session': json(signedIn(agencyUser())),
      'GET /api/upload-status': stream,
      'GET /api/clients': json({ items: [] }),
      'POST /api/clients': apiError('CLIENTS_AGENCY_ONLY', 403),
    })
    renderApp('/clients')
    await user.click(await screen.findByRole('button', { name: 'Add client' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a client' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Acme')
    await user.click(within(dialog).getByRole('button', { name: 'Fill in by hand' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }))
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('Failed to add a new Client'))
    expect(within(dialog).getByRole('alert').textContent).toContain('agency organizations only')
  })

  it("edits a client through the wizard and shows 'Failed to update client' on failure", async () => {
    const user = userEvent.setup()
    let attempt = 0
    mockApi({
      'GET /api/auth/session': json(signedIn(agencyUser())),
      'GET /api/upload-status': stream,
      'GET /api/clients/client-1': json(CLIENT),
      'POST /api/clients/client-1/update': (call) => {
        attempt++
        return attempt === 1 ? apiError('CONFLICT', 409) : json({ ...CLIENT, ...(call.body as object) })
      },
    })
    renderApp('/clients/client-1')
    await screen.findByRole('heading', { level: 1, name: 'Nordlicht Robotics' })
    expect(screen.getByText('We believe in open feedback.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Edit with the wizard' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Nordlicht Robotics' })
    const culture = within(dialog).getByRole('textbox', { name: 'Culture' })
    await user.clear(culture)
    await user.type(culture, 'Respect and trust.')
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }))
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('Failed to update client'))
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText('Respect and trust.')).toBeTruthy()
  })
})

describe('applicants list: bulk client assignment and the skill drill-down', () => {
  const row = (n: number) => ({
    id: `app-${n}`,
    name: `Candidate ${n}`,
    filename: `cv-${n}.pdf`,
    tagline: null,
    createdAt: Date.UTC(2026, 2, 14, 12),
    applicationsCount: 0,
    openToAll: true,
    processingState: 'PROCESSED',
    client: n === 2 ? { id: 'client-1', name: 'Nordlicht Robotics' } : null,
  })

  it('assigns a client to the selected applicants of an agency', async () => {
    const user = userEvent.setup()
    const agency = agencyUser(['CLIENT_READ'])
    const calls = mockApi({
      'GET /api/auth/session': json(
        signedIn(
          makeUser({ ...agency, permissions: [...agency.permissions, 'APPLICANT_READ', 'APPLICANT_CREATE'] as never }),
        ),
      ),
      'GET /api/upload-status': stream,
      'GET /api/applicants': json({ items: [row(1), row(2)], nextCursor: null }),
      'GET /api/clients/all': json([{ id: 'client-1', name: 'Nordlicht Robotics', hireType: 'recruiting' }]),
      'POST /api/applicants/client': json({ updated: ['app-1'], refused: [] }),
    })
    renderApp('/applicants')
    const table = await screen.findByRole('table', { name: 'Candidates' })
    expect(within(table).getByRole('columnheader', { name: 'Client' })).toBeTruthy()
    expect(within(table).getByRole('row', { name: /Candidate 2/ }).textContent).toContain('Nordlicht Robotics')
    await user.click(within(table).getByRole('checkbox', { name: /Candidate 1/ }))
    await user.click(screen.getByRole('button', { name: 'Assign client' }))
    const dialog = await screen.findByRole('dialog', { name: 'Assign a client to 1 applicant' })
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Client' }), 'client-1')
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }))
    await waitFor(() => expect(calls.some((c) => c.path === '/api/applicants/client')).toBe(true))
    expect(calls.find((c) => c.path === '/api/applicants/client')?.body).toEqual({
      ids: ['app-1'],
      clientId: 'client-1',
    })
  })

  it('lists only the applicants with the skill chosen on the dashboard, and can show all again', async () => {
    const user = userEvent.setup()
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(recruiter())),
      'GET /api/upload-status': stream,
      'GET /api/applicants': json({ items: [row(1)], nextCursor: null }),
    })
    renderApp('/applicants?skill=esco%3A3cd569a2&skillName=JavaScript')
    await screen.findByText('Filtered by the skill JavaScript.')
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/applicants')?.query.get('skill')).toBe('esco:3cd569a2'),
    )
    await user.click(screen.getByRole('button', { name: 'Show all' }))
    await waitFor(() => expect(screen.queryByText('Filtered by the skill JavaScript.')).toBeNull())
  })
})

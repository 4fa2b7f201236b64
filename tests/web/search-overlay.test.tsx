import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeUser, recruiter, signedIn } from './support/fixtures'
import { json, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'
import { clickShellControl } from './support/shell-control'
import { sseStream } from './support/sse'

const stream = () => sseStream().response
const everyone = () => recruiter({ permissions: ['DASHBOARD', 'PROFILE', 'APPLICANT_READ', 'JOB_READ', 'CLIENT_READ'] })

const GROUPS = {
  groups: [
    { type: 'candidate', items: [{ id: 'app-1', title: 'Zoë Quellmann', excerpt: 'Data engineer' }] },
    { type: 'client', items: [{ id: 'client-1', title: 'Quellwerk GmbH', excerpt: null }] },
    {
      type: 'assessment',
      items: [
        {
          id: 'app-1:job-1',
          title: 'Zoë Quellmann – Quellcode Engineer',
          excerpt: null,
          applicantId: 'app-1',
          jobId: 'job-1',
        },
      ],
    },
    { type: 'job', items: [{ id: 'job-1', title: 'Quellcode Engineer', excerpt: 'A job' }] },
  ],
}

function api(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /api/auth/session': json(signedIn(everyone())),
    'GET /api/upload-status': stream,
    'GET /api/notifications': json({ items: [], nextCursor: null, unread: 0 }),
    'POST /api/search/autocomplete': json(GROUPS),
    ...extra,
  })
}

async function openWithKeyboard(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('button', { name: /Search/ })
  await user.keyboard('{Control>}k{/Control}')
  // Pressed before the shell's controls are loaded, the shortcut loads them first (deferred-shell.tsx).
  const dialog = await screen.findByRole('dialog', { name: 'Search' }, { timeout: 3000 })
  const input = within(dialog).getByRole('combobox', { name: 'Search candidates, clients, assessments and jobs' })
  await waitFor(() => expect(document.activeElement).toBe(input))
  return { dialog, input }
}

describe('global search overlay', () => {
  it('opens with Ctrl+K, suggests grouped results while typing, and moves through them with the arrows', async () => {
    const calls = api()
    const { user, router } = renderApp('/dashboard')
    const { dialog, input } = await openWithKeyboard(user)
    await user.keyboard('quel')
    const listbox = await within(dialog).findByRole('listbox', { name: 'Suggestions' })
    const groups = within(listbox).getAllByRole('group')
    expect(
      groups.map((g) => g.getAttribute('aria-labelledby') && g.textContent?.split(/(?=[A-Z][a-z])/)[0]),
    ).toHaveLength(4)
    expect(within(listbox).getByRole('group', { name: 'Candidates' })).toBeTruthy()
    expect(within(listbox).getByRole('group', { name: 'Fit reports' })).toBeTruthy()
    // Debounced: one request for the word, not one per key.
    const searches = calls.filter((c) => c.path === '/api/search/autocomplete')
    expect(searches.map((c) => (c.body as { query: string }).query)).toEqual(['quel'])
    expect(input.getAttribute('aria-expanded')).toBe('true')

    const options = within(listbox).getAllByRole('option')
    expect(options.map((o) => o.querySelector('.search-option-title')?.textContent)).toEqual([
      'Zoë Quellmann',
      'Quellwerk GmbH',
      'Zoë Quellmann – Quellcode Engineer',
      'Quellcode Engineer',
    ])
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id)
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id)
    expect(options[2]?.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}')
    // Wraps from the first to the last.
    expect(input.getAttribute('aria-activedescendant')).toBe(options[3]?.id)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(currentHref(router)).toBe('/jobs/job-1'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull())
  })

  it('opens a fit report with its job from the assessments group', async () => {
    api()
    const { user, router } = renderApp('/dashboard')
    await openWithKeyboard(user)
    await user.keyboard('quel')
    await screen.findByRole('listbox', { name: 'Suggestions' })
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await waitFor(() => expect(currentHref(router)).toBe('/applicants/app-1/fit-report?jobId=job-1'))
  })

  it('opens a chat message in its chat, under a heading of its own', async () => {
    api({
      'GET /api/auth/session': json(
        signedIn(recruiter({ permissions: ['DASHBOARD', 'PROFILE', 'APPLICANT_READ', 'JOB_READ', 'CHAT'] })),
      ),
      'POST /api/search/autocomplete': json({
        groups: [
          {
            type: 'chat_message',
            items: [
              { id: 'msg-1', title: 'Backend hiring', excerpt: 'The quokka candidate is strong', chatId: 'chat-1' },
            ],
          },
        ],
      }),
      'GET /api/chats': json({ chats: [], unreadTotal: 0 }),
    })
    const { user, router } = renderApp('/dashboard')
    await openWithKeyboard(user)
    await user.keyboard('quok')
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' })
    expect(within(listbox).getByRole('group', { name: 'Chat messages' })).toBeTruthy()
    expect(within(listbox).getByRole('option', { name: /Backend hiring/ }).textContent).toContain('quokka')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(currentHref(router)).toBe('/chats?chat=chat-1'))
  })

  it('closes with Escape and gives the focus back to the search field of the header', async () => {
    api()
    const { user } = renderApp('/dashboard')
    await screen.findByRole('button', { name: /Search/ })
    const trigger = () => screen.getByRole('button', { name: /Search/ })
    await clickShellControl(user, trigger)
    await screen.findByRole('dialog', { name: 'Search' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(trigger()))
  })

  it('says when nothing is found and asks for two letters first', async () => {
    const calls = api({ 'POST /api/search/autocomplete': json({ groups: [] }) })
    const { user } = renderApp('/dashboard')
    const { dialog, input } = await openWithKeyboard(user)
    expect(within(dialog).getByRole('status').textContent).toBe('Type at least two letters.')
    await user.keyboard('z')
    await new Promise((r) => setTimeout(r, 300))
    expect(calls.some((c) => c.path === '/api/search/autocomplete')).toBe(false)
    await user.keyboard('zz')
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('No results'))
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  it('is not in the shell without a current organization', async () => {
    mockApi({
      'GET /api/auth/session': json(
        signedIn(makeUser({ organizationId: null, organization: null, organizations: [] })),
      ),
    })
    renderApp('/profile')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('button', { name: /^Search/ })).toBeNull()
  })
})

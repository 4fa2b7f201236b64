import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NOTIFICATIONS_POLL_MS } from '../../web/api/notifications'
import { mentionNotification, recruiter, signedIn } from './support/fixtures'
import { json, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'
import { clickShellControl } from './support/shell-control'
import { sseStream } from './support/sse'

const stream = () => sseStream().response

describe('notification panel: mentions', () => {
  it('counts unread mentions on the bell, links to the subject and marks it read', async () => {
    let items = [
      mentionNotification(),
      mentionNotification({ id: 'n-2', subject: { kind: 'job', id: 'job-1', title: 'Data Engineer' }, readAt: 1 }),
    ]
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(recruiter())),
      'GET /api/upload-status': stream,
      'GET /api/notifications': () =>
        json({ items, nextCursor: null, unread: items.filter((i) => i.readAt === null).length }),
      'POST /api/notifications/n-1/read': () => {
        items = items.map((i) => (i.id === 'n-1' ? { ...i, readAt: 2 } : i))
        return json({ unread: 0 })
      },
    })
    const { user, router } = renderApp('/dashboard')
    // The bell's first render is a plain twin; the panel's trigger (with the badge) replaces it once
    // the shell's controls have loaded (deferred-shell.tsx), so the button is looked up each time.
    const bell = () => screen.getByRole('button', { name: 'Notifications' })
    await waitFor(() => expect(bell().querySelector('.notification-badge')?.textContent).toBe('1'), {
      timeout: 3000,
    })
    expect(screen.getByText(/1 unread mention\./)).toBeTruthy()
    await clickShellControl(user, bell)
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    const mentions = within(panel).getByRole('region', { name: 'Mentions' })
    expect(within(mentions).getAllByText('@Ada Lovelace please call her')).toHaveLength(2)
    const link = within(mentions).getByRole('link', { name: 'Cleo Colleague mentioned you on Zoë Quellmann' })
    expect(link.getAttribute('href')).toBe('/applicants/app-1')
    expect(
      within(mentions)
        .getByRole('link', { name: 'Cleo Colleague mentioned you on Data Engineer' })
        .getAttribute('href'),
    ).toBe('/jobs/job-1')
    await user.click(link)
    await waitFor(() => expect(currentHref(router)).toBe('/applicants/app-1'))
    await waitFor(() => expect(calls.some((c) => c.path === '/api/notifications/n-1/read')).toBe(true))
    await waitFor(() => expect(bell().querySelector('.notification-badge')).toBeNull())
  })

  it('marks all read and deletes one', async () => {
    let items = [mentionNotification(), mentionNotification({ id: 'n-2' })]
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(recruiter())),
      'GET /api/upload-status': stream,
      'GET /api/notifications': () =>
        json({ items, nextCursor: null, unread: items.filter((i) => i.readAt === null).length }),
      'POST /api/notifications/read-all': () => {
        items = items.map((i) => ({ ...i, readAt: 3 }))
        return json({ unread: 0 })
      },
      'POST /api/notifications/n-2/delete': () => {
        items = items.filter((i) => i.id !== 'n-2')
        return json({ unread: 0 })
      },
    })
    const { user } = renderApp('/dashboard')
    await screen.findByRole('button', { name: 'Notifications' })
    await clickShellControl(user, () => screen.getByRole('button', { name: 'Notifications' }))
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    await user.click(await within(panel).findByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull())
    const removes = within(panel).getAllByRole('button', { name: 'Remove the mention on Zoë Quellmann' })
    await user.click(removes[1] as HTMLElement)
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(1))
    expect(calls.filter((c) => c.path === '/api/notifications/n-2/delete')).toHaveLength(1)
  })

  it('polls for new mentions every 15 seconds', () => {
    expect(NOTIFICATIONS_POLL_MS).toBe(15_000)
  })
})

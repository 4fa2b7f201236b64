import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { useCreateMutation } from '../../web/api/use-create-mutation'
import { jobDetail, jobRecruiter } from './jobs-fixtures'
import { signedIn } from './support/fixtures'
import { json, type MockCall, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('create actions against double submits (issue 19)', () => {
  it('a double click on "Create job" sends one request, with an Idempotency-Key', async () => {
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(jobRecruiter())),
      'GET /api/upload-status': () => sseStream().response,
      'GET /api/jobs': json({ items: [], nextCursor: null }),
      // The server takes its time: the form stays pending while the second click lands.
      'POST /api/jobs': async () => {
        await answered
        return json(jobDetail(), 201)
      },
      'GET /api/jobs/job-1': json(jobDetail()),
    })
    const { user, router } = renderApp('/jobs')
    await user.click(await screen.findByRole('button', { name: 'Create job' }))
    const dialog = await screen.findByRole('dialog', { name: 'New job position' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Job title' }), 'Developer')
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Description' }),
      'We need someone who writes TypeScript, loves SQL and reviews code with care.',
    )
    await user.dblClick(within(dialog).getByRole('button', { name: 'Create job' }))
    expect((await within(dialog).findByRole('button', { name: 'Saving…' })).getAttribute('aria-disabled')).toBe('true')
    const posts = () => calls.filter((call: MockCall) => call.method === 'POST' && call.path === '/api/jobs')
    expect(posts()).toHaveLength(1)
    expect(posts()[0]?.headers.get('Idempotency-Key')).toMatch(UUID)

    answer()
    await waitFor(() => expect(currentHref(router)).toBe('/jobs/job-1'))
    expect(posts()).toHaveLength(1)
  })

  it("keeps one key through TanStack Query's retries of a submission and mints a new one per submission", async () => {
    const keys: string[] = []
    const queryClient = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(
      () =>
        useCreateMutation({
          mutationFn: async (title: string, key) => {
            keys.push(key)
            if (keys.length === 1) throw new Error('503 from the server')
            return title
          },
          retry: 1,
          retryDelay: 0,
        }),
      { wrapper },
    )
    act(() => result.current.mutate('first'))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])

    act(() => result.current.mutate('second'))
    await waitFor(() => expect(keys).toHaveLength(3))
    expect(keys[2]).toMatch(UUID)
    expect(keys[2]).not.toBe(keys[0])
  })
})

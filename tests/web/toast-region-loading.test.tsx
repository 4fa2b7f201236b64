import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { loadedToastRegion, notify } from '../../web/components/toast/toaster'
import { recruiter, signedIn } from './support/fixtures'
import { json, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const toastGroup = () => document.querySelector('[data-scope="toast"][data-part="group"]')

// Both in one file, in this order: the first one needs a toaster that nothing has loaded yet.
describe('toast region on a first load', () => {
  it("is not part of the page's first render and comes once the page's data is in, without a toast", async () => {
    expect(loadedToastRegion()).toBeNull()
    let release = () => {}
    const applicants = new Promise<ReturnType<typeof json>>((resolve) => {
      release = () => resolve(json({ items: [], nextCursor: null }))
    })
    mockApi({
      'GET /api/auth/session': json(signedIn(recruiter())),
      'GET /api/upload-status': () => sseStream().response,
      'GET /api/applicants': () => applicants,
    })
    const { queryClient } = renderApp('/applicants/upload')
    void queryClient.fetchQuery({ queryKey: ['page-data'], queryFn: () => applicants })
    await screen.findByRole('heading', { name: 'Upload CVs', level: 1 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(toastGroup()).toBeNull()
    release()
    await waitFor(() => expect(toastGroup()).not.toBeNull())
    expect(screen.getByRole('region').getAttribute('data-placement')).toBe('bottom-start')
  })

  it('is mounted at once by a later app once loaded, and shows its toasts', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(recruiter())),
      'GET /api/upload-status': () => sseStream().response,
    })
    renderApp('/applicants/upload')
    await screen.findByRole('heading', { name: 'Upload CVs', level: 1 })
    expect(toastGroup()).not.toBeNull()
    notify('error', { title: 'Raised early' })
    expect(await screen.findByText('Raised early')).toBeTruthy()
  })
})

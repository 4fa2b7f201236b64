import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SessionUser } from '../../web/api/session'
import { makeUser, signedIn } from './support/fixtures'
import { json, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const ADMIN = ['DASHBOARD', 'PROFILE', 'ORGANIZATION_READ', 'ORGANIZATION_UPDATE']

const tenant = (logoUrl: string | null) => ({
  id: 'org-1',
  name: 'Acme Recruiting',
  address: null,
  brandLanguage: null,
  culture: null,
  info: null,
  isAgency: false,
  language: 'en_US',
  logoUrl,
  planName: 'basic',
  subscriptionStatus: 'ACTIVE',
  status: 'STANDARD',
  kind: 'organization',
  owner: null,
  showMatchingScores: true,
  counts: { applicants: 0, jobs: 0, invites: 0 },
})

function userWithLogo(logoUrl: string | null, permissions = ADMIN): SessionUser {
  const base = makeUser({ permissions })
  return { ...base, organization: { ...(base.organization as NonNullable<SessionUser['organization']>), logoUrl } }
}

/** A stand-in for XMLHttpRequest: reports progress, then answers with `reply`. */
function fakeXhr(
  reply: { status: number; body: unknown },
  sent: { headers: Record<string, string>; body?: unknown }[],
) {
  class FakeXhr {
    status = 0
    responseText = ''
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    onabort: (() => void) | null = null
    private headers: Record<string, string> = {}
    open(method: string, url: string) {
      this.headers[':request'] = `${method} ${url}`
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value
    }
    abort() {
      this.onabort?.()
    }
    send(body: unknown) {
      sent.push({ headers: this.headers, body })
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 })
        setTimeout(() => {
          this.status = reply.status
          this.responseText = JSON.stringify(reply.body)
          this.onload?.()
        }, 20)
      }, 5)
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
}

const stream = { 'GET /api/upload-status': () => sseStream().response }

afterEach(() => vi.unstubAllGlobals())

describe('Organization branding', () => {
  it('uploads a logo with progress and the CSRF token, then shows it in the shell', async () => {
    let logoUrl: string | null = null
    const sent: { headers: Record<string, string>; body?: unknown }[] = []
    fakeXhr({ status: 200, body: { logoUrl: '/api/tenant/logo?v=2' } }, sent)
    mockApi({
      'GET /api/auth/session': () => json(signedIn(userWithLogo(logoUrl))),
      'GET /api/tenant': () => json(tenant(logoUrl)),
      ...stream,
    })
    const { user } = renderApp('/organization/general')
    const input = await screen.findByLabelText('Choose a logo')
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' })
    await user.upload(input, file)
    expect(screen.getByRole('img', { name: 'Preview of the new logo' })).toBeTruthy()
    logoUrl = '/api/tenant/logo?v=2'
    await user.click(screen.getByRole('button', { name: 'Upload logo' }))
    expect(await screen.findByRole('progressbar', { name: 'Logo upload' })).toBeTruthy()
    await screen.findByText('Logo saved')
    expect(sent[0]?.headers[':request']).toBe('POST /api/tenant/upload-logo')
    expect(sent[0]?.headers['X-CSRF-Token']).toBe('csrf-token-1')
    expect(sent[0]?.body).toBe(file)
    const shellLogo = await screen.findByRole('img', { name: 'Acme Recruiting' })
    expect(shellLogo.getAttribute('src')).toBe('/api/tenant/logo?v=2')
  })

  it("shows the server's ratio refusal and refuses a GIF before uploading", async () => {
    const sent: { headers: Record<string, string>; body?: unknown }[] = []
    fakeXhr(
      {
        status: 400,
        body: { error: { code: 'LOGO_ASPECT_RATIO', message: 'x', correlationId: 'c' } },
      },
      sent,
    )
    mockApi({
      'GET /api/auth/session': json(signedIn(userWithLogo(null))),
      'GET /api/tenant': json(tenant(null)),
      ...stream,
    })
    const { user } = renderApp('/organization/general')
    const input = await screen.findByLabelText('Choose a logo')
    await user.upload(input, new File(['GIF89a'], 'logo.png', { type: 'image/gif' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a JPEG or PNG image.')
    expect(screen.getByRole('button', { name: 'Upload logo' })).toHaveProperty('disabled', true)

    await user.upload(input, new File([new Uint8Array(8)], 'wide.png', { type: 'image/png' }))
    await user.click(screen.getByRole('button', { name: 'Upload logo' }))
    const alert = await screen.findByText(/must be between 1:1 and 3:1/)
    expect(alert.textContent).toContain('The logo could not be uploaded.')
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })

  it('falls back to the organization name in the shell when the logo fails to load', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(userWithLogo('/api/tenant/logo?v=9', ['DASHBOARD', 'PROFILE']))),
      ...stream,
      'GET /api/metrics/applicants': json({ total: 0, lastWeek: null }),
    })
    renderApp('/profile')
    const logo = await screen.findByRole('img', { name: 'Acme Recruiting' })
    fireEvent.error(logo)
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Acme Recruiting' })).toBeNull())
    const header = document.querySelector('.app-header') as HTMLElement
    expect(header.textContent).toContain('Acme Recruiting')
    expect(header.textContent).toContain('The logo could not be loaded.')
  })

  it('removes the logo', async () => {
    let logoUrl: string | null = '/api/tenant/logo?v=3'
    const calls = mockApi({
      'GET /api/auth/session': () => json(signedIn(userWithLogo(logoUrl))),
      'GET /api/tenant': () => json(tenant(logoUrl)),
      'POST /api/tenant/remove-logo': () => {
        logoUrl = null
        return json({ logoUrl: null })
      },
      ...stream,
    })
    const { user } = renderApp('/organization/general')
    await user.click(await screen.findByRole('button', { name: 'Remove logo' }))
    await screen.findByText('Logo removed')
    await screen.findByText("No logo yet: the app shows the organization's name instead.")
    expect(calls.some((c) => c.path === '/api/tenant/remove-logo')).toBe(true)
  })
})

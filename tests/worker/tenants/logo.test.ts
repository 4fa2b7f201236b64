import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { LOGO_MAX_BYTES } from '../../../worker/contracts/tenant'
import { jpegFile, pngFile, solidPngFile } from '../../fixtures/documents/image-fixtures'
import { call, type Session } from '../support/http'
import { errorCodeOf, memberOf, organizationRow, ownedOrganization } from './support'

/** The raw image as the body, as the SPA sends it; a name or type the client claims changes nothing. */
const upload = (session: Session, body: Uint8Array, contentType = 'image/png', filename = 'logo.png') =>
  call('/api/tenant/upload-logo', {
    method: 'POST',
    session,
    headers: { 'Content-Type': contentType, 'X-File-Name': filename },
    body,
  })

const logoKeyOf = async (organizationId: string) => (await organizationRow(organizationId))?.logo_key as string | null

describe('POST /api/tenant/upload-logo', () => {
  it('stores a 2:1 PNG under the tenant in R2 and serves it to every member with safe headers', async () => {
    const { org, session } = await ownedOrganization()
    const bytes = solidPngFile(200, 100)
    const res = await upload(session, bytes)
    expect(res.status).toBe(200)
    const { logoUrl } = (await res.json()) as { logoUrl: string }
    expect(logoUrl).toMatch(/^\/api\/tenant\/logo\?v=/)
    const key = await logoKeyOf(org.id)
    expect(key?.startsWith(`tenants/${org.id}/logo/`)).toBe(true)
    expect(await env.FILES.head(key as string)).not.toBeNull()

    // Any member, even one with no organization permission at all, sees the logo (app shell).
    const { session: plain } = await memberOf(org.id, [])
    const logo = await call(logoUrl, { session: plain })
    expect(logo.status).toBe(200)
    expect(logo.headers.get('Content-Type')).toBe('image/png')
    expect(logo.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(logo.headers.get('Cache-Control')).toContain('private')
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(bytes)
    const etag = logo.headers.get('ETag') as string
    const again = await call(logoUrl, { session: plain, headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)

    // The session tells the shell where the logo is.
    const me = (await (await call('/api/auth/session', { session: plain })).json()) as {
      user: { organization: { logoUrl: string } }
    }
    expect(me.user.organization.logoUrl).toBe(logoUrl)
  })

  it('accepts the bounds 1:1 and 3:1 and a JPEG', async () => {
    const { session } = await ownedOrganization()
    expect((await upload(session, pngFile(300, 300))).status).toBe(200)
    expect((await upload(session, pngFile(300, 100))).status).toBe(200)
    expect((await upload(session, jpegFile(640, 480), 'image/jpeg', 'logo.jpeg')).status).toBe(200)
  })

  it('refuses 4:1 and portrait logos with LOGO_ASPECT_RATIO and keeps the old logo', async () => {
    const { org, session } = await ownedOrganization()
    await upload(session, pngFile(200, 100))
    const kept = await logoKeyOf(org.id)
    for (const [w, h] of [
      [400, 100],
      [301, 100],
      [99, 100],
    ] as const) {
      const res = await upload(session, pngFile(w, h))
      expect(res.status, `${w}×${h}`).toBe(400)
      expect(await errorCodeOf(res)).toBe('LOGO_ASPECT_RATIO')
    }
    expect(await logoKeyOf(org.id)).toBe(kept)
  })

  it('decides the type by content: a PNG named .jpg and sent as image/jpeg is stored and served as PNG', async () => {
    const { session } = await ownedOrganization()
    expect((await upload(session, pngFile(240, 120), 'image/jpeg', 'logo.jpg')).status).toBe(200)
    const logo = await call('/api/tenant/logo', { session })
    expect(logo.headers.get('Content-Type')).toBe('image/png')
    await logo.arrayBuffer()
  })

  it('refuses a GIF, an HTML page and an SVG however they are named, with LOGO_INVALID_TYPE', async () => {
    const { org, session } = await ownedOrganization()
    const encode = (s: string) => new TextEncoder().encode(s)
    for (const [body, type, name] of [
      [encode('GIF89a\x02\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00;'), 'image/gif', 'logo.png'],
      [encode('<html><body><script>alert(document.cookie)</script></body></html>'), 'image/png', 'logo.png'],
      [encode('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"/>'), 'image/svg+xml', 'logo.jpg'],
      [pngFile(200, 100).subarray(0, 20), 'image/png', 'truncated.png'],
    ] as const) {
      const res = await upload(session, body, type, name)
      expect(res.status, name).toBe(400)
      expect(await errorCodeOf(res)).toBe('LOGO_INVALID_TYPE')
    }
    expect(await logoKeyOf(org.id)).toBeNull()
  })

  it('refuses huge dimensions and bodies over the size limit', async () => {
    const { session } = await ownedOrganization()
    const huge = await upload(session, pngFile(20_000, 10_000))
    expect(await errorCodeOf(huge)).toBe('LOGO_DIMENSIONS_TOO_LARGE')
    const big = new Uint8Array(LOGO_MAX_BYTES + 1)
    big.set(pngFile(200, 100))
    const tooLarge = await upload(session, big)
    expect(tooLarge.status).toBe(413)
    expect(await errorCodeOf(tooLarge)).toBe('PAYLOAD_TOO_LARGE')
  })

  it('replaces the previous logo and deletes it from R2', async () => {
    const { org, session } = await ownedOrganization()
    await upload(session, pngFile(200, 100))
    const first = await logoKeyOf(org.id)
    await upload(session, pngFile(300, 100))
    const second = await logoKeyOf(org.id)
    expect(second).not.toBe(first)
    expect(await env.FILES.head(first as string)).toBeNull()
    expect(await env.FILES.head(second as string)).not.toBeNull()
  })

  it('needs ORGANIZATION_UPDATE', async () => {
    const { org } = await ownedOrganization()
    const { session } = await memberOf(org.id, ['ORGANIZATION_READ'])
    expect(await errorCodeOf(await upload(session, pngFile(200, 100)))).toBe('FORBIDDEN')
    expect(await logoKeyOf(org.id)).toBeNull()
  })
})

describe('GET /api/tenant/logo and POST /api/tenant/remove-logo', () => {
  it("serves only the caller's own organization's logo: another tenant never gets it", async () => {
    const a = await ownedOrganization()
    const b = await ownedOrganization()
    await upload(b.session, solidPngFile(30, 10, [255, 0, 0]))
    const bKey = await logoKeyOf(b.org.id)
    // A has no logo: whatever version it asks for, it gets its own (none), never B's.
    const version = bKey?.slice(bKey.lastIndexOf('/') + 1) ?? ''
    const res = await call(`/api/tenant/logo?v=${version}`, { session: a.session })
    expect(res.status).toBe(404)
    expect(await errorCodeOf(res)).toBe('LOGO_NOT_FOUND')
    // A's removal leaves B's logo alone.
    expect((await call('/api/tenant/remove-logo', { method: 'POST', session: a.session })).status).toBe(200)
    expect(await env.FILES.head(bKey as string)).not.toBeNull()
    expect(await logoKeyOf(b.org.id)).toBe(bKey)
  })

  it('removes the logo and its object; the logo then answers 404', async () => {
    const { org, session } = await ownedOrganization()
    await upload(session, pngFile(200, 100))
    const key = await logoKeyOf(org.id)
    const res = await call('/api/tenant/remove-logo', { method: 'POST', session })
    expect(await res.json()).toEqual({ logoUrl: null })
    expect(await logoKeyOf(org.id)).toBeNull()
    expect(await env.FILES.head(key as string)).toBeNull()
    expect(await errorCodeOf(await call('/api/tenant/logo', { session }))).toBe('LOGO_NOT_FOUND')
  })

  it('needs a session in the organization, and ORGANIZATION_UPDATE to remove', async () => {
    const { org, session } = await ownedOrganization()
    await upload(session, pngFile(200, 100))
    expect(await errorCodeOf(await call('/api/tenant/logo'))).toBe('UNAUTHENTICATED')
    const { session: reader } = await memberOf(org.id, ['ORGANIZATION_READ'])
    expect(await errorCodeOf(await call('/api/tenant/remove-logo', { method: 'POST', session: reader }))).toBe(
      'FORBIDDEN',
    )
    expect(await logoKeyOf(org.id)).not.toBeNull()
  })
})

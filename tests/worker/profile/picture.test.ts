import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { PICTURE_MAX_BYTES } from '../../../worker/contracts/profile'
import { sniffPicture } from '../../../worker/profile/picture-format'
import { createUser } from '../support/factories'
import { call, type Session, signIn } from '../support/http'
import { errorCodeOf, jpegBytes, pngBytes, signedInUser } from './support'

const upload = (session: Session, body: Uint8Array, contentType = 'image/png') =>
  call('/api/my-profile/upload-picture', {
    method: 'POST',
    session,
    headers: { 'Content-Type': contentType },
    body,
  })

async function photoKeyOf(userId: string) {
  const row = await env.DB.prepare('SELECT photo_key FROM users WHERE id = ?')
    .bind(userId)
    .first<{ photo_key: string }>()
  return row?.photo_key ?? null
}

describe('picture format check (by content)', () => {
  it('reads PNG and JPEG dimensions', () => {
    expect(sniffPicture(pngBytes(640, 480))).toEqual({ contentType: 'image/png', width: 640, height: 480 })
    expect(sniffPicture(jpegBytes(300, 200))).toEqual({ contentType: 'image/jpeg', width: 300, height: 200 })
  })

  it('refuses lookalikes: a bare signature, a broken IHDR CRC, a JPEG without a frame, zero or huge sizes', () => {
    expect(sniffPicture(pngBytes().subarray(0, 8))).toBeNull()
    expect(sniffPicture(pngBytes(64, 64, { badCrc: true }))).toBeNull()
    expect(sniffPicture(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull()
    expect(sniffPicture(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x40, 0x00]))).toBeNull() // length past the end
    expect(sniffPicture(pngBytes(0, 10))).toBeNull()
    expect(sniffPicture(pngBytes(4097, 10))).toBeNull()
    expect(sniffPicture(jpegBytes(10, 5000))).toBeNull()
    expect(sniffPicture(pngBytes(4096, 4096))).not.toBeNull()
    expect(sniffPicture(new TextEncoder().encode('GIF89a......'))).toBeNull()
  })
})

describe('POST /api/my-profile/upload-picture and GET /api/my-profile/picture', () => {
  it('stores a PNG in R2 under the user, sets the photo, and streams it back safely', async () => {
    const { user, session } = await signedInUser()
    const bytes = pngBytes(128, 96)
    const res = await upload(session, bytes, 'application/octet-stream')
    expect(res.status).toBe(200)
    const { photoUrl } = (await res.json()) as { photoUrl: string }
    expect(photoUrl).toMatch(/^\/api\/my-profile\/picture\?v=/)
    const key = await photoKeyOf(user.id)
    expect(key?.startsWith(`users/${user.id}/picture/`)).toBe(true)
    expect(await env.FILES.head(key as string)).not.toBeNull()
    const me = (await (await call('/api/my-profile', { session })).json()) as { photoUrl: string }
    expect(me.photoUrl).toBe(photoUrl)

    const picture = await call(photoUrl, { session })
    expect(picture.status).toBe(200)
    expect(picture.headers.get('Content-Type')).toBe('image/png')
    expect(picture.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(picture.headers.get('Cache-Control')).toContain('private')
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(bytes)
  })

  it('takes the type from the content: a JPEG sent as image/png is served as image/jpeg', async () => {
    const { session } = await signedInUser()
    expect((await upload(session, jpegBytes(), 'image/png')).status).toBe(200)
    const picture = await call('/api/my-profile/picture', { session })
    expect(picture.headers.get('Content-Type')).toBe('image/jpeg')
    await picture.arrayBuffer()
  })

  it('replaces the previous picture and deletes it from R2', async () => {
    const { user, session } = await signedInUser()
    await upload(session, pngBytes())
    const first = await photoKeyOf(user.id)
    await upload(session, jpegBytes())
    const second = await photoKeyOf(user.id)
    expect(second).not.toBe(first)
    expect(await env.FILES.head(first as string)).toBeNull()
    expect(await env.FILES.head(second as string)).not.toBeNull()
  })

  it('refuses a fake .png that is really a PDF, and leaves no picture', async () => {
    const { user, session } = await signedInUser()
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n')
    const res = await upload(session, pdf, 'image/png')
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('PICTURE_INVALID')
    expect(await photoKeyOf(user.id)).toBeNull()
    expect((await call('/api/my-profile/picture', { session })).status).toBe(404)
  })

  it('refuses an empty body, an SVG, and a PNG over 4096 pixels', async () => {
    const { session } = await signedInUser()
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    for (const body of [new Uint8Array(), svg, pngBytes(5000, 100)]) {
      const res = await upload(session, body)
      expect(res.status).toBe(400)
      expect(await errorCodeOf(res)).toBe('PICTURE_INVALID')
    }
  })

  it('accepts a picture of 1.5 MB (above the 1 MiB JSON cap, below its own 2 MB cap)', async () => {
    const { session } = await signedInUser()
    const res = await upload(session, pngBytes(64, 64, { padTo: 1.5 * 1024 * 1024 }))
    expect(res.status).toBe(200)
  })

  it('refuses a body over 2 MB with 413', async () => {
    const { session } = await signedInUser()
    const res = await upload(session, pngBytes(64, 64, { padTo: PICTURE_MAX_BYTES }))
    expect(res.status).toBe(413)
    expect(await errorCodeOf(res)).toBe('PAYLOAD_TOO_LARGE')
  })

  it('serves only the signed-in user’s own picture; 404 without one, 401 signed out', async () => {
    const { session: owner } = await signedInUser()
    await upload(owner, pngBytes())
    const other = await createUser()
    const otherSession = await signIn(other.email, other.password)
    expect((await call('/api/my-profile/picture', { session: otherSession })).status).toBe(404)
    expect((await call('/api/my-profile/picture')).status).toBe(401)
  })

  it('refuses an upload without the CSRF token', async () => {
    const { user, session } = await signedInUser()
    const res = await call('/api/my-profile/upload-picture', {
      method: 'POST',
      headers: { Cookie: session.cookie, 'Content-Type': 'image/png' },
      body: pngBytes(),
    })
    expect(res.status).toBe(403)
    expect(await errorCodeOf(res)).toBe('CSRF_FAILED')
    expect(await photoKeyOf(user.id)).toBeNull()
  })
})

import { pngChunk as chunk } from '../../../worker/engine/documents/png-encode'
import { createOrganization, createUser, type TestUserInput } from '../support/factories'
import { signIn } from '../support/http'

/** A member of a fresh organization, signed in. */
export async function signedInUser(input: TestUserInput = {}) {
  const org = await createOrganization()
  const user = await createUser({ memberOf: [{ organizationId: org.id }], ...input })
  const session = await signIn(user.email, user.password)
  return { org, user, session }
}

export async function errorCodeOf(res: Response): Promise<string> {
  const body = (await res.json()) as { error?: { code: string } }
  return body.error?.code ?? `no error (status ${res.status})`
}

/** A PNG header (signature, IHDR, empty IDAT, IEND) with the given dimensions. */
export function pngBytes(width = 64, height = 64, options: { badCrc?: boolean; padTo?: number } = {}) {
  const ihdr = new Uint8Array(13)
  const view = new DataView(ihdr.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  ihdr.set([8, 6, 0, 0, 0], 8) // 8-bit RGBA
  const header = chunk('IHDR', ihdr)
  if (options.badCrc) header[header.length - 1] = (header[header.length - 1] ?? 0) ^ 0xff
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    header,
    chunk('IDAT', new Uint8Array(options.padTo ?? 0)),
    chunk('IEND', new Uint8Array()),
  ]
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

/** A JPEG header: SOI, APP0 (JFIF), SOF0 with the given dimensions, EOI. */
export function jpegBytes(width = 48, height = 32) {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x10,
    0x4a,
    0x46,
    0x49,
    0x46,
    0x00,
    0x01,
    0x01,
    0x00,
    0x00,
    0x01,
    0x00,
    0x01,
    0x00,
    0x00,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
    0xff,
    0xd9,
  ])
}

import { env } from 'cloudflare:workers'
import { encodeBase64 } from '@oslojs/encoding'
import { describe, expect, it } from 'vitest'
import { PASSWORD_HASH_ITERATIONS } from '../../../worker/access/password'
import { createUser } from '../support/factories'
import { call } from '../support/http'

async function legacyHash(password: string, iterations: number) {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256)
  return `pbkdf2-sha256$${iterations}$${encodeBase64(salt)}$${encodeBase64(new Uint8Array(bits))}`
}

describe('hash parameters stored per hash', () => {
  it('a hash made with older parameters still signs in and is upgraded to the current ones', async () => {
    const user = await createUser()
    await env.DB.prepare("UPDATE credentials SET secret = ? WHERE user_id = ? AND kind = 'PASSWORD'")
      .bind(await legacyHash(user.password, 10_000), user.id)
      .run()
    const res = await call('/api/access/login', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    })
    expect(res.status).toBe(200)
    const row = await env.DB.prepare("SELECT secret FROM credentials WHERE user_id = ? AND kind = 'PASSWORD'")
      .bind(user.id)
      .first<{ secret: string }>()
    expect(row?.secret.startsWith(`pbkdf2-sha256$${PASSWORD_HASH_ITERATIONS}$`)).toBe(true)
    const again = await call('/api/access/login', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    })
    expect(again.status).toBe(200)
  })
})

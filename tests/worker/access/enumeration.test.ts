import { describe, expect, it } from 'vitest'
import { createUser, uniqueEmail } from '../support/factories'
import { call, freshClientAddress } from '../support/http'

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

async function timedLogin(email: string, password: string) {
  const started = performance.now()
  const res = await call('/api/access/login', {
    method: 'POST',
    json: { email, password },
    headers: { 'CF-Connecting-IP': freshClientAddress() },
  })
  const ms = performance.now() - started
  return { ms, status: res.status, body: await res.text() }
}

describe('no user enumeration', () => {
  it('a known email with a wrong password and an unknown email get the same answer in the same time', async () => {
    const user = await createUser()
    const known: number[] = []
    const unknown: number[] = []
    const bodies = new Set<string>()
    for (let i = 0; i < 8; i++) {
      const a = await timedLogin(user.email, 'Wrong-Password-1')
      const b = await timedLogin(uniqueEmail('nobody'), 'Wrong-Password-1')
      expect([a.status, b.status]).toEqual([401, 401])
      for (const r of [a, b]) bodies.add(JSON.stringify({ ...JSON.parse(r.body).error, correlationId: undefined }))
      known.push(a.ms)
      unknown.push(b.ms)
    }
    expect(bodies.size).toBe(1)
    expect([...bodies][0]).toContain('The password or email is incorrect!')
    // Both paths run one PBKDF2 verification; the medians differ only by noise.
    const [k, u] = [median(known), median(unknown)]
    expect(Math.abs(k - u)).toBeLessThan(Math.max(8, 0.5 * Math.min(k, u)))
  })

  it('forgot-password and sign-in-link answer identically for known and unknown addresses', async () => {
    const user = await createUser()
    for (const path of ['/api/access/forgot-password', '/api/access/sign-in-link']) {
      const a = await call(path, { method: 'POST', json: { email: user.email } })
      const b = await call(path, { method: 'POST', json: { email: uniqueEmail('nobody') } })
      expect([a.status, b.status]).toEqual([200, 200])
      expect(await a.text()).toBe(await b.text())
    }
  })
})

import { describe, expect, it } from 'vitest'
import { createOrganization, createUser, uniqueEmail } from '../support/factories'
import { call, freshClientAddress } from '../support/http'
import { inOneRateWindow } from '../support/rate-window'

const login = (address: string, email: string, password: string) =>
  call('/api/access/login', { method: 'POST', headers: { 'CF-Connecting-IP': address }, json: { email, password } })

describe('sign-in limits per client address', () => {
  it('lets 200 successful sign-ins from one office address in 15 minutes through', { timeout: 120_000 }, async () => {
    const org = await createOrganization({ name: 'Busy Agency' })
    const recruiters = await Promise.all(
      Array.from({ length: 40 }, () => createUser({ memberOf: [{ organizationId: org.id }] })),
    )
    const address = freshClientAddress()
    const statuses: number[] = []
    for (let i = 0; i < 200; i++) {
      const recruiter = recruiters[i % recruiters.length]!
      statuses.push((await login(address, recruiter.email, recruiter.password)).status)
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([])
  })

  it('counts failed sign-ins per address across accounts and refuses the address after 50', {
    timeout: 60_000,
  }, async () => {
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    // A password sprayer: one guess per account, so the per-account limit never trips.
    let address = ''
    const statuses = await inOneRateWindow(15 * 60_000, async (office) => {
      address = office
      const seen: number[] = []
      for (let i = 0; i < 51; i++) seen.push((await login(office, uniqueEmail('spray'), 'Guess-1234')).status)
      return seen
    })
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true)
    expect(statuses[50]).toBe(429)
    // The address stays refused, even with a right password; another address is not affected.
    const fromSprayer = await login(address, user.email, user.password)
    expect(fromSprayer.status).toBe(429)
    expect(fromSprayer.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect((await login(freshClientAddress(), user.email, user.password)).status).toBe(200)
  })

  it('does not let a parallel burst of guesses past the failure limit', { timeout: 60_000 }, async () => {
    const address = freshClientAddress()
    const statuses = await Promise.all(
      Array.from({ length: 70 }, async () => (await login(address, uniqueEmail('burst'), 'Guess-1234')).status),
    )
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(50)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20)
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
  })
})

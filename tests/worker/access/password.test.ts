import { describe, expect, it } from 'vitest'
import {
  hashPassword,
  PASSWORD_HASH_ITERATIONS,
  PRODUCTION_PBKDF2_MAX_ITERATIONS,
  parsePasswordHash,
  verifyPassword,
} from '../../../worker/access/password'

describe('password hashing', () => {
  it('stays within the production Workers PBKDF2 limit of 100,000 iterations', async () => {
    expect(PRODUCTION_PBKDF2_MAX_ITERATIONS).toBe(100_000)
    expect(PASSWORD_HASH_ITERATIONS).toBeLessThanOrEqual(PRODUCTION_PBKDF2_MAX_ITERATIONS)
    const parsed = parsePasswordHash(await hashPassword('Secret-Pass-1'))
    expect(parsed?.iterations).toBeLessThanOrEqual(100_000)
  })

  it('stores its parameters and a random salt with each hash', async () => {
    const a = await hashPassword('Secret-Pass-1')
    const b = await hashPassword('Secret-Pass-1')
    expect(a).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(a).not.toBe(b)
  })

  it('verifies the right password and refuses a wrong one or a tampered hash', async () => {
    const hash = await hashPassword('Secret-Pass-1')
    expect(await verifyPassword('Secret-Pass-1', hash)).toBe(true)
    expect(await verifyPassword('secret-pass-1', hash)).toBe(false)
    expect(await verifyPassword('Secret-Pass-1', hash.replace('100000', '1000'))).toBe(false)
    expect(await verifyPassword('Secret-Pass-1', hash.replace('100000', '600000'))).toBe(false)
    expect(await verifyPassword('Secret-Pass-1', 'garbage')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { ProviderParam } from '../../worker/contracts/oauth'
import { IdParam } from '../../worker/contracts/params'
import { newId } from '../../worker/lib/ids'

describe('IdParam', () => {
  it('accepts server ids (UUIDv7) and seeded ids', () => {
    expect(IdParam.safeParse({ id: newId() }).success).toBe(true)
    expect(IdParam.safeParse({ id: '00000000-0000-7030-8000-000000000001' }).success).toBe(true)
  })

  it.each([' bad id', '', 'a/b', 'a.b', "1'--", 'a'.repeat(65), 'ünïcode'])('refuses %j', (id) => {
    expect(IdParam.safeParse({ id }).success).toBe(false)
  })
})

describe('ProviderParam', () => {
  it('reads a provider slug in any case', () => {
    expect(ProviderParam.parse({ provider: 'Microsoft' })).toEqual({ provider: 'microsoft' })
  })

  it('refuses a provider the app does not know', () => {
    expect(ProviderParam.safeParse({ provider: 'github' }).success).toBe(false)
  })
})

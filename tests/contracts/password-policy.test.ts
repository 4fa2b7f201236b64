import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NewPasswordSchema, passwordRules, passwordStrength } from '../../worker/contracts/password-policy'

const messageOf = (value: string) => {
  const result = NewPasswordSchema.safeParse(value)
  return result.success ? null : result.error.issues[0]?.message
}

describe('password policy (spec §5)', () => {
  it('needs 8 characters, an uppercase letter and a number', () => {
    expect(messageOf('Ab1')).toBe('Must be at least 8 characters')
    expect(messageOf('abcdefg1')).toBe('Must contain an uppercase letter')
    expect(messageOf('Abcdefgh')).toBe('Must contain a number')
    expect(passwordRules('Ölfeld-Pass9')).toEqual({ minLength: true, uppercase: true, number: true })
  })

  it("refuses weak passwords with 'Choose a stronger password'", () => {
    expect(messageOf('Password1')).toBe('Choose a stronger password')
    expect(messageOf('Aaaaaaa1')).toBe('Choose a stronger password')
    expect(messageOf('Qwerty123')).toBe('Choose a stronger password')
  })

  it('rates strength on four levels', () => {
    expect(passwordStrength('short')).toBe('weak')
    expect(passwordStrength('Harbour7x')).toBe('could_be_better')
    expect(passwordStrength('Harbour7x!')).toBe('good')
    expect(passwordStrength('Harbour-Lantern-42')).toBe('strong')
  })

  it('adding characters of a new class never lowers the strength', () => {
    const order = ['weak', 'could_be_better', 'good', 'strong']
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 20 }), (base) => {
        const before = order.indexOf(passwordStrength(base))
        const after = order.indexOf(passwordStrength(`${base}Zz9#`))
        return after >= before || /(.)\1/.test(base)
      }),
    )
  })
})

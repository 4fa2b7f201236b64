import { z } from 'zod'

/**
 * The password rules of spec §5, shared by the SPA (live feedback) and the Worker (the real check).
 * Strength is a small entropy-style estimate: length, character classes and obvious patterns.
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 256
export const PASSWORD_STRENGTHS = ['weak', 'could_be_better', 'good', 'strong'] as const
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number]

export interface PasswordRuleResult {
  minLength: boolean
  uppercase: boolean
  number: boolean
}

export function passwordRules(password: string): PasswordRuleResult {
  return {
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: /\p{Lu}/u.test(password),
    number: /\p{Nd}/u.test(password),
  }
}

// Sequences that add length but no entropy.
const WEAK_PATTERNS = [/^(.)\1+$/, /(0123|1234|2345|3456|4567|5678|6789|abcd|qwer|asdf|password|passwort)/i]

export function passwordStrength(password: string): PasswordStrength {
  const rules = passwordRules(password)
  if (!rules.minLength) return 'weak'
  let score = 0
  if (rules.uppercase) score++
  if (rules.number) score++
  if (/\p{Ll}/u.test(password)) score++
  if (/[^\p{L}\p{Nd}]/u.test(password)) score++
  if (password.length >= 12) score++
  if (password.length >= 16) score++
  if (new Set(password).size < password.length / 2) score--
  if (WEAK_PATTERNS.some((p) => p.test(password))) score -= 2
  if (score <= 2) return 'weak'
  if (score === 3) return 'could_be_better'
  if (score === 4) return 'good'
  return 'strong'
}

/** A new password: the rules of spec §5, and not 'weak' ('choose a stronger password'). */
export const NewPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, `Must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .superRefine((value, ctx) => {
    const rules = passwordRules(value)
    if (!rules.minLength)
      ctx.addIssue({ code: 'custom', message: `Must be at least ${PASSWORD_MIN_LENGTH} characters` })
    else if (!rules.uppercase) ctx.addIssue({ code: 'custom', message: 'Must contain an uppercase letter' })
    else if (!rules.number) ctx.addIssue({ code: 'custom', message: 'Must contain a number' })
    else if (passwordStrength(value) === 'weak') ctx.addIssue({ code: 'custom', message: 'Choose a stronger password' })
  })

/** A new password with its confirmation ('Passwords do not match' on the confirmation field). */
export function withConfirmation<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...shape, password: NewPasswordSchema, confirmPassword: z.string().max(PASSWORD_MAX_LENGTH) })
    .refine((v) => (v as { password: string }).password === (v as { confirmPassword: string }).confirmPassword, {
      path: ['confirmPassword'],
      message: 'Passwords do not match',
    })
}

import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordStrength,
  passwordRules,
  passwordStrength,
} from '../../../worker/contracts/password-policy'
import { m } from '../../paraglide/messages'

export interface NewPasswordErrors {
  password?: string
  confirmPassword?: string
}

/**
 * The worker's own rules (worker/contracts/password-policy.ts), in the words of the interface: the
 * same functions decide here and on the server, so the meter never promises what the server refuses.
 */
export function checkNewPassword(password: string, confirmPassword: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {}
  const rules = passwordRules(password)
  if (password.length === 0) errors.password = m.password_required()
  else if (password.length > PASSWORD_MAX_LENGTH)
    errors.password = m.validation_max_length({ value: PASSWORD_MAX_LENGTH })
  else if (!rules.minLength) errors.password = m.validation_min_length({ value: PASSWORD_MIN_LENGTH })
  else if (!rules.uppercase) errors.password = m.password_needs_uppercase()
  else if (!rules.number) errors.password = m.password_needs_number()
  else if (passwordStrength(password) === 'weak') errors.password = m.password_choose_stronger()
  if (confirmPassword !== password) errors.confirmPassword = m.password_mismatch()
  return errors
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((value) => value !== undefined)
}

export function strengthLabel(strength: PasswordStrength): string {
  switch (strength) {
    case 'weak':
      return m.password_strength_weak()
    case 'could_be_better':
      return m.password_strength_could_be_better()
    case 'good':
      return m.password_strength_good()
    case 'strong':
      return m.password_strength_strong()
  }
}

import type { UiLanguage } from '../../../worker/contracts/enums'
import { m } from '../../paraglide/messages'
import { checkNewPassword, type NewPasswordErrors } from '../identity/password-check'

export const ONBOARDING_STEPS = ['language', 'organization', 'password', 'user', 'review'] as const
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]

export interface OnboardingValues {
  language: UiLanguage
  organizationName: string
  isAgency: boolean
  address: string
  password: string
  confirmPassword: string
  name: string
  position: string
}

export type OnboardingErrors = Partial<Record<'organizationName' | 'address' | 'name' | 'position', string>> &
  NewPasswordErrors

const NAME_MAX = 120

function requiredName(value: string): string | undefined {
  const trimmed = value.trim()
  if (trimmed.length === 0) return m.validation_name_required()
  if (trimmed.length > NAME_MAX) return m.validation_max_length({ value: NAME_MAX })
  return undefined
}

function maxLength(value: string, max: number): string | undefined {
  return value.trim().length > max ? m.validation_max_length({ value: max }) : undefined
}

/**
 * The checks of one step (spec §5), run before the wizard moves on. The password step is skipped when
 * the password was already stored and the user left the fields empty.
 */
export function validateStep(
  step: OnboardingStep,
  values: OnboardingValues,
  passwordStored: boolean,
): OnboardingErrors {
  switch (step) {
    case 'organization':
      return prune({ organizationName: requiredName(values.organizationName), address: maxLength(values.address, 500) })
    case 'password':
      if (passwordStored && values.password === '' && values.confirmPassword === '') return {}
      return prune(checkNewPassword(values.password, values.confirmPassword))
    case 'user':
      return prune({ name: requiredName(values.name), position: maxLength(values.position, NAME_MAX) })
    default:
      return {}
  }
}

function prune(errors: OnboardingErrors): OnboardingErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value !== undefined)) as OnboardingErrors
}

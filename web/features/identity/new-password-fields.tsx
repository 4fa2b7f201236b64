import type { Ref } from 'react'
import { TextField } from '../../components/text-field'
import { m } from '../../paraglide/messages'
import type { NewPasswordErrors } from './password-check'
import { PasswordStrengthMeter } from './password-strength-meter'

export interface NewPasswordValues {
  password: string
  confirmPassword: string
}

/** A new password with its strength meter and its confirmation (sign-up, reset, profile). */
export function NewPasswordFields({
  idPrefix,
  values,
  errors,
  onChange,
  passwordRef,
  confirmRef,
  passwordLabel = m.password_new_label(),
}: {
  idPrefix: string
  values: NewPasswordValues
  errors: NewPasswordErrors
  onChange: (values: NewPasswordValues) => void
  passwordRef?: Ref<HTMLInputElement>
  confirmRef?: Ref<HTMLInputElement>
  passwordLabel?: string
}) {
  const meterId = `${idPrefix}-strength`
  return (
    <>
      <TextField
        ref={passwordRef}
        id={`${idPrefix}-password`}
        name="new-password"
        type="password"
        autoComplete="new-password"
        label={passwordLabel}
        value={values.password}
        error={errors.password}
        aria-describedby={errors.password ? `${idPrefix}-password-error ${meterId}` : meterId}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
      />
      <PasswordStrengthMeter password={values.password} id={meterId} />
      <TextField
        ref={confirmRef}
        id={`${idPrefix}-confirm`}
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        label={m.password_confirm_label()}
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => onChange({ ...values, confirmPassword: event.target.value })}
      />
    </>
  )
}

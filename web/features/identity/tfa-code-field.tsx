import type { Ref } from 'react'
import { TextField } from '../../components/text-field'
import { m } from '../../paraglide/messages'

export const TFA_CODE_LENGTH = 6

/** Spec §5: exactly 6 characters, digits only. */
export function isTfaCode(value: string): boolean {
  return /^\d{6}$/.test(value)
}

export function tfaCodeError(value: string): string | undefined {
  return isTfaCode(value) ? undefined : m.tfa_code_invalid()
}

/**
 * The one-time password from the authenticator app. Anything but digits is dropped as it is typed or
 * pasted ("123 456" from some apps becomes 123456); autocomplete lets phones offer the code.
 */
export function TfaCodeField({
  id,
  value,
  error,
  onChange,
  ref,
  label = m.tfa_code_label(),
}: {
  id: string
  value: string
  error?: string
  onChange: (value: string) => void
  ref?: Ref<HTMLInputElement>
  label?: string
}) {
  return (
    <TextField
      ref={ref}
      id={id}
      name="one-time-code"
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      className="code-input"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, TFA_CODE_LENGTH))}
    />
  )
}

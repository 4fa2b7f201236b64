import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { changePassword, profileKey } from '../../api/profile'
import { showErrorsAndFocus } from '../../components/focus-first-invalid'
import { TextField } from '../../components/text-field'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { NewPasswordFields, type NewPasswordValues } from '../identity/new-password-fields'
import { checkNewPassword, hasErrors, type NewPasswordErrors } from '../identity/password-check'

const EMPTY: NewPasswordValues = { password: '', confirmPassword: '' }

/** Change password (ends every other session of the user). */
export function ChangePasswordForm({
  userId,
  email,
  hasPassword,
}: {
  userId: string
  email: string
  hasPassword: boolean
}) {
  const queryClient = useQueryClient()
  const [current, setCurrent] = useState('')
  const [values, setValues] = useState<NewPasswordValues>(EMPTY)
  const [errors, setErrors] = useState<NewPasswordErrors & { current?: string }>({})
  const [submitted, setSubmitted] = useState(false)
  const mutation = useMutation({
    mutationFn: () => changePassword({ ...(hasPassword ? { currentPassword: current } : {}), ...values }),
    onSuccess: async () => {
      notify('success', { title: m.security_password_changed() })
      setCurrent('')
      setValues(EMPTY)
      setSubmitted(false)
      await queryClient.invalidateQueries({ queryKey: profileKey(userId) })
    },
  })

  const check = (next: NewPasswordValues, currentValue: string) => ({
    current: hasPassword && !currentValue ? m.login_password_required() : undefined,
    ...checkNewPassword(next.password, next.confirmPassword),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    setSubmitted(true)
    const problems = check(values, current)
    if (hasErrors(problems)) {
      showErrorsAndFocus(event.currentTarget, () => setErrors(problems))
      return
    }
    setErrors(problems)
    mutation.mutate()
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div className="form-alert" role="alert">
        {mutation.error ? <p>{`${m.security_password_failed()} ${errorMessage(mutation.error)}`}</p> : null}
      </div>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {hasPassword ? (
        <TextField
          id="change-password-current"
          name="current-password"
          type="password"
          autoComplete="current-password"
          label={m.security_current_password()}
          value={current}
          error={errors.current}
          onChange={(event) => {
            setCurrent(event.target.value)
            if (submitted) setErrors(check(values, event.target.value))
          }}
        />
      ) : null}
      <NewPasswordFields
        idPrefix="change-password"
        values={values}
        errors={errors}
        onChange={(next) => {
          setValues(next)
          if (submitted) setErrors(check(next, current))
        }}
      />
      <div className="button-row">
        <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? m.common_saving() : m.security_password_submit()}
        </button>
      </div>
    </form>
  )
}

import { type FormEvent, useRef, useState } from 'react'
import { type CreateMutationOptions, useCreateMutation } from '../../api/use-create-mutation'
import { validateEmail } from '../login/login-schema'

/**
 * The email-only forms (sign-up, first user, forgot password, sign-in link): one field, checked
 * before sending, focus back on it when invalid, and one submit at a time. The call gets an
 * Idempotency-Key per submission; the sign-up sends it, the others create nothing and ignore it.
 */
export function useEmailRequest<TData>(
  options: Omit<CreateMutationOptions<TData, string>, 'mutationKey'>,
  initialEmail = '',
) {
  const [email, setEmail] = useState(initialEmail)
  const [error, setError] = useState<string | undefined>()
  const emailRef = useRef<HTMLInputElement>(null)
  const mutation = useCreateMutation(options)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    const result = validateEmail(email)
    if (!result.ok) {
      setError(result.error)
      emailRef.current?.focus()
      return
    }
    setError(undefined)
    mutation.mutate(result.email)
  }

  return { email, setEmail, error, emailRef, mutation, onSubmit }
}

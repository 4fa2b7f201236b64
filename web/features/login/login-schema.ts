import { z } from 'zod'
import { m } from '../../paraglide/messages'

export interface LoginValues {
  email: string
  password: string
}
export type LoginErrors = Partial<Record<keyof LoginValues, string>>

// Built per call so the messages are in the locale active at validation time.
function loginSchema() {
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, { error: m.login_email_required() })
      .pipe(z.email({ error: m.login_email_invalid() })),
    password: z.string().min(1, { error: m.login_password_required() }),
  })
}

/** Spec §5 login rules: email required, 'It seems not to be an email', password required. */
export function validateLogin(
  values: LoginValues,
): { ok: true; values: LoginValues } | { ok: false; errors: LoginErrors } {
  const result = loginSchema().safeParse(values)
  if (result.success) return { ok: true, values: result.data }
  const errors: LoginErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    // First problem per field only: "required" already says everything about an empty field.
    if ((field === 'email' || field === 'password') && errors[field] === undefined) errors[field] = issue.message
  }
  return { ok: false, errors }
}

/** One email field on its own (sign-up, forgot password, sign-in link, first user). */
export function validateEmail(value: string): { ok: true; email: string } | { ok: false; error: string } {
  const result = loginSchema().shape.email.safeParse(value)
  // Lower-cased like the server's EmailSchema, so the address shown back is the one the server uses.
  if (result.success) return { ok: true, email: result.data.toLowerCase() }
  return { ok: false, error: result.error.issues[0]?.message ?? m.login_email_invalid() }
}

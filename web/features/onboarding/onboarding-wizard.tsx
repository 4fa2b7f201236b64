import { useMutation } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { completeRegistration, type RegistrationSession, storeRegistrationPassword } from '../../api/access'
import { useCreateMutation } from '../../api/use-create-mutation'
import { showErrorsAndFocus } from '../../components/focus-first-invalid'
import { errorMessage } from '../../i18n/error-message'
import { localeForLanguage } from '../../i18n/locale'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'
import { guestLocaleAtom } from '../../state/ui'
import { useFinishSignIn } from '../identity/use-finish-sign-in'
import { useOnboardingDraft } from './onboarding-draft'
import { OnboardingStepFields, stepTitle } from './onboarding-steps'
import { ONBOARDING_STEPS, type OnboardingErrors, type OnboardingStep, validateStep } from './onboarding-validation'

/**
 * The onboarding wizard (spec §2): language, organization, password, user info, review. Each step is
 * checked before the next; the password is stored (hashed, server-side) when its step is left, and
 * the review step creates user, organization and session in one call.
 */
export function OnboardingWizard({ token, registration }: { token: string; registration: RegistrationSession }) {
  const finishSignIn = useFinishSignIn()
  const [draft, update] = useOnboardingDraft({
    token,
    index: 0,
    passwordStored: registration.passwordStored,
    refocusLanguage: false,
    values: {
      language: registration.language,
      organizationName: '',
      isAgency: false,
      address: '',
      password: '',
      confirmPassword: '',
      name: '',
      position: '',
    },
  })
  const { index, values, passwordStored } = draft
  const setGuestLocale = useSetAtom(guestLocaleAtom)
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<OnboardingErrors>({})
  const headingRef = useRef<HTMLHeadingElement>(null)
  const step: OnboardingStep = ONBOARDING_STEPS[index] ?? 'language'
  const shownStep = useRef(step)

  // The wizard speaks the language being chosen (spec: the interface language is the organization's).
  useEffect(() => setGuestLocale(localeForLanguage(values.language)), [values.language, setGuestLocale])
  // Switching the language remounts the page in the new one: focus returns to the chosen option.
  useEffect(() => {
    // Wait for the remount in the new language; focusing the old tree's radio would be lost with it.
    if (!draft.refocusLanguage || getLocale() !== localeForLanguage(values.language)) return
    formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus()
    update(() => ({ refocusLanguage: false }))
  })

  // Each step replaces the form's content: focus its heading so screen readers announce where they
  // are. Not on the first step: the page load already put focus where it belongs.
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    headingRef.current?.focus()
  }, [step])

  const storePassword = useMutation({
    mutationFn: () => storeRegistrationPassword(token, values.password, values.confirmPassword),
    onSuccess: () => {
      update((current) => ({
        passwordStored: true,
        values: { ...current.values, password: '', confirmPassword: '' },
        index: Math.min(ONBOARDING_STEPS.length - 1, current.index + 1),
      }))
      setErrors({})
    },
  })
  const complete = useCreateMutation({
    mutationFn: (_, key) =>
      completeRegistration(
        {
          token,
          language: values.language,
          organization: {
            name: values.organizationName.trim(),
            isAgency: values.isAgency,
            ...(values.address.trim() ? { address: values.address.trim() } : {}),
          },
          user: { name: values.name.trim(), ...(values.position.trim() ? { position: values.position.trim() } : {}) },
        },
        key,
      ),
    onSuccess: () => finishSignIn(),
  })
  const pending = storePassword.isPending || complete.isPending
  const failure = storePassword.error ?? complete.error

  function go(next: number) {
    setErrors({})
    storePassword.reset()
    complete.reset()
    update(() => ({ index: Math.max(0, Math.min(ONBOARDING_STEPS.length - 1, next)) }))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const problems = validateStep(step, values, passwordStored)
    if (Object.keys(problems).length > 0) {
      showErrorsAndFocus(event.currentTarget, () => setErrors(problems))
      return
    }
    setErrors(problems)
    if (step === 'password' && values.password !== '') storePassword.mutate()
    else if (step === 'review') complete.mutate()
    else go(index + 1)
  }

  return (
    <form ref={formRef} className="form wizard" noValidate onSubmit={onSubmit}>
      <ol className="wizard-steps" aria-label={m.onboarding_steps_label()}>
        {ONBOARDING_STEPS.map((name, i) => (
          <li
            key={name}
            className={i < index ? 'wizard-step done' : i === index ? 'wizard-step current' : 'wizard-step'}
            aria-current={i === index ? 'step' : undefined}
          >
            <span className="wizard-step-number" aria-hidden="true">
              {i + 1}
            </span>
            <span className="wizard-step-name">{stepTitle(name)}</span>
          </li>
        ))}
      </ol>
      <h2 ref={headingRef} tabIndex={-1} className="step-heading">
        {m.onboarding_step_heading({ number: index + 1, total: ONBOARDING_STEPS.length, title: stepTitle(step) })}
      </h2>
      <div className="form-alert" role="alert">
        {failure ? <p>{errorMessage(failure)}</p> : null}
      </div>
      <OnboardingStepFields
        step={step}
        email={registration.email}
        values={values}
        errors={errors}
        passwordStored={passwordStored}
        onChange={(next) => {
          update(() => ({ values: next, refocusLanguage: next.language !== values.language }))
          // Once a step showed its errors, they follow the typing.
          if (Object.keys(errors).length > 0) setErrors(validateStep(step, next, passwordStored))
        }}
        onEdit={(target) => go(ONBOARDING_STEPS.indexOf(target))}
      />
      <div className="button-row wizard-actions">
        {index > 0 ? (
          <button type="button" className="button button-secondary" onClick={() => go(index - 1)}>
            {m.onboarding_back()}
          </button>
        ) : null}
        <button type="submit" className="button button-primary" aria-disabled={pending || undefined}>
          {step === 'review'
            ? complete.isPending
              ? m.onboarding_creating()
              : m.onboarding_create()
            : storePassword.isPending
              ? m.common_saving()
              : m.onboarding_next()}
        </button>
      </div>
    </form>
  )
}

import { TextField } from '../../components/text-field'
import { m } from '../../paraglide/messages'
import { LanguageField, languageName } from '../identity/language-field'
import { NewPasswordFields } from '../identity/new-password-fields'
import type { OnboardingErrors, OnboardingStep, OnboardingValues } from './onboarding-validation'

export function stepTitle(step: OnboardingStep): string {
  switch (step) {
    case 'language':
      return m.onboarding_step_language()
    case 'organization':
      return m.onboarding_step_organization()
    case 'password':
      return m.onboarding_step_password()
    case 'user':
      return m.onboarding_step_user()
    case 'review':
      return m.onboarding_step_review()
  }
}

interface StepProps {
  step: OnboardingStep
  email: string
  values: OnboardingValues
  errors: OnboardingErrors
  passwordStored: boolean
  onChange: (values: OnboardingValues) => void
  onEdit: (step: OnboardingStep) => void
}

/** The fields of one wizard step. */
export function OnboardingStepFields({ step, email, values, errors, passwordStored, onChange, onEdit }: StepProps) {
  const set = <K extends keyof OnboardingValues>(key: K, value: OnboardingValues[K]) =>
    onChange({ ...values, [key]: value })
  switch (step) {
    case 'language':
      return (
        <>
          <p>{m.onboarding_language_text()}</p>
          <LanguageField name="onboarding-language" value={values.language} onChange={(v) => set('language', v)} />
        </>
      )
    case 'organization':
      return (
        <>
          <TextField
            id="onboarding-organization-name"
            name="organization"
            autoComplete="organization"
            label={m.onboarding_organization_name()}
            value={values.organizationName}
            error={errors.organizationName}
            onChange={(event) => set('organizationName', event.target.value)}
          />
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={values.isAgency}
              onChange={(event) => set('isAgency', event.target.checked)}
            />
            {m.onboarding_is_agency()}
          </label>
          <TextField
            id="onboarding-address"
            name="address"
            autoComplete="street-address"
            label={m.onboarding_address()}
            value={values.address}
            error={errors.address}
            onChange={(event) => set('address', event.target.value)}
          />
        </>
      )
    case 'password':
      return (
        <>
          <p>{passwordStored ? m.onboarding_password_stored() : m.onboarding_password_text({ email })}</p>
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <NewPasswordFields
            idPrefix="onboarding"
            values={{ password: values.password, confirmPassword: values.confirmPassword }}
            errors={errors}
            onChange={(next) => onChange({ ...values, ...next })}
          />
        </>
      )
    case 'user':
      return (
        <>
          <TextField
            id="onboarding-name"
            name="name"
            autoComplete="name"
            label={m.onboarding_user_name()}
            value={values.name}
            error={errors.name}
            onChange={(event) => set('name', event.target.value)}
          />
          <TextField
            id="onboarding-position"
            name="position"
            autoComplete="organization-title"
            label={m.onboarding_user_position()}
            value={values.position}
            error={errors.position}
            onChange={(event) => set('position', event.target.value)}
          />
        </>
      )
    case 'review':
      return (
        <dl className="summary-list review-list">
          <ReviewRow label={m.login_email_label()} value={email} />
          <ReviewRow
            label={m.language_label()}
            value={languageName(values.language)}
            onEdit={() => onEdit('language')}
          />
          <ReviewRow
            label={m.onboarding_organization_name()}
            value={values.organizationName}
            onEdit={() => onEdit('organization')}
          />
          <ReviewRow
            label={m.onboarding_is_agency()}
            value={values.isAgency ? m.common_yes() : m.common_no()}
            onEdit={() => onEdit('organization')}
          />
          {values.address.trim() ? (
            <ReviewRow label={m.onboarding_address()} value={values.address} onEdit={() => onEdit('organization')} />
          ) : null}
          <ReviewRow label={m.onboarding_user_name()} value={values.name} onEdit={() => onEdit('user')} />
          {values.position.trim() ? (
            <ReviewRow label={m.onboarding_user_position()} value={values.position} onEdit={() => onEdit('user')} />
          ) : null}
          <ReviewRow label={m.onboarding_step_password()} value={m.onboarding_password_saved()} />
        </dl>
      )
  }
}

function ReviewRow({ label, value, onEdit }: { label: string; value: string; onEdit?: () => void }) {
  return (
    <div className="review-row">
      <dt>{label}</dt>
      <dd>
        {value}
        {onEdit ? (
          <button type="button" className="link-button" onClick={onEdit}>
            {m.onboarding_edit()}
            <span className="visually-hidden"> {label}</span>
          </button>
        ) : null}
      </dd>
    </div>
  )
}

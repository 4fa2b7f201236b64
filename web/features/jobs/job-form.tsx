import { type FormEvent, type ReactNode, useRef, useState } from 'react'
import type { MATCHING_OPTIONS } from '../../../worker/contracts/enums'
import { chooseJobTitle } from '../../../worker/engine/job-parsing/title-choice'
import type { JobUpload, RequirementInput } from '../../api/jobs'
import { TextAreaField } from '../../components/text-area-field'
import { TextField } from '../../components/text-field'
import { m } from '../../paraglide/messages'
import { JobDocumentButton } from './job-document-button'
import {
  draftOf,
  type JobTextErrors,
  type RequirementDraft,
  type RequirementErrors,
  validateJobText,
  validateRequirements,
} from './job-form-schema'
import { JOB_MATCHING_LABELS } from './labels'
import { RequirementsEditor } from './requirements-editor'

type MatchingOption = (typeof MATCHING_OPTIONS)[number]

export interface JobFormValues {
  title: string
  description: string
  requirements: RequirementDraft[]
  matchingOption: MatchingOption
}

export interface JobFormResult {
  title: string
  description: string
  requirements: RequirementInput[]
  matchingOption: MatchingOption
}

/**
 * Title, description, requirements and matching option of a job, validated as spec §5 says before
 * anything is sent; the first invalid field gets the focus.
 */
export function JobForm({
  idPrefix,
  initial,
  pending,
  failure,
  submitLabel,
  onSubmit,
  actions,
  disabled = false,
}: {
  idPrefix: string
  initial: JobFormValues
  pending: boolean
  failure: string | null
  submitLabel: string
  onSubmit: (result: JobFormResult) => void
  /** Extra buttons before the submit button (Cancel in a dialog). */
  actions?: ReactNode
  disabled?: boolean
}) {
  const [values, setValues] = useState<JobFormValues>(initial)
  const [textErrors, setTextErrors] = useState<JobTextErrors>({})
  const [requirementErrors, setRequirementErrors] = useState<RequirementErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  const revalidate = (next: JobFormValues) => {
    if (!submitted) return
    const text = validateJobText(next)
    setTextErrors(text.ok ? {} : text.errors)
    const reqs = validateRequirements(next.requirements)
    setRequirementErrors(reqs.ok ? {} : reqs.errors)
  }

  const update = (patch: Partial<JobFormValues>) => {
    const next = { ...values, ...patch }
    setValues(next)
    revalidate(next)
  }

  const onParsed = (upload: JobUpload) => {
    update({
      title: chooseJobTitle(values.title, upload.title),
      description: upload.description,
      requirements: [...values.requirements, ...upload.requirements.map(draftOf)],
    })
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending || disabled) return
    setSubmitted(true)
    const text = validateJobText(values)
    const reqs = validateRequirements(values.requirements)
    setTextErrors(text.ok ? {} : text.errors)
    setRequirementErrors(reqs.ok ? {} : reqs.errors)
    if (!text.ok || !reqs.ok) {
      // After React has rendered the errors, move to the first invalid control.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    onSubmit({
      title: text.values.title,
      description: text.values.description,
      requirements: reqs.requirements,
      matchingOption: values.matchingOption,
    })
  }

  return (
    <form ref={formRef} className="form job-form" noValidate onSubmit={submit}>
      <div className="form-alert" role="alert">
        {failure ? <p>{failure}</p> : null}
      </div>
      <TextField
        id={`${idPrefix}-title`}
        label={m.jobs_field_title()}
        value={values.title}
        error={textErrors.title}
        required
        disabled={disabled}
        autoComplete="off"
        onChange={(event) => update({ title: event.target.value })}
      />
      <TextAreaField
        id={`${idPrefix}-description`}
        label={m.jobs_field_description()}
        rows={8}
        value={values.description}
        error={textErrors.description}
        required
        disabled={disabled}
        onChange={(event) => update({ description: event.target.value })}
      />
      {disabled ? null : <JobDocumentButton id={`${idPrefix}-document`} onParsed={onParsed} />}
      <RequirementsEditor
        idPrefix={`${idPrefix}-req`}
        drafts={values.requirements}
        errors={requirementErrors}
        disabled={disabled}
        onChange={(requirements) => update({ requirements })}
      />
      <fieldset className="field radio-group" disabled={disabled}>
        <legend>{m.jobs_matching_option()}</legend>
        {(['ALL', 'ASSIGNED_ONLY'] as const).map((option) => (
          <label key={option} className="radio-field">
            <input
              type="radio"
              name={`${idPrefix}-matching`}
              value={option}
              checked={values.matchingOption === option}
              onChange={() => update({ matchingOption: option })}
            />
            {JOB_MATCHING_LABELS[option]()}
          </label>
        ))}
      </fieldset>
      {disabled ? null : (
        <div className="dialog-actions">
          {actions}
          <button type="submit" className="button button-primary" aria-disabled={pending || undefined}>
            {pending ? m.common_saving() : submitLabel}
          </button>
        </div>
      )}
    </form>
  )
}

import { Dialog, Portal } from '@ark-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { type ApplicantDetail, applicantsKey, updateApplicant } from '../../api/applicants'
import { TextAreaField } from '../../components/text-area-field'
import { TextField } from '../../components/text-field'
import { notify } from '../../components/toast/toaster'
import { m } from '../../paraglide/messages'
import {
  type ApplicantEditErrors,
  type ApplicantEditValues,
  editValuesOf,
  validateApplicantEdit,
} from './applicant-edit-schema'
import { MATCHING_OPTION_LABELS } from './labels'

const FIELD_ORDER: (keyof ApplicantEditValues)[] = ['name', 'tagline', 'summary', 'hardSkills', 'softSkills']

function EditForm({
  applicant,
  organizationId,
  onDone,
}: {
  applicant: ApplicantDetail
  organizationId: string | null
  onDone: () => void
}) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState<ApplicantEditValues>(() => editValuesOf(applicant))
  const [errors, setErrors] = useState<ApplicantEditErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  const mutation = useMutation({
    mutationFn: (request: Parameters<typeof updateApplicant>[1]) => updateApplicant(applicant.id, request),
    onSuccess: async () => {
      notify('success', { title: m.applicant_saved() })
      onDone()
      await queryClient.invalidateQueries({ queryKey: applicantsKey(organizationId) })
    },
  })

  const update = (field: keyof ApplicantEditValues, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (submitted) {
      const result = validateApplicantEdit(next)
      setErrors(result.ok ? {} : result.errors)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    setSubmitted(true)
    const result = validateApplicantEdit(values)
    if (!result.ok) {
      setErrors(result.errors)
      mutation.reset()
      const first = FIELD_ORDER.find((field) => result.errors[field])
      if (first) formRef.current?.querySelector<HTMLElement>(`#applicant-edit-${first}`)?.focus()
      return
    }
    setErrors({})
    mutation.mutate(result.request)
  }

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <div className="form-alert" role="alert">
        {mutation.isError ? <p>{m.applicant_update_failed()}</p> : null}
      </div>
      <TextField
        id="applicant-edit-name"
        label={m.applicant_edit_name()}
        value={values.name}
        error={errors.name}
        required
        autoComplete="off"
        onChange={(event) => update('name', event.target.value)}
      />
      <TextField
        id="applicant-edit-tagline"
        label={m.applicant_edit_tagline()}
        value={values.tagline}
        error={errors.tagline}
        autoComplete="off"
        onChange={(event) => update('tagline', event.target.value)}
      />
      <TextAreaField
        id="applicant-edit-summary"
        label={m.applicant_summary()}
        rows={5}
        value={values.summary}
        error={errors.summary}
        onChange={(event) => update('summary', event.target.value)}
      />
      <TextAreaField
        id="applicant-edit-hardSkills"
        label={m.applicant_hard_skills()}
        hint={m.applicant_edit_skills_hint()}
        rows={2}
        value={values.hardSkills}
        error={errors.hardSkills}
        onChange={(event) => update('hardSkills', event.target.value)}
      />
      <TextAreaField
        id="applicant-edit-softSkills"
        label={m.applicant_soft_skills()}
        hint={m.applicant_edit_skills_hint()}
        rows={2}
        value={values.softSkills}
        error={errors.softSkills}
        onChange={(event) => update('softSkills', event.target.value)}
      />
      <fieldset className="field radio-group">
        <legend>{m.applicant_matching_option()}</legend>
        {(['ALL', 'ASSIGNED_ONLY'] as const).map((option) => (
          <label key={option} className="radio-field">
            <input
              type="radio"
              name="applicant-edit-matching"
              value={option}
              checked={values.matchingOption === option}
              onChange={() => update('matchingOption', option)}
            />
            {MATCHING_OPTION_LABELS[option]()}
          </label>
        ))}
      </fieldset>
      <p className="field-hint">{m.applicant_edit_reprocess_note()}</p>
      <div className="dialog-actions">
        <Dialog.CloseTrigger className="button">{m.common_cancel()}</Dialog.CloseTrigger>
        <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? m.common_saving() : m.common_save()}
        </button>
      </div>
    </form>
  )
}

/** "Edit CV" (spec §2): the applicant's own fields; saving re-processes the applicant (spec §4). */
export function ApplicantEditButton({
  applicant,
  organizationId,
}: {
  applicant: ApplicantDetail
  organizationId: string | null
}) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      initialFocusEl={() => document.getElementById('applicant-edit-name')}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger className="button">{m.applicant_edit()}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog dialog-wide">
            <Dialog.Title className="dialog-title">{m.applicant_edit_title()}</Dialog.Title>
            <EditForm applicant={applicant} organizationId={organizationId} onDone={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

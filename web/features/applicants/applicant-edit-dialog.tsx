import { Dialog, Portal } from '@ark-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { type ApplicantDetail, applicantsKey, updateApplicant } from '../../api/applicants'
import { matchesKey, refreshMatchesWhenRematched } from '../../api/matches'
import { showErrorsAndFocus } from '../../components/focus-first-invalid'
import { SelectField } from '../../components/select-field'
import { TextAreaField } from '../../components/text-area-field'
import { TextField } from '../../components/text-field'
import { notify } from '../../components/toast/toaster'
import { m } from '../../paraglide/messages'
import { OccupationPicker } from '../pickers/occupation-picker'
import { SkillListField } from '../pickers/skill-list-field'
import {
  type ApplicantEditErrors,
  type ApplicantEditValues,
  editValuesOf,
  fieldId,
  validateApplicantEdit,
} from './applicant-edit-schema'
import { EducationRows, ExperienceRows, LanguageRows } from './edit-profile-rows'
import { MATCHING_OPTION_LABELS } from './labels'
import { degreeOptions, seniorityOptions } from './scale-options'

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
  const [initial] = useState<ApplicantEditValues>(() => editValuesOf(applicant))
  const [values, setValues] = useState<ApplicantEditValues>(initial)
  const [errors, setErrors] = useState<ApplicantEditErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  const mutation = useMutation({
    mutationFn: (request: Parameters<typeof updateApplicant>[1]) => updateApplicant(applicant.id, request),
    onSuccess: async () => {
      notify('success', { title: m.applicant_saved() })
      onDone()
      // The edit matches the applicant again: match lists (tagline, knockouts) follow it, not only the profile.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicantsKey(organizationId) }),
        queryClient.invalidateQueries({ queryKey: matchesKey(organizationId) }),
      ])
      // Not awaited: the lists are refreshed again when the re-match is done, on whatever screen is open.
      void refreshMatchesWhenRematched(queryClient, organizationId, applicant.id)
    },
  })

  const update = <K extends keyof ApplicantEditValues>(field: K, value: ApplicantEditValues[K]) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (submitted) {
      const result = validateApplicantEdit(next, initial)
      setErrors(result.ok ? {} : result.errors)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    setSubmitted(true)
    const result = validateApplicantEdit(values, initial)
    if (!result.ok) {
      mutation.reset()
      const form = formRef.current
      if (form) showErrorsAndFocus(form, () => setErrors(result.errors))
      else setErrors(result.errors)
      return
    }
    setErrors({})
    mutation.mutate(result.request)
  }

  const text = (
    field: 'title' | 'email' | 'phone' | 'location' | 'yearsOfExperience',
    label: string,
    hint?: string,
  ) => (
    <TextField
      id={fieldId(field)}
      label={label}
      hint={hint}
      value={values[field]}
      error={errors[field]}
      autoComplete="off"
      inputMode={field === 'yearsOfExperience' ? 'decimal' : undefined}
      onChange={(event) => update(field, event.target.value)}
    />
  )

  return (
    <form ref={formRef} className="form applicant-edit-form" noValidate onSubmit={onSubmit}>
      <div className="form-alert" role="alert">
        {mutation.isError ? <p>{m.applicant_update_failed()}</p> : null}
      </div>
      <TextField
        id={fieldId('name')}
        label={m.applicant_edit_name()}
        value={values.name}
        error={errors.name}
        required
        autoComplete="off"
        onChange={(event) => update('name', event.target.value)}
      />
      <TextField
        id={fieldId('tagline')}
        label={m.applicant_edit_tagline()}
        hint={m.applicant_edit_tagline_hint()}
        value={values.tagline}
        error={errors.tagline}
        autoComplete="off"
        onChange={(event) => update('tagline', event.target.value)}
      />
      <TextAreaField
        id={fieldId('summary')}
        label={m.applicant_summary()}
        rows={4}
        value={values.summary}
        error={errors.summary}
        onChange={(event) => update('summary', event.target.value)}
      />
      <fieldset className="edit-group">
        <legend>{m.applicant_profile()}</legend>
        {text('title', m.applicant_current_title())}
        <OccupationPicker
          id={fieldId('isco')}
          label={m.applicant_occupation()}
          value={values.isco}
          unitGroupsOnly
          error={errors.isco}
          onChange={(code) => update('isco', code)}
        />
        <SelectField
          id={fieldId('seniority')}
          label={m.applicant_seniority()}
          options={seniorityOptions()}
          emptyLabel={m.applicant_unknown()}
          value={values.seniority}
          error={errors.seniority}
          onChange={(event) => update('seniority', event.target.value as ApplicantEditValues['seniority'])}
        />
        {text('yearsOfExperience', m.applicant_years_of_experience())}
        <SelectField
          id={fieldId('degree')}
          label={m.applicant_highest_degree()}
          options={degreeOptions()}
          emptyLabel={m.applicant_unknown()}
          value={values.degree}
          error={errors.degree}
          onChange={(event) => update('degree', event.target.value as ApplicantEditValues['degree'])}
        />
      </fieldset>
      <LanguageRows rows={values.languages} errors={errors} onChange={(rows) => update('languages', rows)} />
      <ExperienceRows rows={values.experience} errors={errors} onChange={(rows) => update('experience', rows)} />
      <EducationRows rows={values.education} errors={errors} onChange={(rows) => update('education', rows)} />
      <fieldset className="edit-group">
        <legend>{m.applicant_skills()}</legend>
        <SkillListField
          id={fieldId('hardSkills')}
          label={m.applicant_hard_skills()}
          skills={values.hardSkills}
          error={errors.hardSkills ?? Object.entries(errors).find(([k]) => k.startsWith('hardSkills.'))?.[1]}
          onChange={(skills) => update('hardSkills', skills)}
        />
        <SkillListField
          id={fieldId('softSkills')}
          label={m.applicant_soft_skills()}
          skills={values.softSkills}
          error={errors.softSkills ?? Object.entries(errors).find(([k]) => k.startsWith('softSkills.'))?.[1]}
          onChange={(skills) => update('softSkills', skills)}
        />
      </fieldset>
      <fieldset className="edit-group">
        <legend>{m.applicant_contact()}</legend>
        {text('email', m.applicant_email())}
        {text('phone', m.applicant_phone())}
        {text('location', m.applicant_location())}
      </fieldset>
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

/** "Edit CV" (spec §2): the whole profile the matcher reads; saving matches the applicant again. */
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
      initialFocusEl={() => document.getElementById(fieldId('name'))}
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

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { taxonomyQueries } from '../../api/taxonomy'
import { ComboboxField, type ComboboxOption } from '../../components/combobox-field'
import { m } from '../../paraglide/messages'
import { useDebouncedValue } from '../search/use-debounced-value'

const DEBOUNCE_MS = 150

/** Taxonomy skills for what is typed; the value is the skill's name as the taxonomy writes it. */
export function useSkillOptions(text: string): ComboboxOption[] {
  const query = useDebouncedValue(text, DEBOUNCE_MS)
  const result = useQuery({
    ...taxonomyQueries.skills(query),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
  })
  if (text.length < 2) return []
  return (result.data?.items ?? []).map((s) => ({
    value: s.label,
    label: s.label,
    detail: s.kind === 'soft' ? m.applicant_soft_skills() : m.applicant_hard_skills(),
  }))
}

/** One skill: a taxonomy suggestion, or any text (a skill the taxonomy does not know). */
export function SkillPicker({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string
  label: string
  value: string
  onChange: (skill: string) => void
  error?: string
}) {
  return (
    <ComboboxField
      id={id}
      label={label}
      value={value}
      valueLabel={value}
      onChange={(skill) => onChange(skill)}
      useOptions={useSkillOptions}
      allowCustomValue
      placeholder={m.picker_skill_placeholder()}
      error={error}
    />
  )
}

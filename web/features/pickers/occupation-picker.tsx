import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { taxonomyQueries } from '../../api/taxonomy'
import { ComboboxField, type ComboboxOption } from '../../components/combobox-field'
import { m } from '../../paraglide/messages'
import { useDebouncedValue } from '../search/use-debounced-value'

const DEBOUNCE_MS = 150

function useOccupationOptions(text: string, unitGroupsOnly: boolean): ComboboxOption[] {
  const query = useDebouncedValue(text, DEBOUNCE_MS)
  const result = useQuery({
    ...taxonomyQueries.occupations(query),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
  })
  if (text.length < 2) return []
  const items = result.data?.items ?? []
  return (unitGroupsOnly ? items.filter((o) => o.code.length === 4) : items).map((o) => ({
    value: o.code,
    label: o.title,
    detail: o.matched
      ? m.picker_isco_detail_matched({ code: o.code, matched: o.matched })
      : m.picker_isco_detail({ code: o.code }),
  }))
}

const useUnitGroupOptions = (text: string) => useOccupationOptions(text, true)
const useAnyGroupOptions = (text: string) => useOccupationOptions(text, false)

/** The title of a chosen ISCO-08 code (a requirement keeps only the code). */
function useOccupationTitle(code: string): string {
  const result = useQuery({ ...taxonomyQueries.occupations(code), enabled: /^\d{1,4}$/.test(code) })
  return result.data?.items.find((o) => o.code === code)?.title ?? code
}

/**
 * An ISCO-08 group found by a job title (any language the taxonomy knows) or by its code; the code is
 * the value. A profile names a unit group (4 digits); a requirement may name a wider group by its code.
 */
export function OccupationPicker({
  id,
  label,
  value,
  onChange,
  unitGroupsOnly = false,
  error,
}: {
  id: string
  label: string
  /** An ISCO-08 code, or ''. */
  value: string
  onChange: (code: string, title: string | null) => void
  unitGroupsOnly?: boolean
  error?: string
}) {
  // The title of a code just picked is known at once; one that was stored is looked up.
  const [picked, setPicked] = useState<{ code: string; title: string } | null>(null)
  const looked = useOccupationTitle(picked?.code === value ? '' : value)
  const title = picked?.code === value ? picked.title : looked
  return (
    <ComboboxField
      id={id}
      label={label}
      value={value}
      valueLabel={value ? m.picker_isco_value({ title, code: value }) : ''}
      onChange={(code, option) => {
        setPicked(option ? { code, title: option.label } : null)
        onChange(code, option?.label ?? null)
      }}
      useOptions={unitGroupsOnly ? useUnitGroupOptions : useAnyGroupOptions}
      placeholder={m.picker_occupation_placeholder()}
      error={error}
    />
  )
}

import { useMemo } from 'react'
import { LANGUAGE_CODES } from '../../../worker/contracts/languages'
import { ComboboxField, type ComboboxOption } from '../../components/combobox-field'
import { getLocale } from '../../paraglide/runtime'
import { languageName } from '../applicants/labels'
import { foldText } from './fold-text'

/** Every language a profile or requirement may name, by its name in the interface language, A–Z. */
function useLanguageOptions(): ComboboxOption[] {
  const locale = getLocale()
  return useMemo(
    () =>
      LANGUAGE_CODES.map((code) => ({ value: code, label: languageName(code, locale) })).sort((a, b) =>
        a.label.localeCompare(b.label, locale),
      ),
    [locale],
  )
}

/** Names that start with the text first, then names containing it; the code itself also finds it. */
export function filterLanguages(options: readonly ComboboxOption[], text: string): ComboboxOption[] {
  const q = foldText(text)
  if (!q) return [...options]
  const starts = options.filter((o) => foldText(o.label).startsWith(q) || o.value === q)
  const contains = options.filter((o) => !starts.includes(o) && foldText(o.label).includes(q))
  return [...starts, ...contains]
}

/** A language by name (Intl.DisplayNames in the interface language); the ISO 639-1 code is the value. */
export function LanguagePicker({
  id,
  label,
  value,
  onChange,
  exclude = [],
  error,
}: {
  id: string
  label: string
  value: string
  onChange: (code: string) => void
  /** Codes chosen in other rows. */
  exclude?: readonly string[]
  error?: string
}) {
  const all = useLanguageOptions()
  const available = useMemo(
    () => all.filter((o) => o.value === value || !exclude.includes(o.value)),
    [all, exclude, value],
  )
  return (
    <ComboboxField
      id={id}
      label={label}
      value={value}
      valueLabel={value ? languageName(value) : ''}
      onChange={(code) => onChange(code)}
      useOptions={(text) => filterLanguages(available, text)}
      error={error}
    />
  )
}

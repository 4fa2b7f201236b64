import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { type KeyboardEvent, useId, useState } from 'react'
import type { EntitySuggestion } from '../../api/search'
import { m } from '../../paraglide/messages'
import { useDebouncedValue } from './use-debounced-value'

const DEBOUNCE_MS = 150

type Page = { items: EntitySuggestion[] }

interface EntityComboboxProps<TKey extends QueryKey> {
  id: string
  label: string
  /** The chosen entity, or null. */
  value: EntitySuggestion | null
  onChange: (value: EntitySuggestion | null) => void
  /** The suggestions of a typed text (job-autocomplete, applicant-autocomplete). */
  suggestions: (text: string) => UseQueryOptions<Page, Error, Page, TKey>
}

/**
 * A picker that finds an entity by typing a prefix of its name (spec §7 job-autocomplete,
 * applicant-autocomplete): an ARIA combobox whose listbox shows the best matches; arrows move,
 * Enter picks, Escape closes the list.
 */
export function EntityCombobox<TKey extends QueryKey>({
  id,
  label,
  value,
  onChange,
  suggestions,
}: EntityComboboxProps<TKey>) {
  const [text, setText] = useState(value?.title ?? '')
  const [active, setActive] = useState(0)
  const [open, setOpen] = useState(false)
  const listId = useId()
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS)
  const enabled = open && query.length >= 2 && query !== value?.title
  const result = useQuery({ ...suggestions(query), enabled, placeholderData: keepPreviousData })
  const items = enabled ? (result.data?.items ?? []) : []
  const expanded = items.length > 0
  const current = expanded ? Math.min(active, items.length - 1) : -1
  const optionId = (index: number) => `${listId}-${index}`

  const pick = (item: EntitySuggestion) => {
    onChange(item)
    setText(item.title)
    setOpen(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
      return
    }
    if (!expanded) {
      if (event.key === 'ArrowDown') setOpen(true)
      return
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current + step + items.length) % items.length)
    } else if (event.key === 'Enter') {
      const item = items[current]
      if (item) {
        event.preventDefault()
        pick(item)
      }
    }
  }

  return (
    <div className="field mention-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        autoComplete="off"
        placeholder={m.search_picker_placeholder()}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setActive(0)
          setOpen(true)
          if (value) onChange(null)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div id={listId} role="listbox" aria-label={label} className="mention-options" hidden={!expanded}>
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern: the input keeps the focus (aria-activedescendant)
          <div
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            className="mention-option"
            onMouseDown={(event) => {
              event.preventDefault()
              pick(item)
            }}
          >
            {item.title}
          </div>
        ))}
      </div>
    </div>
  )
}

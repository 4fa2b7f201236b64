import { Combobox, createListCollection } from '@ark-ui/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { m } from '../paraglide/messages'

export interface ComboboxOption {
  /** What is stored: a language code, an ISCO code, a skill name. */
  value: string
  label: string
  /** A second line: the ISCO code, the kind of skill. */
  detail?: string
}

interface ComboboxFieldProps {
  id: string
  label: string
  /** The chosen value, or '' for none. */
  value: string
  /** How the input shows the chosen value. */
  valueLabel: string
  onChange: (value: string, option: ComboboxOption | null) => void
  /** The options for what is typed: a filter over a list, or a search (a hook: called once per render). */
  useOptions: (text: string) => ComboboxOption[]
  /** The typed text is a value too (a skill the taxonomy does not know). */
  allowCustomValue?: boolean
  /** Enter while no option is highlighted: the typed text is taken as it is (adding a skill). */
  onEnter?: (text: string) => void
  placeholder?: string
  hint?: string
  error?: string
  disabled?: boolean
}

/**
 * A labelled type-ahead picker on Ark UI's Combobox: arrows move through the options, Enter picks,
 * Escape closes the list; the input keeps the focus. Leaving the field without picking shows the chosen
 * value again, unless custom values are allowed, where the text is the value.
 */
export function ComboboxField({
  id,
  label,
  value,
  valueLabel,
  onChange,
  useOptions,
  allowCustomValue = false,
  onEnter,
  placeholder,
  hint,
  error,
  disabled,
}: ComboboxFieldProps) {
  const [text, setText] = useState(valueLabel)
  const [editing, setEditing] = useState(false)
  const [highlighted, setHighlighted] = useState<string | null>(null)
  // Ark's callbacks may come from an earlier render: they read the label through a ref.
  const label_ = useRef(valueLabel)
  label_.current = valueLabel
  // A label that arrives later (an occupation's title) shows once the user is not typing.
  useEffect(() => {
    if (!editing) setText(valueLabel)
  }, [valueLabel, editing])
  const options = useOptions(editing ? text.trim() : '')
  // Rebuilt only when the options differ, not on every render of a filtered list.
  const signature = options.map((o) => `${o.value}\u0000${o.label}\u0000${o.detail ?? ''}`).join('\u0001')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the options
  const collection = useMemo(
    () =>
      createListCollection({
        items: options,
        itemToValue: (o) => o.value,
        itemToString: (o) => o.label,
      }),
    [signature],
  )
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')

  return (
    <Combobox.Root
      className="field combobox-field"
      ids={{ input: id }}
      // The list is in the page only while open: a form of several language pickers stays small.
      lazyMount
      unmountOnExit
      collection={collection}
      // With custom values the text is the value: feeding it back as a selection would make Ark
      // rewrite the input from its (empty) list while typing.
      value={value && !allowCustomValue ? [value] : []}
      inputValue={text}
      allowCustomValue={allowCustomValue}
      inputBehavior={allowCustomValue ? 'none' : 'autohighlight'}
      invalid={Boolean(error)}
      disabled={disabled}
      positioning={{ strategy: 'fixed', placement: 'bottom-start', sameWidth: true }}
      onHighlightChange={({ highlightedValue }) => setHighlighted(highlightedValue)}
      onInputValueChange={({ inputValue, reason }) => {
        if (reason === 'input-change') {
          setEditing(true)
          setText(inputValue)
          if (allowCustomValue) onChange(inputValue.trim(), null)
          else if (inputValue.trim() === '') onChange('', null)
        } else if (reason === 'item-select') {
          // onValueChange shows the pick; Ark may follow with the text of a list that no longer holds it.
        } else if (!allowCustomValue) {
          // Closed without a pick: the chosen value stays and shows again.
          setEditing(false)
          setText(label_.current)
        }
      }}
      onValueChange={({ value: picked, items }) => {
        setEditing(false)
        const option = items[0] ?? null
        if (option) {
          setText(option.label)
          onChange(picked[0] ?? option.value, option)
        }
      }}
    >
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control className="combobox-control">
        <Combobox.Input
          placeholder={placeholder}
          autoComplete="off"
          aria-describedby={describedBy || undefined}
          onBlur={() => setEditing(false)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || !onEnter || highlighted) return
            // Not a form submit: the text is the value.
            event.preventDefault()
            onEnter(text.trim())
          }}
        />
      </Combobox.Control>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      <Combobox.Positioner className="combobox-positioner">
        <Combobox.Content className="combobox-content">
          {collection.items.length === 0 ? (
            <p className="combobox-empty">{text.trim() ? m.picker_no_match() : m.picker_type_to_search()}</p>
          ) : null}
          {collection.items.map((option) => (
            <Combobox.Item key={option.value} item={option} className="combobox-item">
              <Combobox.ItemText>{option.label}</Combobox.ItemText>
              {option.detail ? <span className="combobox-item-detail">{option.detail}</span> : null}
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  )
}

import type { SelectHTMLAttributes } from 'react'

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string
  label: string
  /** Value and words of each option, in order. */
  options: readonly { value: string; label: string }[]
  /** The words of the empty choice ('' = not stated); none when a choice is required. */
  emptyLabel?: string
  error?: string
}

/** A labelled select whose error is tied to it (aria-invalid + aria-describedby), like TextField. */
export function SelectField({ id, label, options, emptyLabel, error, ...selectProps }: SelectFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...selectProps}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

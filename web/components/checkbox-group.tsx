/**
 * A group of checkboxes that picks a set of values (permissions, events) under a legend. Its error is
 * tied to the fieldset (aria-invalid + aria-describedby), which is what takes focus when it is wrong.
 */
export function CheckboxGroup<T extends string>({
  id,
  legend,
  name,
  options,
  label,
  picked,
  onChange,
  error,
}: {
  /** The fieldset's id; its error is `${id}-error`. */
  id: string
  legend: string
  name: string
  options: readonly T[]
  label: (value: T) => string
  picked: ReadonlySet<T>
  onChange: (picked: Set<T>) => void
  error?: string
}) {
  const errorId = `${id}-error`
  const toggle = (value: T, on: boolean) => {
    const next = new Set(picked)
    if (on) next.add(value)
    else next.delete(value)
    onChange(next)
  }
  return (
    <fieldset
      id={id}
      className="radio-group permission-group"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {options.map((value) => (
        <label key={value} className="checkbox-field">
          <input
            type="checkbox"
            name={name}
            checked={picked.has(value)}
            onChange={(event) => toggle(value, event.target.checked)}
          />
          {label(value)}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

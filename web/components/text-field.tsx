import type { InputHTMLAttributes, Ref } from 'react'

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string
  label: string
  error?: string
  ref?: Ref<HTMLInputElement>
}

/** A labelled input whose error is tied to it (aria-invalid + aria-describedby) for screen readers. */
export function TextField({ id, label, error, ref, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

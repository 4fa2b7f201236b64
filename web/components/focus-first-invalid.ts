import { flushSync } from 'react-dom'

/**
 * Shows a form's errors and moves focus to the first invalid field. The errors are rendered
 * synchronously first (flushSync): the field only carries aria-invalid once React has committed.
 */
export function showErrorsAndFocus(form: HTMLFormElement, render: () => void): void {
  flushSync(render)
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}

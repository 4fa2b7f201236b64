import type { ReactNode } from 'react'
import { m } from '../../paraglide/messages'

/**
 * A list of rows in a fieldset (languages, experience, education): each row a group named by its
 * number, with a remove button; an add button below. Focus goes to the new row's first field.
 */
export function EditRowList<Row extends { key: string }>({
  name,
  legend,
  rowLegend,
  rows,
  max,
  error,
  firstFieldId,
  onAdd,
  onRemove,
  children,
}: {
  /** The field path of the list ("languages"). */
  name: string
  legend: string
  rowLegend: (number: string) => string
  rows: readonly Row[]
  max: number
  error?: string
  /** The element id of a row's first field, by its index. */
  firstFieldId: (index: number) => string
  onAdd: () => void
  onRemove: (key: string) => void
  children: (row: Row, index: number) => ReactNode
}) {
  const add = () => {
    onAdd()
    requestAnimationFrame(() => document.getElementById(firstFieldId(rows.length))?.focus())
  }
  return (
    <fieldset className="edit-rows">
      <legend>{legend}</legend>
      {error ? (
        <p id={`applicant-edit-${name}`} className="field-error" tabIndex={-1}>
          {error}
        </p>
      ) : null}
      {rows.length === 0 ? <p className="empty">{m.applicant_none()}</p> : null}
      <ol className="edit-row-list">
        {rows.map((row, index) => {
          const number = String(index + 1)
          return (
            <li key={row.key}>
              <fieldset className="edit-row">
                <legend className="visually-hidden">{rowLegend(number)}</legend>
                {children(row, index)}
                <button
                  type="button"
                  className="button button-small button-danger-outline"
                  aria-label={m.applicant_edit_remove_row({ row: rowLegend(number) })}
                  onClick={() => onRemove(row.key)}
                >
                  {m.jobs_requirement_remove_short()}
                </button>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <button type="button" className="button" disabled={rows.length >= max} onClick={add}>
        {m.applicant_edit_add_row({ list: legend })}
      </button>
    </fieldset>
  )
}

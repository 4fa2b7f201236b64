import { type ReactNode, useEffect, useRef } from 'react'
import type { BulkSelection } from './use-bulk-selection'

/** Header cell: checks every loaded row, or none; half-checked while only some are. */
export function SelectAllCell({ selection, label }: { selection: BulkSelection; label: string }) {
  const ref = useRef<HTMLInputElement>(null)
  const count = selection.selectedIds.length
  const all = selection.ids.length > 0 && count === selection.ids.length
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all
  }, [count, all])
  return (
    <td className="select-cell">
      <input
        ref={ref}
        type="checkbox"
        aria-label={label}
        checked={all}
        onChange={() => (all ? selection.clear() : selection.select(selection.ids))}
      />
    </td>
  )
}

/** Row cell: the label names the row, so screen readers know what gets selected. */
export function SelectRowCell({ selection, id, label }: { selection: BulkSelection; id: string; label: string }) {
  return (
    <td className="select-cell">
      <input
        type="checkbox"
        aria-label={label}
        checked={selection.isSelected(id)}
        onChange={() => selection.toggle(id)}
      />
    </td>
  )
}

/** Above a selectable table: how many rows are selected (announced) and the bulk actions. */
export function BulkToolbar({ status, children }: { status: string; children: ReactNode }) {
  return (
    <div className="toolbar">
      <p className="toolbar-status" role="status">
        {status}
      </p>
      {children}
    </div>
  )
}

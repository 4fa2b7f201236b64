import { useState } from 'react'

/**
 * Which rows of a paged table are selected. `selectedIds` keeps only ids still in `ids`, in row
 * order, so rows deleted elsewhere drop out of the selection once the list no longer has them.
 */
export function useBulkSelection(ids: readonly string[]) {
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set())
  const selectedIds = ids.filter((id) => selection.has(id))
  return {
    ids,
    selectedIds,
    isSelected: (id: string) => selection.has(id),
    toggle: (id: string) => {
      const next = new Set(selection)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      setSelection(next)
    },
    /** Replaces the selection, e.g. with the rows a bulk action refused. */
    select: (next: Iterable<string>) => setSelection(new Set(next)),
    clear: () => setSelection(new Set()),
  }
}

export type BulkSelection = ReturnType<typeof useBulkSelection>

import { m } from '../../paraglide/messages'
import { ConfirmDialog } from '../confirm-dialog'

/** Asks before deleting the selected rows; it stays open while the deletion runs. */
export function BulkDeleteDialog({
  open,
  onOpenChange,
  deletion,
  ids,
  title,
  description,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  deletion: { isPending: boolean; mutate: (ids: string[]) => void }
  ids: string[]
  title: string
  description: string
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!deletion.isPending) onOpenChange(next)
      }}
      title={title}
      description={description}
      confirmLabel={deletion.isPending ? m.common_deleting() : m.common_delete()}
      pending={deletion.isPending}
      onConfirm={() => deletion.mutate(ids)}
    />
  )
}

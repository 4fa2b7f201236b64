/**
 * The shell's create-organization dialog (a part of the deferred shell, deferred-shell.tsx): opened
 * from the user menu or the organization list through `createOrganizationOpenAtom`.
 */
import { useAtom } from 'jotai'
import { CreateOrganizationDialog } from '../../features/organization/create-organization-dialog'
import { createOrganizationOpenAtom } from '../../state/ui'

/** One create-organization modal per shell. */
export function CreateOrganizationModal() {
  const [open, setOpen] = useAtom(createOrganizationOpenAtom)
  return <CreateOrganizationDialog open={open} onOpenChange={setOpen} />
}

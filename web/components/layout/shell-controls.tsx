/**
 * The parts of the signed-in shell that are not needed for a page's first paint (ADR 0036, second
 * addendum): the menus, panels and dialogs behind the header's buttons, their Ark machines, and the
 * shell's own data (mentions, chat unread count). This module is loaded by
 * `deferred-shell.tsx` once the page has its data, or at once when one of the header's buttons is used.
 */
import { useAtom } from 'jotai'
import { CreateOrganizationDialog } from '../../features/organization/create-organization-dialog'
import { createOrganizationOpenAtom } from '../../state/ui'

export { ChatUnreadBadge } from '../../features/chats/unread-badge'
export { SearchOverlay } from '../../features/search/search-overlay'
export { NotificationPanel } from '../../features/upload-status/notification-panel'
export { Tooltip } from '../tooltip'
export { UserMenu } from './user-menu'

/** One create-organization modal per shell, opened from the user menu or the organization list. */
export function CreateOrganizationModal() {
  const [open, setOpen] = useAtom(createOrganizationOpenAtom)
  return <CreateOrganizationDialog open={open} onOpenChange={setOpen} />
}

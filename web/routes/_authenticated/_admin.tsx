import { createFileRoute, Outlet } from '@tanstack/react-router'
import { enforceAccess } from '../../auth/guard'

/** Platform-admin pages (spec §2 mode Admin: ADMIN_READ). The admin screens are added under it. */
export const Route = createFileRoute('/_authenticated/_admin')({
  beforeLoad: ({ context, location, preload }) =>
    enforceAccess({ mode: 'Admin' }, { queryClient: context.queryClient, location, preload }),
  component: Outlet,
})

import { Menu, Portal } from '@ark-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { hasAllPermissions } from '../../../worker/contracts/permissions'
import { type SessionUser, signOut } from '../../api/session'
import { forgetSession, forgetUserData, SIGN_OUT_MUTATION_KEY } from '../../auth/sign-out'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { createOrganizationOpenAtom } from '../../state/ui'
import { notify } from '../toast/toaster'
import { UserMenuTriggerContent } from './shell-twins'

export function UserMenu({ user }: { user: SessionUser }) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const openCreateOrganization = useSetAtom(createOrganizationOpenAtom)
  const canCreateOrganization = hasAllPermissions(user.permissions, ['ORGANIZATION_CREATE'])
  const signOutMutation = useMutation({
    mutationKey: SIGN_OUT_MUTATION_KEY,
    mutationFn: async () => {
      await signOut()
      // Order matters: mark the session signed out, leave the protected page, then drop the data,
      // so no protected page re-renders (or refetches) without a session on the way out.
      forgetSession(queryClient)
      await router.navigate({ to: '/login', replace: true })
      await forgetUserData(queryClient)
    },
    onError: (error) => notify('error', { title: errorMessage(error) }),
  })

  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value === 'profile') void router.navigate({ to: '/profile' })
        if (value === 'organizations') void router.navigate({ to: '/organization/list' })
        // After the menu has closed and handed focus back to its trigger (a microtask), so the
        // dialog's focus trap starts from there and the dialog returns focus to it when it closes.
        if (value === 'create-organization') setTimeout(() => openCreateOrganization(true), 0)
        if (value === 'sign-out') signOutMutation.mutate()
      }}
    >
      <Menu.Trigger className="user-menu-trigger" data-shell-control="user-menu">
        <UserMenuTriggerContent user={user} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className="menu">
            <Menu.Item value="profile" className="menu-item">
              {m.nav_profile()}
            </Menu.Item>
            <Menu.Item value="organizations" className="menu-item">
              {m.org_menu_organizations()}
            </Menu.Item>
            {canCreateOrganization ? (
              <Menu.Item value="create-organization" className="menu-item">
                {m.org_menu_create()}
              </Menu.Item>
            ) : null}
            <Menu.Separator className="menu-separator" />
            <Menu.Item value="sign-out" className="menu-item" disabled={signOutMutation.isPending}>
              {signOutMutation.isPending ? m.user_menu_signing_out() : m.user_menu_sign_out()}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

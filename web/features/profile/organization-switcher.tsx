import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type SessionUser, sessionQueryKey, sessionQueryOptions, switchOrganization } from '../../api/session'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { localeForLanguage } from '../../i18n/locale'
import { m } from '../../paraglide/messages'

export function OrganizationSwitcher({ user, csrfToken }: { user: SessionUser; csrfToken: string }) {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: (organizationId: string) => switchOrganization(csrfToken, organizationId),
    onSuccess: async (session) => {
      queryClient.setQueryData(sessionQueryOptions().queryKey, session)
      // Everything else belongs to the previous organization.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] })
      const organization = session.user?.organization
      if (!organization) return
      // In the new organization's language: the page switches to it at the same moment.
      const locale = localeForLanguage(organization.language)
      notify('success', { title: m.profile_switched_organization({ name: organization.name }, { locale }) })
    },
    onError: (error) => notify('error', { title: errorMessage(error) }),
  })

  if (user.organizations.length === 0) return <p>{m.profile_no_organizations()}</p>
  return (
    <ul className="organization-list">
      {user.organizations.map((organization) => {
        const current = organization.id === user.organizationId
        return (
          <li key={organization.id} className="organization-row" aria-current={current || undefined}>
            <span className="organization-row-name">{organization.name}</span>
            {current ? (
              <span className="badge">{m.profile_current_organization_badge()}</span>
            ) : (
              <button
                type="button"
                className="button button-secondary"
                aria-disabled={mutation.isPending || undefined}
                onClick={() => {
                  if (!mutation.isPending) mutation.mutate(organization.id)
                }}
              >
                {m.profile_switch_to()}
                <span className="visually-hidden"> {organization.name}</span>
              </button>
            )}
          </li>
        )
      })}
    </ul>
  )
}

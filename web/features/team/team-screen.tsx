import { Tabs } from '@ark-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { hasAllPermissions } from '../../../worker/contracts/permissions'
import type { SessionUser } from '../../api/session'
import { teamQueries } from '../../api/team'
import { TableSkeleton } from '../../components/data-table/table-skeleton'
import { ErrorNotice } from '../../components/page-status'
import { errorMessage } from '../../i18n/error-message'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { ChangeOwner } from './change-owner'
import { InviteDialog } from './invite-dialog'
import { InvitesTable } from './invites-table'
import { MembersTable } from './members-table'

type Tab = 'members' | 'invites'

/** Organization > Team (spec §2): members and invitations tabs, invite, and the owner's hand-over. */
export function TeamScreen({ user }: { user: SessionUser | null }) {
  const organizationId = user?.organizationId ?? null
  const permissions = user?.permissions ?? []
  const canUpdate = hasAllPermissions(permissions, ['TEAM_UPDATE'])
  // Billing-subscribe comes with ownership alone (worker/access/session.service.ts).
  const isOwner = hasAllPermissions(permissions, ['ORGANIZATION_BILLING_SUBSCRIBE'])
  const [tab, setTab] = useState<Tab>('members')
  const query = useQuery(teamQueries.all(organizationId))

  if (query.isError) {
    // Spec §8: failures to load team members.
    return (
      <ErrorNotice
        message={`${m.team_members_load_failed()}: ${errorMessage(query.error)}`}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (!query.data) return <TableSkeleton />
  const { members, invites } = query.data
  return (
    <>
      {canUpdate ? (
        <div className="button-row team-actions">
          <InviteDialog organizationId={organizationId} onInvited={() => setTab('invites')} />
        </div>
      ) : null}
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as Tab)} className="tabs">
        <Tabs.List className="tab-list" aria-label={m.team_tabs_label()}>
          <Tabs.Trigger value="members" className="tab">
            {m.team_tab_members()} ({formatCount(members.length)})
          </Tabs.Trigger>
          <Tabs.Trigger value="invites" className="tab">
            {m.team_tab_invites()} ({formatCount(invites.length)})
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="members" className="tab-panel">
          <MembersTable
            members={members}
            organizationId={organizationId}
            currentUserId={user?.id ?? null}
            canUpdate={canUpdate}
          />
        </Tabs.Content>
        <Tabs.Content value="invites" className="tab-panel">
          <InvitesTable invites={invites} organizationId={organizationId} canUpdate={canUpdate} />
        </Tabs.Content>
      </Tabs.Root>
      {isOwner ? (
        <section className="card team-owner" aria-labelledby="team-owner-heading">
          <h2 id="team-owner-heading" className="card-title">
            {m.team_owner_heading()}
          </h2>
          <ChangeOwner members={members} organizationId={organizationId} currentUserId={user?.id ?? null} />
        </section>
      ) : null}
    </>
  )
}

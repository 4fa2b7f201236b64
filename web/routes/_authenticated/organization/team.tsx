import { createFileRoute } from '@tanstack/react-router'
import { teamQueries } from '../../../api/team'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { TeamScreen } from '../../../features/team/team-screen'
import { m } from '../../../paraglide/messages'

/** Organization settings > Team (spec §2): members tab and invites tab. */
export const Route = createFileRoute('/_authenticated/organization/team')({
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['TEAM_READ'] }),
  // Only warms the cache: the screen shows its own skeleton and error state.
  loader: ({ context }) =>
    void context.queryClient.prefetchQuery(teamQueries.all(context.user?.organizationId ?? null)),
  component: TeamPage,
})

function TeamPage() {
  const user = useSessionUser()
  useDocumentTitle(m.team_title())
  return (
    <>
      <h1 id="team-heading">{m.team_title()}</h1>
      <p className="tagline">{m.team_intro({ organization: user?.organization?.name ?? '' })}</p>
      <TeamScreen user={user} />
    </>
  )
}

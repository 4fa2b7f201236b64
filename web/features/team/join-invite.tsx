import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type SessionUser, sessionQueryKey, signOut } from '../../api/session'
import { joinTeam } from '../../api/team'
import { useCreateMutation } from '../../api/use-create-mutation'
import { forgetSession, forgetUserData, SIGN_OUT_MUTATION_KEY } from '../../auth/sign-out'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'

/**
 * The invitation page for a signed-in user: join the organization (POST /team/join), or, when the
 * invitation names another address, sign out so the invited account can sign in.
 */
export function JoinInvite({
  token,
  email,
  organizationName,
  user,
}: {
  token: string
  email: string
  organizationName: string
  user: SessionUser
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const join = useCreateMutation({
    mutationFn: (_, key) => joinTeam(token, key),
    onSuccess: async (joined) => {
      notify('success', { title: m.team_joined({ organization: joined.organizationName }) })
      // The server moved the session to the new organization; every cached query is keyed by the old one.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey, refetchType: 'all' })
      await navigate({ to: '/', replace: true })
    },
  })
  const leave = useMutation({
    mutationKey: SIGN_OUT_MUTATION_KEY,
    mutationFn: async () => {
      await signOut()
      forgetSession(queryClient)
      await forgetUserData(queryClient)
    },
    onError: (error) => notify('error', { title: errorMessage(error) }),
  })

  if (user.email.toLowerCase() !== email.toLowerCase()) {
    return (
      <>
        <p className="notice" role="status">
          {m.team_join_wrong_account({ email, current: user.email })}
        </p>
        <p className="form-links">
          <button
            type="button"
            className="button"
            aria-disabled={leave.isPending || undefined}
            onClick={() => {
              if (!leave.isPending) leave.mutate()
            }}
          >
            {m.team_join_sign_out()}
          </button>
        </p>
      </>
    )
  }
  return (
    <>
      <p>{m.team_join_text({ organization: organizationName, email })}</p>
      <div className="form-alert" role="alert">
        {join.isError ? <p>{errorMessage(join.error)}</p> : null}
      </div>
      <p className="form-links">
        <button
          type="button"
          className="button button-primary"
          aria-disabled={join.isPending || undefined}
          onClick={() => join.mutate()}
        >
          {join.isPending ? m.team_joining() : m.team_join_submit({ organization: organizationName })}
        </button>
      </p>
    </>
  )
}

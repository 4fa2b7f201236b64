import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { type Profile, profileKey, profileQueries, updateName } from '../../api/profile'
import { sessionQueryKey } from '../../api/session'
import { ErrorNotice } from '../../components/page-status'
import { TextField } from '../../components/text-field'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'

export function NameForm({ userId }: { userId: string }) {
  const profile = useQuery(profileQueries.profile(userId))
  if (profile.isError)
    return <ErrorNotice message={errorMessage(profile.error)} onRetry={() => void profile.refetch()} />
  if (!profile.data) return <p role="status">{m.common_loading()}</p>
  return <NameFields userId={userId} profile={profile.data} />
}

function NameFields({ userId, profile }: { userId: string; profile: Profile }) {
  const queryClient = useQueryClient()
  const [name, setName] = useState(profile.name)
  const [position, setPosition] = useState(profile.position ?? '')
  const [error, setError] = useState<{ name?: string; position?: string }>({})
  const mutation = useMutation({
    mutationFn: () => updateName(name.trim(), position.trim()),
    onSuccess: async () => {
      notify('success', { title: m.profile_saved() })
      // The name shows in the header (session) and on this page (profile).
      await queryClient.invalidateQueries({ queryKey: profileKey(userId) })
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey })
    },
    onError: (failure) => notify('error', { title: m.profile_name_failed(), description: errorMessage(failure) }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    const problems = {
      name: name.trim()
        ? name.trim().length > 120
          ? m.validation_max_length({ value: 120 })
          : undefined
        : m.validation_name_required(),
      position: position.trim().length > 120 ? m.validation_max_length({ value: 120 }) : undefined,
    }
    setError(problems)
    if (problems.name || problems.position) return
    mutation.mutate()
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField
        id="profile-name"
        name="name"
        autoComplete="name"
        label={m.profile_name()}
        value={name}
        error={error.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        id="profile-position"
        name="position"
        autoComplete="organization-title"
        label={m.onboarding_user_position()}
        value={position}
        error={error.position}
        onChange={(event) => setPosition(event.target.value)}
      />
      <div className="button-row">
        <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? m.common_saving() : m.common_save()}
        </button>
      </div>
    </form>
  )
}

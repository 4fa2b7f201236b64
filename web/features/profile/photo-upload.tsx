import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { profileKey, profileQueries, uploadPicture } from '../../api/profile'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'

/** Spec §5: jpeg, jpg, png. The server checks the bytes; this only spares a pointless upload. */
const PICTURE_TYPES = ['image/jpeg', 'image/png']
const MAX_PICTURE_BYTES = 5 * 1024 * 1024

export function PhotoUpload({ userId }: { userId: string }) {
  const queryClient = useQueryClient()
  const profile = useQuery(profileQueries.profile(userId))
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [error, setError] = useState<string | undefined>()
  const [version, setVersion] = useState(0)
  const inputRef = useRef<HTMLInputElement>(null)

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    if (!file) return
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  const mutation = useMutation({
    mutationFn: (picture: File) => uploadPicture(picture),
    onSuccess: async () => {
      notify('success', { title: m.profile_photo_saved() })
      setFile(null)
      setPreview(null)
      setVersion((v) => v + 1)
      if (inputRef.current) inputRef.current.value = ''
      await queryClient.invalidateQueries({ queryKey: profileKey(userId) })
    },
    onError: (failure) => setError(`${m.profile_photo_failed()} ${errorMessage(failure)}`),
  })

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null
    mutation.reset()
    if (picked && !PICTURE_TYPES.includes(picked.type)) {
      setError(m.profile_photo_wrong_type())
      setFile(null)
      return
    }
    if (picked && picked.size > MAX_PICTURE_BYTES) {
      setError(m.profile_photo_too_large())
      setFile(null)
      return
    }
    setError(undefined)
    setFile(picked)
  }

  const current = profile.data?.photoUrl
  const shown = preview ?? (current ? `${current}${current.includes('?') ? '&' : '?'}v=${version}` : null)
  return (
    <div className="photo-upload">
      {shown ? (
        <img
          className="profile-photo"
          src={shown}
          alt={preview ? m.profile_photo_preview() : m.profile_photo_current()}
        />
      ) : (
        <p className="muted">{m.profile_photo_none()}</p>
      )}
      <div className="field">
        <label htmlFor="profile-photo-input">{m.profile_photo_choose()}</label>
        <input
          ref={inputRef}
          id="profile-photo-input"
          type="file"
          accept="image/jpeg,image/png,.jpg,.jpeg,.png"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'profile-photo-error' : 'profile-photo-hint'}
          onChange={onPick}
        />
        <p id="profile-photo-hint" className="field-hint">
          {m.profile_photo_hint()}
        </p>
        {error ? (
          <p id="profile-photo-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          disabled={!file}
          aria-disabled={mutation.isPending || undefined}
          onClick={() => {
            if (file && !mutation.isPending) mutation.mutate(file)
          }}
        >
          {mutation.isPending ? m.profile_photo_uploading() : m.profile_photo_upload()}
        </button>
      </div>
      {mutation.isPending ? (
        <p className="muted" role="status">
          {m.profile_photo_uploading()}
        </p>
      ) : null}
    </div>
  )
}

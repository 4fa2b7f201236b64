import { Dialog, Portal } from '@ark-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import type { UiLanguage } from '../../../worker/contracts/enums'
import { sessionQueryKey, sessionQueryOptions } from '../../api/session'
import { type CreateTenantRequest, createTenant } from '../../api/tenant'
import { useCreateMutation } from '../../api/use-create-mutation'
import { showErrorsAndFocus } from '../../components/focus-first-invalid'
import { TextField } from '../../components/text-field'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { localeForLanguage } from '../../i18n/locale'
import { m } from '../../paraglide/messages'
import { guessLanguage, LanguageField } from '../identity/language-field'

const NAME_MAX = 120

/**
 * "Create organization" (spec §2): name, language and the agency flag. The creator owns it and the
 * server switches the session to it; the app then reads the session and drops the previous
 * organization's data, as the organization switch does.
 */
export function CreateOrganizationDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [language, setLanguage] = useState<UiLanguage>(guessLanguage)
  const [isAgency, setIsAgency] = useState(false)
  const [nameError, setNameError] = useState<string | undefined>()
  const mutation = useCreateMutation({
    mutationFn: (request: CreateTenantRequest, key) => createTenant(request, key),
    onSuccess: async (created) => {
      onOpenChange(false)
      await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 })
      // Everything else belongs to the previous organization.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] })
      notify('success', { title: m.org_created({ name: created.name }, { locale: localeForLanguage(language) }) })
      await router.navigate({ to: '/organization/general' })
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    const trimmed = name.trim()
    const problem = !trimmed
      ? m.validation_name_required()
      : trimmed.length > NAME_MAX
        ? m.validation_max_length({ value: NAME_MAX })
        : undefined
    showErrorsAndFocus(event.currentTarget, () => setNameError(problem))
    if (!problem) mutation.mutate({ name: trimmed, language, isAgency })
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (mutation.isPending) return
        onOpenChange(details.open)
        if (!details.open) {
          mutation.reset()
          setName('')
          setNameError(undefined)
          setIsAgency(false)
        }
      }}
      initialFocusEl={() => document.getElementById('org-create-name')}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog">
            <Dialog.Title className="dialog-title">{m.org_create_title()}</Dialog.Title>
            <Dialog.Description className="field-hint">{m.org_create_intro()}</Dialog.Description>
            <form className="form" noValidate onSubmit={onSubmit}>
              <TextField
                id="org-create-name"
                name="name"
                autoComplete="organization"
                label={m.org_name()}
                value={name}
                error={nameError}
                onChange={(event) => setName(event.target.value)}
              />
              <LanguageField name="org-create-language" value={language} onChange={setLanguage} />
              <label className="checkbox-field">
                <input type="checkbox" checked={isAgency} onChange={(event) => setIsAgency(event.target.checked)} />
                {m.org_is_agency()}
              </label>
              {mutation.isError ? (
                <p className="field-error" role="alert">
                  {`${m.org_create_failed()} ${errorMessage(mutation.error)}`}
                </p>
              ) : null}
              <div className="button-row">
                <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
                  {mutation.isPending ? m.org_creating() : m.org_create_submit()}
                </button>
                <Dialog.CloseTrigger className="button">{m.common_cancel()}</Dialog.CloseTrigger>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

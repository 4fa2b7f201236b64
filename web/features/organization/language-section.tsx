import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { UiLanguage } from '../../../worker/contracts/enums'
import { setTenantLanguage, type Tenant } from '../../api/tenant'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { localeForLanguage } from '../../i18n/locale'
import { m } from '../../paraglide/messages'
import { LanguageField } from '../identity/language-field'
import { useTenantChanged } from './use-tenant-changes'

/**
 * English or German for everyone in the organization, applied on choosing (no save button): the SPA
 * takes its language from the session's organization (web/i18n/locale.ts), which is read again here.
 */
export function LanguageSection({ tenant, canUpdate }: { tenant: Tenant; canUpdate: boolean }) {
  const changed = useTenantChanged(tenant.id)
  // The choice shows at once (set in the same event), not only when the mutation reports pending:
  // a controlled radio would otherwise snap back for a moment.
  const [chosen, setChosen] = useState<UiLanguage | null>(null)
  const mutation = useMutation({
    mutationFn: (language: UiLanguage) => setTenantLanguage(language),
    onSuccess: async (saved) => {
      await changed(saved)
      notify('success', { title: m.org_language_saved({}, { locale: localeForLanguage(saved.language) }) })
    },
    onError: (failure) => notify('error', { title: m.org_language_failed(), description: errorMessage(failure) }),
    onSettled: () => setChosen(null),
  })
  const shown = chosen ?? tenant.language
  return (
    <>
      <p id="org-language-hint" className="field-hint">
        {m.org_language_hint()}
      </p>
      <fieldset className="form-fieldset" disabled={!canUpdate || chosen !== null} aria-describedby="org-language-hint">
        <LanguageField
          name="org-language"
          legend={m.org_language_section()}
          value={shown}
          onChange={(language) => {
            if (language === tenant.language) return
            setChosen(language)
            mutation.mutate(language)
          }}
        />
      </fieldset>
    </>
  )
}

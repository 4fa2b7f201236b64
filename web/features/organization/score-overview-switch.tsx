import { useMutation } from '@tanstack/react-query'
import { setMatchingScores, type Tenant } from '../../api/tenant'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { useTenantChanged } from './use-tenant-changes'

/** The score overview switch (ADR 0019): applied on toggling, for everyone in the organization. */
export function ScoreOverviewSwitch({ tenant, canUpdate }: { tenant: Tenant; canUpdate: boolean }) {
  const changed = useTenantChanged(tenant.id)
  const mutation = useMutation({
    mutationFn: (show: boolean) => setMatchingScores(show),
    onSuccess: async (saved) => {
      await changed(saved)
      notify('success', { title: saved.showMatchingScores ? m.org_scores_shown() : m.org_scores_hidden() })
    },
    onError: (failure) => notify('error', { title: m.org_scores_failed(), description: errorMessage(failure) }),
  })
  const checked =
    mutation.isPending && mutation.variables !== undefined ? mutation.variables : tenant.showMatchingScores
  return (
    <div className="field">
      <label className="checkbox-field switch-field">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          disabled={!canUpdate}
          aria-describedby="org-scores-hint"
          aria-busy={mutation.isPending || undefined}
          onChange={(event) => {
            if (!mutation.isPending) mutation.mutate(event.target.checked)
          }}
        />
        {m.org_scores_label()}
      </label>
      <p id="org-scores-hint" className="field-hint">
        {m.org_scores_hint()}
      </p>
    </div>
  )
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import type { DuplicateMatch } from '../../../worker/contracts/enums'
import {
  type ApplicantDuplicate,
  applicantQueries,
  applicantsKey,
  keepDuplicate,
  mergeDuplicate,
} from '../../api/applicants'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { notify } from '../../components/toast/toaster'
import { m } from '../../paraglide/messages'
import { applicantName } from './applicant-name'

const MATCH_LABELS: Record<DuplicateMatch, () => string> = {
  email: () => m.applicant_duplicate_match_email(),
  phone: () => m.applicant_duplicate_match_phone(),
  name: () => m.applicant_duplicate_match_name(),
}

function DuplicateRow({
  applicantId,
  name,
  duplicate,
  organizationId,
  canMerge,
}: {
  applicantId: string
  name: string
  duplicate: ApplicantDuplicate
  organizationId: string | null
  canMerge: boolean
}) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const keep = useMutation({
    mutationFn: () => keepDuplicate(applicantId, duplicate.existingId),
    onSuccess: async () => {
      notify('success', { title: m.applicant_duplicate_kept() })
      await queryClient.invalidateQueries({ queryKey: [...applicantsKey(organizationId), 'duplicates', applicantId] })
    },
    onError: () => notify('error', { title: m.applicant_update_failed() }),
  })
  const merge = useMutation({
    mutationFn: () => mergeDuplicate(applicantId, duplicate.existingId),
    onSuccess: async ({ applicantId: remaining }) => {
      setConfirming(false)
      notify('success', { title: m.applicant_duplicate_merged({ name: applicantName(duplicate.name) }) })
      queryClient.removeQueries({ queryKey: [...applicantsKey(organizationId), 'detail', applicantId] })
      await queryClient.invalidateQueries({ queryKey: applicantsKey(organizationId) })
      await router.navigate({ to: '/applicants/$applicantId', params: { applicantId: remaining } })
    },
    onError: () => {
      setConfirming(false)
      notify('error', { title: m.applicant_update_failed() })
    },
  })
  const busy = keep.isPending || merge.isPending
  return (
    <li className="duplicate-item">
      <p>
        {m.applicant_duplicate_text_before()}{' '}
        <Link to="/applicants/$applicantId" params={{ applicantId: duplicate.existingId }}>
          {applicantName(duplicate.name)}
        </Link>{' '}
        ({MATCH_LABELS[duplicate.match]()})
      </p>
      <div className="button-row">
        {canMerge ? (
          <button type="button" className="button button-primary" disabled={busy} onClick={() => setConfirming(true)}>
            {m.applicant_duplicate_merge({ name: applicantName(duplicate.name) })}
          </button>
        ) : null}
        <button type="button" className="button" disabled={busy} onClick={() => keep.mutate()}>
          {m.applicant_duplicate_keep()}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(next) => {
          if (!merge.isPending) setConfirming(next)
        }}
        title={m.applicant_duplicate_merge_title({ name, existing: applicantName(duplicate.name) })}
        description={m.applicant_duplicate_merge_description({ name, existing: applicantName(duplicate.name) })}
        confirmLabel={m.applicant_duplicate_merge_confirm()}
        pending={merge.isPending}
        onConfirm={() => merge.mutate()}
      />
    </li>
  )
}

/**
 * "Possibly the same person as …" on an applicant that looks like one already in Shortlist (same
 * e-mail or phone, or same name with a close profile): merge into the existing one, or keep both.
 */
export function DuplicateNotice({
  applicantId,
  name,
  organizationId,
  canMerge,
}: {
  applicantId: string
  name: string
  organizationId: string | null
  canMerge: boolean
}) {
  const query = useQuery(applicantQueries.duplicates(organizationId, applicantId))
  const items = query.data?.items ?? []
  if (items.length === 0) return null
  return (
    <section className="notice duplicate-notice" aria-labelledby="duplicate-notice-title">
      <h2 id="duplicate-notice-title" className="card-title">
        {m.applicant_duplicate_title()}
      </h2>
      <ul className="duplicate-list">
        {items.map((duplicate) => (
          <DuplicateRow
            key={duplicate.existingId}
            applicantId={applicantId}
            name={name}
            duplicate={duplicate}
            organizationId={organizationId}
            canMerge={canMerge}
          />
        ))}
      </ul>
    </section>
  )
}

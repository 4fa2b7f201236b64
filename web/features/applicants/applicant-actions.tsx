import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useStore } from 'jotai'
import { useState } from 'react'
import { applicantsKey, deleteApplicant, requestUploadUrls, updateApplicant, uploadFile } from '../../api/applicants'
import { useCreateMutation } from '../../api/use-create-mutation'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { notify } from '../../components/toast/toaster'
import { m } from '../../paraglide/messages'
import { replacedDocumentsAtom } from '../../state/uploads'
import { checkFile, contentTypeOf, UPLOAD_ACCEPT } from '../applicant-upload/file-check'
import { fileStateLabel } from '../applicant-upload/upload-screen'
import { trackDocuments } from '../upload-status/batch-store'

/**
 * "Replace CV": the new file goes the way of every upload (upload URL, PUT), then the applicant is
 * updated with the new document and re-processed; the notification panel follows the processing.
 */
export function ReplaceCvButton({
  applicantId,
  organizationId,
}: {
  applicantId: string
  organizationId: string | null
}) {
  const store = useStore()
  const queryClient = useQueryClient()
  const inputId = `replace-cv-${applicantId}`
  const mutation = useCreateMutation({
    mutationFn: async (file: File, key) => {
      const { uploads } = await requestUploadUrls(
        [{ filename: file.name, size: file.size, contentType: contentTypeOf(file) }],
        key,
      )
      const target = uploads[0]
      if (!target) throw new Error('No upload target')
      await uploadFile(target, file)
      await updateApplicant(applicantId, { documentId: target.documentId })
      return target.documentId
    },
    onSuccess: async (documentId) => {
      notify('success', { title: m.applicant_replace_started() })
      store.set(replacedDocumentsAtom, (links) => ({ ...links, [documentId]: applicantId }))
      trackDocuments(store, [documentId])
      await queryClient.invalidateQueries({ queryKey: applicantsKey(organizationId) })
    },
    onError: () => notify('error', { title: m.applicant_update_failed() }),
  })

  const onFile = (file: File | undefined) => {
    if (!file || mutation.isPending) return
    const reason = checkFile(file)
    if (reason) {
      notify('error', { title: fileStateLabel({ status: 'refused', reason }) })
      return
    }
    mutation.mutate(file)
  }

  return (
    <span className="file-button">
      <input
        id={inputId}
        className="visually-hidden file-input"
        type="file"
        accept={UPLOAD_ACCEPT}
        disabled={mutation.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          onFile(file)
        }}
      />
      <label htmlFor={inputId} className="button file-input-label">
        {mutation.isPending ? m.applicant_replacing() : m.applicant_replace_cv()}
      </label>
    </span>
  )
}

export function DeleteApplicantButton({
  applicantId,
  name,
  organizationId,
}: {
  applicantId: string
  name: string
  organizationId: string | null
}) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const mutation = useMutation({
    mutationFn: () => deleteApplicant(applicantId),
    onSuccess: async () => {
      setOpen(false)
      notify('success', { title: m.applicant_deleted({ name }) })
      await router.navigate({ to: '/applicants' })
      queryClient.removeQueries({ queryKey: [...applicantsKey(organizationId), 'detail', applicantId] })
      await queryClient.invalidateQueries({ queryKey: applicantsKey(organizationId) })
    },
    onError: () => {
      setOpen(false)
      notify('error', { title: m.applicant_delete_failed() })
    },
  })
  return (
    <>
      <button type="button" className="button button-danger-outline" onClick={() => setOpen(true)}>
        {m.common_delete()}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!mutation.isPending) setOpen(next)
        }}
        title={m.applicant_delete_title({ name })}
        description={m.applicants_delete_description()}
        confirmLabel={mutation.isPending ? m.common_deleting() : m.common_delete()}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
      />
    </>
  )
}

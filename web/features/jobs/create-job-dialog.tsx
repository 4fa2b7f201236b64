import { Dialog, Portal } from '@ark-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { createJob, jobsKey } from '../../api/jobs'
import { useCreateMutation } from '../../api/use-create-mutation'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { JobForm, type JobFormResult } from './job-form'

const EMPTY = { title: '', description: '', requirements: [], matchingOption: 'ALL' as const }

/** "Create job": a draft with title, description, requirements; it opens on its own page afterwards. */
export function CreateJobButton({ organizationId }: { organizationId: string | null }) {
  const [open, setOpen] = useState(false)
  const router = useRouter()
  const queryClient = useQueryClient()
  const mutation = useCreateMutation({
    mutationFn: (result: JobFormResult, key) => createJob(result, key),
    onSuccess: async (job) => {
      setOpen(false)
      notify('success', { title: m.jobs_created({ title: job.title }) })
      await queryClient.invalidateQueries({ queryKey: jobsKey(organizationId) })
      await router.navigate({ to: '/jobs/$jobId', params: { jobId: job.id } })
    },
  })
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!mutation.isPending) setOpen(details.open)
        if (!details.open) mutation.reset()
      }}
      initialFocusEl={() => document.getElementById('job-create-title')}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger className="button button-primary">{m.jobs_create()}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog dialog-wide">
            <Dialog.Title className="dialog-title">{m.jobs_create_title()}</Dialog.Title>
            <JobForm
              idPrefix="job-create"
              initial={EMPTY}
              pending={mutation.isPending}
              failure={mutation.isError ? `${m.jobs_create_failed()} ${errorMessage(mutation.error)}` : null}
              submitLabel={m.jobs_create_submit()}
              onSubmit={(result) => mutation.mutate(result)}
              actions={<Dialog.CloseTrigger className="button">{m.common_cancel()}</Dialog.CloseTrigger>}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

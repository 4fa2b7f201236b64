import { useQueryClient } from '@tanstack/react-query'
import { useStore } from 'jotai'
import { useEffect } from 'react'
import { applicantsKey } from '../../api/applicants-key'
import { ApiError } from '../../api/client'
import { sessionQueryKey } from '../../api/session'
import { openUploadStatusStream, reportInterruptedUploads } from '../../api/upload-status'
import { useSessionUser } from '../../auth/use-session'
import { uploadBatchesAtom, uploadSessionAtom, uploadStatusAtom } from '../../state/uploads'
import { reportPending } from '../applicant-upload/pending-uploads'
import { applyUploadStatusOps } from './batch-store'
import { connectUploadStatus } from './upload-status-connection'
import { connectionOpened, EMPTY_UPLOAD_STATUS_LIST } from './upload-status-list'

/** Finished documents change the applicants list; refetch it at most this often while many finish. */
export const APPLICANTS_REFRESH_INTERVAL_MS = 1000

/**
 * Keeps this tab's one upload-status stream (spec §7) open while a session with a current
 * organization exists. Mounted once, in the authenticated layout; renders nothing.
 */
export function UploadStatusStream() {
  const user = useSessionUser()
  const store = useStore()
  const queryClient = useQueryClient()
  const organizationId = user?.organizationId ?? null
  const owner = user && organizationId ? `${user.id}:${organizationId}` : null

  useEffect(() => {
    if (owner === null) return
    if (store.get(uploadStatusAtom).owner !== owner) {
      store.set(uploadStatusAtom, { owner, list: EMPTY_UPLOAD_STATUS_LIST })
      store.set(uploadBatchesAtom, [])
    }
    const upload = store.get(uploadSessionAtom)
    if (upload && upload.owner !== owner) {
      // Another user or organization: the previous one's upload must not continue in its name.
      upload.session.cancel()
      store.set(uploadSessionAtom, null)
    }

    // Files this tab announced before a reload never arrived: the panel shows them as interrupted.
    // (A running upload of this page is not in the list yet: it starts after this effect.)
    if (!store.get(uploadSessionAtom)?.session.running) {
      void reportPending(owner, reportInterruptedUploads).catch(() => undefined)
    }

    let refreshTimer: ReturnType<typeof setTimeout> | undefined
    const refreshApplicants = () => {
      refreshTimer ??= setTimeout(() => {
        refreshTimer = undefined
        void queryClient.invalidateQueries({ queryKey: applicantsKey(organizationId) })
      }, APPLICANTS_REFRESH_INTERVAL_MS)
    }

    const connection = connectUploadStatus({
      open: openUploadStatusStream,
      onOpen: () => store.set(uploadStatusAtom, (current) => ({ owner, list: connectionOpened(current.list) })),
      onOps: (ops) => {
        if (applyUploadStatusOps(store, ops)) refreshApplicants()
      },
      onError: (error) => {
        // The session ended: let the guard send the user to the login page instead of retrying forever.
        if (error instanceof ApiError && error.status === 401) {
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
        }
      },
    })
    return () => {
      connection.close()
      clearTimeout(refreshTimer)
    }
  }, [owner, organizationId, store, queryClient])

  return null
}

import type { QueryClient } from '@tanstack/react-query'
import type { createStore } from 'jotai'
import { applicantsKey } from '../../api/applicants-key'
import { ApiError } from '../../api/client'
import { sessionQueryKey } from '../../api/session'
import { openUploadStatusStream, reportInterruptedUploads } from '../../api/upload-status'
import { uploadSessionAtom, uploadStatusAtom } from '../../state/uploads'
import { reportPending } from '../applicant-upload/pending-uploads'
import { applyUploadStatusOps } from './batch-store'
import { connectUploadStatus } from './upload-status-connection'
import { connectionOpened } from './upload-status-list'

/** Finished documents change the applicants list; refetch it at most this often while many finish. */
export const APPLICANTS_REFRESH_INTERVAL_MS = 1000

export interface LiveUploadStatusOptions {
  /** "userId:organizationId": the stream's list belongs to this user in this organization. */
  owner: string
  organizationId: string
  store: ReturnType<typeof createStore>
  queryClient: QueryClient
}

/**
 * Opens this tab's upload-status stream (spec §7) for the owner that UploadStatusStream has made the
 * owner of the tab's upload state, and reports the files a reload interrupted. A module of its own,
 * loaded after the page's data or when an upload starts (upload-status-stream.tsx).
 */
export function openLiveUploadStatus({ owner, organizationId, store, queryClient }: LiveUploadStatusOptions): {
  close(): void
} {
  // Files this tab announced before a reload never arrived: the panel shows them as interrupted.
  // (A running upload's announced files are not lost: it reports what is left when it ends.)
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
  return {
    close() {
      connection.close()
      clearTimeout(refreshTimer)
    },
  }
}

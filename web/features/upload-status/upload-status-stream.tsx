import { useQueryClient } from '@tanstack/react-query'
import { useStore } from 'jotai'
import { useEffect } from 'react'
import { useSessionUser } from '../../auth/use-session'
import { afterPageData, whenIdle } from '../../components/layout/after-page-data'
import { notificationPanelOpenAtom, uploadBatchesAtom, uploadSessionAtom, uploadStatusAtom } from '../../state/uploads'
import { onUploadStatusDemand } from './upload-status-demand'
import { EMPTY_UPLOAD_STATUS_LIST } from './upload-status-list-state'

type Live = typeof import('./upload-status-live')

/** How long the stream waits before asking again for its module when it could not be loaded. */
export const LIVE_MODULE_RETRY_MS = 5000

let live: Live | null = null
let loadingLive: Promise<Live> | null = null

function loadLive(): Promise<Live> {
  loadingLive ??= import('./upload-status-live').then(
    (module) => {
      live = module
      return module
    },
    (error: unknown) => {
      // Offline for a moment: the next demand, or the retry, asks again.
      loadingLive = null
      throw error
    },
  )
  return loadingLive
}

/**
 * Keeps this tab's one upload-status stream (spec §7) open while a session with a current
 * organization exists. Mounted once, in the authenticated layout; renders nothing.
 *
 * Two steps (ADR 0036, addendum of 2026-11-28 morning). In the commit that mounts it, it makes the
 * signed-in user in the current organization the owner of the tab's upload state (a previous owner's
 * list, batches and running upload go), so that this holds before any upload of the page can start.
 * The stream itself (its module with the contracts, the request, the interrupted-uploads report)
 * follows once the page's data has arrived and the browser is idle, and at once when an upload or a
 * retry starts or the notification panel opens before then. Connecting later loses nothing: the
 * first batch of a connection is the server's full list, and the batches settle against it.
 */
export function UploadStatusStream() {
  const user = useSessionUser()
  const store = useStore()
  const queryClient = useQueryClient()
  const organizationId = user?.organizationId ?? null
  const owner = user && organizationId ? `${user.id}:${organizationId}` : null

  useEffect(() => {
    if (owner === null || organizationId === null) return
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

    let stopped = false
    let asked = false
    let wanted = false
    let connection: { close(): void } | null = null
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    const connect = (module: Live) => {
      if (stopped || connection) return
      connection = module.openLiveUploadStatus({ owner, organizationId, store, queryClient })
    }
    let cancelIdle = () => {}
    // `urgent`: an upload, a retry or the open panel waits for the stream; otherwise the module's
    // evaluation and the connection are two tasks, with an idle period between them.
    const connectNow = (urgent: boolean) => {
      if (stopped || connection) return
      if (live) {
        // Synchronously once the module is there (an upload's batch then starts with the stream open).
        cancelIdle()
        connect(live)
        return
      }
      wanted ||= urgent
      if (asked) return
      asked = true
      cancelWait()
      loadLive().then(
        (module) => {
          if (wanted) connect(module)
          else cancelIdle = whenIdle(() => connect(module))
        },
        () => {
          asked = false
          if (!stopped) retryTimer = setTimeout(() => connectNow(urgent), LIVE_MODULE_RETRY_MS)
        },
      )
    }
    const cancelWait = afterPageData(queryClient, () => connectNow(false))
    const stopDemand = onUploadStatusDemand(() => connectNow(true))
    const stopPanel = store.sub(notificationPanelOpenAtom, () => {
      if (store.get(notificationPanelOpenAtom)) connectNow(true)
    })
    return () => {
      stopped = true
      cancelWait()
      stopDemand()
      stopPanel()
      clearTimeout(retryTimer)
      cancelIdle()
      connection?.close()
    }
  }, [owner, organizationId, store, queryClient])

  return null
}

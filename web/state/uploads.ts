import { atom } from 'jotai'
import type { UploadSession } from '../features/applicant-upload/upload-session'
import type { UploadBatch } from '../features/upload-status/upload-batches'
import { EMPTY_UPLOAD_STATUS_LIST, type UploadStatusList } from '../features/upload-status/upload-status-list-state'

/**
 * The upload-status list of the signed-in user in the current organization, filled by the one stream
 * of this tab. `owner` ("userId:organizationId") keeps a previous user's or organization's list from
 * showing after a switch.
 */
export const uploadStatusAtom = atom<{ owner: string | null; list: UploadStatusList }>({
  owner: null,
  list: EMPTY_UPLOAD_STATUS_LIST,
})

/** Uploads and retries whose outcome the user still gets a toast about. */
export const uploadBatchesAtom = atom<readonly UploadBatch[]>([])

/** Whether the notification panel is open (the upload screen opens it too). */
export const notificationPanelOpenAtom = atom(false)

/** The running or last upload of this tab: it keeps going when the user leaves the upload screen. */
export const uploadSessionAtom = atom<{ owner: string; session: UploadSession<File> } | null>(null)

/**
 * Documents that replaced an applicant's CV → that applicant. A new upload's applicant id is its
 * document id; a replacement's is not, and the status item does not say which applicant it belongs to.
 */
export const replacedDocumentsAtom = atom<Readonly<Record<string, string>>>({})

/**
 * Announced files whose bytes this tab has not sent yet (ADR 0033). Kept in sessionStorage, which a
 * reload of the same tab keeps: after the reload, whatever is left never arrived and is reported
 * as interrupted, so it shows in the notification panel instead of vanishing.
 */
const keyOf = (owner: string) => `shortlist.pending-uploads.${owner}`

function read(owner: string): string[] {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(keyOf(owner)) ?? '[]')
    return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

function write(owner: string, ids: readonly string[]) {
  try {
    if (ids.length === 0) sessionStorage.removeItem(keyOf(owner))
    else sessionStorage.setItem(keyOf(owner), JSON.stringify(ids))
  } catch {
    // Storage full or blocked: the server's one-hour expiry still marks the upload interrupted.
  }
}

export function rememberAnnounced(owner: string, documentIds: readonly string[]) {
  write(owner, [...new Set([...read(owner), ...documentIds])])
}

export function forgetArrived(owner: string, documentId: string) {
  write(
    owner,
    read(owner).filter((id) => id !== documentId),
  )
}

/** Takes (and clears) what is still pending: the files that never arrived. */
export function takePending(owner: string): string[] {
  const ids = read(owner)
  write(owner, [])
  return ids
}

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

/**
 * Reports what is still pending and forgets it only once the server has it: a page that is being
 * unloaded (a reload ends the running upload too) loses the call, never the list, so the next load
 * reports it again. A repeat is harmless: the server changes only files still awaiting their bytes.
 */
export async function reportPending(owner: string, report: (documentIds: string[]) => Promise<void>) {
  const ids = read(owner)
  if (ids.length === 0) return
  await report(ids)
  const reported = new Set(ids)
  write(
    owner,
    read(owner).filter((id) => !reported.has(id)),
  )
}

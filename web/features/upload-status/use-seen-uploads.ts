import { useCallback, useEffect, useState } from 'react'
import { useSessionUser } from '../../auth/use-session'

/**
 * When this member last opened the notification panel in this organization, kept in the browser (per
 * user and organization). Other tabs follow through the storage event. A lost value only means the
 * badge counts the listed uploads once more: nothing is lost.
 */
const storageKey = (userId: string, organizationId: string) => `shortlist:uploads-seen:${userId}:${organizationId}`

function read(key: string | null): number {
  if (key === null) return 0
  try {
    const value = Number(window.localStorage.getItem(key))
    return Number.isFinite(value) ? value : 0
  } catch {
    return 0
  }
}

export function useSeenUploads(): { seenAt: number; markSeen: (at: number) => void } {
  const user = useSessionUser()
  const key = user?.id && user.organizationId ? storageKey(user.id, user.organizationId) : null
  const [seenAt, setSeenAt] = useState(() => read(key))

  useEffect(() => {
    setSeenAt(read(key))
    if (key === null) return
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setSeenAt(read(key))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [key])

  const markSeen = useCallback(
    (at: number) => {
      setSeenAt((current) => {
        const next = Math.max(current, at)
        if (key !== null && next !== current) {
          try {
            window.localStorage.setItem(key, String(next))
          } catch {
            // Private mode or a full storage: the badge still clears for this tab.
          }
        }
        return next
      })
    },
    [key],
  )
  return { seenAt, markSeen }
}

/** Opaque list cursors: the sort key of the last row, base64 so clients do not build them. */
export const encodeCursor = (key: number, id: string) => btoa(`${key}:${id}`)

export function decodeCursor(cursor: string | undefined): { key: number; id: string } | null {
  if (!cursor) return null
  try {
    const text = atob(cursor)
    const at = text.indexOf(':')
    const key = Number(text.slice(0, at))
    const id = text.slice(at + 1)
    return at > 0 && Number.isFinite(key) && id ? { key, id } : null
  } catch {
    return null
  }
}

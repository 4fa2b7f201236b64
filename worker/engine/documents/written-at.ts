/**
 * When a document was written, from its own metadata: a PDF's ModDate/CreationDate ("D:20170512…"),
 * an Office file's dcterms:modified/created. The CV parser reads "present" as this month, so a CV
 * saved in 2017 and uploaded today does not claim nine more years in its current job. Null when the
 * metadata is missing or implausible (before 1990, or in the future).
 */
const PDF_DATE_RE = /^D:(\d{4})(\d{2})?/
const ISO_DATE_RE = /^(\d{4})-(\d{2})/

function month(year: number, monthNumber: number, now: Date): string | null {
  if (!(year >= 1990) || !(monthNumber >= 1 && monthNumber <= 12)) return null
  const value = `${year}-${String(monthNumber).padStart(2, '0')}`
  const current = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`
  return value > current ? null : value
}

/** PDF date strings, newest first wins (ModDate is the last save). */
export function pdfWrittenAt(dates: readonly unknown[], now = new Date()): string | null {
  for (const date of dates) {
    const m = typeof date === 'string' ? PDF_DATE_RE.exec(date.trim()) : null
    const found = m ? month(Number(m[1]), Number(m[2] ?? '1'), now) : null
    if (found) return found
  }
  return null
}

/** docProps/core.xml: dcterms:modified, else dcterms:created. */
export function officeWrittenAt(coreXml: string | null, now = new Date()): string | null {
  if (!coreXml) return null
  for (const tag of ['modified', 'created']) {
    const m = new RegExp(`<dcterms:${tag}[^>]*>\\s*([^<]+)<`).exec(coreXml)
    const iso = m ? ISO_DATE_RE.exec(m[1]!.trim()) : null
    const found = iso ? month(Number(iso[1]), Number(iso[2]), now) : null
    if (found) return found
  }
  return null
}

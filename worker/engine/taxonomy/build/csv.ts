/** Minimal RFC 4180 reader (quoted fields may hold commas, quotes and newlines) for the build. */

export type Row = Record<string, string>

export function parseDelimited(text: string, delimiter = ','): Row[] {
  const records = splitRecords(text.replace(/^\uFEFF/, ''), delimiter)
  const header = records.shift() ?? []
  return records
    .filter((r) => r.length > 1 || (r[0] ?? '') !== '')
    .map((r) => Object.fromEntries(header.map((h, i) => [h.trim(), r[i] ?? ''])))
}

function splitRecords(text: string, delimiter: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else field += c
    } else if (c === '"' && field === '') quoted = true
    else if (c === delimiter) {
      record.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      record.push(field)
      records.push(record)
      record = []
      field = ''
    } else field += c
  }
  if (field !== '' || record.length > 0) {
    record.push(field)
    records.push(record)
  }
  return records
}

/** Tab-separated files (O*NET, KZiS) have no quoting. */
export function parseTsv(text: string): Row[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const header = (lines.shift() ?? '').split('\t').map((h) => h.trim())
  return lines
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const cells = l.split('\t')
      return Object.fromEntries(header.map((h, i) => [h, (cells[i] ?? '').trim()]))
    })
}

/** ESCO multi-value cells: newline-separated in v1.0, " | "-separated in v1.1 collections. */
export function splitLabels(cell: string | undefined): string[] {
  if (!cell) return []
  return cell
    .split(/\n| \| /)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s !== '')
}

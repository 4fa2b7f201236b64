/** Address lines in pasted text: a labelled line, or a street line with its postcode/city line. */

const LABEL =
  /^(?:address|adresse|anschrift|headquarters|head office|hq|hauptsitz|firmensitz|sitz|visit us|besuchen sie uns|office|büro)\s*[:\-–]\s*/i
const STREET =
  /(?:\b\d{1,5}[a-z]?\s+(?:[\p{L}.'-]+\s){0,4}(?:street|st\.?|road|rd\.?|avenue|ave\.?|boulevard|blvd\.?|lane|ln\.?|way|drive|dr\.?|place|square|court|parkway)\b)|(?:[\p{L}-]*(?:straße|strasse|str\.|weg|allee|gasse|platz|ring|damm|ufer|chaussee)\s+\d{1,4}\s?[a-z]?\b)|(?:\b(?:rue|avenue|via|calle|plaza|ulica|ul\.)\s+[\p{L}\s'-]{2,40}\d{0,4})/iu
const POSTAL =
  /(?:\b\d{4,5}\s+\p{Lu}[\p{L}-]+)|(?:\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b)|(?:\b\p{Lu}[\p{L}\s.-]+,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b)|(?:\bP\.?\s?O\.?\s+Box\s+\d+)|(?:\bPostfach\s+\d+)/u
const TOO_LONG = 120

export interface FoundAddress {
  text: string
  lines: string[]
}

export function addressOf(lines: string[]): FoundAddress | null {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string
    const labelled = LABEL.exec(line)
    if (labelled && line.length - labelled[0].length > 3) {
      const rest = line.slice(labelled[0].length)
      const parts = [rest]
      // "Address:" followed by the city on the next line.
      const next = lines[i + 1]
      if (next && !POSTAL.test(rest) && POSTAL.test(next) && next.length <= TOO_LONG) parts.push(next)
      return { text: parts.join(', '), lines: [line, ...parts.slice(1)] }
    }
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string
    if (line.length > TOO_LONG || !STREET.test(line)) continue
    const parts = [line]
    if (!POSTAL.test(line)) {
      const next = lines[i + 1]
      if (next && next.length <= TOO_LONG && POSTAL.test(next)) parts.push(next)
      const after = lines[i + 2]
      if (
        parts.length === 2 &&
        after &&
        after.length <= 40 &&
        /^\p{Lu}[\p{L}\s]+$/u.test(after) &&
        after.split(' ').length <= 3
      )
        parts.push(after)
    }
    return { text: parts.join(', '), lines: parts }
  }
  const postal = lines.find((l) => l.length <= TOO_LONG && POSTAL.test(l) && /\d/.test(l) && l.split(' ').length <= 8)
  return postal ? { text: postal, lines: [postal] } : null
}

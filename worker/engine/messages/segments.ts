/**
 * SMS segment counting (3GPP TS 23.038). A text that fits the GSM 7-bit default alphabet (plus its
 * extension table, whose characters take two septets) is sent as GSM-7: 160 septets in one message,
 * 153 per part when split. Anything else is UCS-2: 70 UTF-16 units alone, 67 per part.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM_EXTENSION = '\f^{}\\[~]|€'
const BASIC = new Set(GSM_BASIC)
const EXTENSION = new Set(GSM_EXTENSION)

export type SmsEncoding = 'GSM-7' | 'UCS-2'

export interface SegmentCount {
  encoding: SmsEncoding
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number
  segments: number
  /** Units per segment at this length (160/153 or 70/67). */
  perSegment: number
  /** Units left in the last segment. */
  remaining: number
}

/** Units per character: septets for GSM-7 (null when a character is outside it), else UTF-16 units. */
function gsmWidths(text: string): number[] | null {
  const widths: number[] = []
  for (const ch of text) {
    if (BASIC.has(ch)) widths.push(1)
    else if (EXTENSION.has(ch)) widths.push(2)
    else return null
  }
  return widths
}

/** Parts needed when an escape pair or a surrogate pair must stay within one part. */
function partsFor(widths: number[], perPart: number): { parts: number; used: number } {
  let parts = 1
  let used = 0
  for (const w of widths) {
    if (used + w > perPart) {
      parts++
      used = 0
    }
    used += w
  }
  return { parts, used }
}

export function countSegments(text: string): SegmentCount {
  const gsm = gsmWidths(text)
  const encoding: SmsEncoding = gsm === null ? 'UCS-2' : 'GSM-7'
  const widths = gsm ?? Array.from(text, (ch) => ch.length)
  const units = widths.reduce((a, b) => a + b, 0)
  const single = encoding === 'GSM-7' ? 160 : 70
  const multi = encoding === 'GSM-7' ? 153 : 67
  if (units <= single) {
    return { encoding, units, segments: units === 0 ? 0 : 1, perSegment: single, remaining: single - units }
  }
  const { parts, used } = partsFor(widths, multi)
  return { encoding, units, segments: parts, perSegment: multi, remaining: multi - used }
}

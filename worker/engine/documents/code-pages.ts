/**
 * Hand-written byte → character tables for the legacy single-byte encodings a European CV arrives in.
 * workerd's TextDecoder only promises UTF-8 and UTF-16, so we do not rely on it for these.
 * Bytes 0x00–0x7F are ASCII in all three. Tables checked against WHATWG (Node's TextDecoder) in
 * tests/engine/documents/code-pages.test.ts.
 */

export type SingleByteEncoding = 'windows-1252' | 'windows-1250' | 'iso-8859-2'

/** windows-1252 0x80–0x9F; 0xA0–0xFF equal Latin-1 (U+00A0–U+00FF). Undefined bytes map to C1 controls (WHATWG). */
const WINDOWS_1252_80_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

/** windows-1250 (Central European, the Windows default for Polish) 0x80–0xBF. */
const WINDOWS_1250_80_BF =
  '\u20ac\u0081\u201a\u0083\u201e\u2026\u2020\u2021\u0088\u2030\u0160\u2039\u015a\u0164\u017d\u0179' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u0098\u2122\u0161\u203a\u015b\u0165\u017e\u017a' +
  '\u00a0\u02c7\u02d8\u0141\u00a4\u0104\u00a6\u00a7\u00a8\u00a9\u015e\u00ab\u00ac\u00ad\u00ae\u017b' +
  '\u00b0\u00b1\u02db\u0142\u00b4\u00b5\u00b6\u00b7\u00b8\u0105\u015f\u00bb\u013d\u02dd\u013e\u017c'

/** ISO-8859-2 0xA0–0xBF (0x80–0x9F are C1 controls). */
const ISO_8859_2_A0_BF =
  '\u00a0\u0104\u02d8\u0141\u00a4\u013d\u015a\u00a7\u00a8\u0160\u015e\u0164\u0179\u00ad\u017d\u017b' +
  '\u00b0\u0105\u02db\u0142\u00b4\u013e\u015b\u02c7\u00b8\u0161\u015f\u0165\u017a\u02dd\u017e\u017c'

/** 0xC0–0xFF, identical in windows-1250 and ISO-8859-2. */
const CENTRAL_EUROPEAN_C0_FF =
  '\u0154\u00c1\u00c2\u0102\u00c4\u0139\u0106\u00c7\u010c\u00c9\u0118\u00cb\u011a\u00cd\u00ce\u010e' +
  '\u0110\u0143\u0147\u00d3\u00d4\u0150\u00d6\u00d7\u0158\u016e\u00da\u0170\u00dc\u00dd\u0162\u00df' +
  '\u0155\u00e1\u00e2\u0103\u00e4\u013a\u0107\u00e7\u010d\u00e9\u0119\u00eb\u011b\u00ed\u00ee\u010f' +
  '\u0111\u0144\u0148\u00f3\u00f4\u0151\u00f6\u00f7\u0159\u016f\u00fa\u0171\u00fc\u00fd\u0163\u02d9'

function buildTable(high: string): Uint16Array {
  const table = new Uint16Array(256)
  for (let b = 0; b < 0x80; b++) table[b] = b
  for (let i = 0; i < 128; i++) table[0x80 + i] = high.charCodeAt(i)
  return table
}

function latin1(from: number, to: number): string {
  let s = ''
  for (let c = from; c <= to; c++) s += String.fromCharCode(c)
  return s
}

const TABLES: Record<SingleByteEncoding, Uint16Array> = {
  'windows-1252': buildTable(WINDOWS_1252_80_9F + latin1(0xa0, 0xff)),
  'windows-1250': buildTable(WINDOWS_1250_80_BF + CENTRAL_EUROPEAN_C0_FF),
  'iso-8859-2': buildTable(latin1(0x80, 0x9f) + ISO_8859_2_A0_BF + CENTRAL_EUROPEAN_C0_FF),
}

/** Decodes a single-byte encoding; chunked so a 20 MB file does not blow the argument limit. */
export function decodeSingleByte(bytes: Uint8Array, encoding: SingleByteEncoding): string {
  const table = TABLES[encoding]
  const chunk = 8192
  const parts: string[] = []
  const units = new Uint16Array(Math.min(chunk, bytes.length))
  for (let start = 0; start < bytes.length; start += chunk) {
    const end = Math.min(start + chunk, bytes.length)
    for (let i = start; i < end; i++) units[i - start] = table[bytes[i]!]!
    parts.push(String.fromCharCode(...units.subarray(0, end - start)))
  }
  return parts.join('')
}

/** HTML (and Word) treat numeric references and bytes 0x80–0x9F as windows-1252 ('&#150;' is '–'). */
export function windows1252C1(code: number): string {
  return String.fromCharCode(TABLES['windows-1252'][code]!)
}

/** Plain text: detect the encoding (text-decode.ts); normalisation happens in index.ts. */

import { decodeText } from './text-decode'
import type { RawExtraction } from './types'

export function extractTxt(bytes: Uint8Array): RawExtraction {
  const decoded = decodeText(bytes)
  const warnings = decoded.lossy ? [`encoding: some bytes were not valid ${decoded.encoding} and were replaced`] : []
  return { text: decoded.text, pageCount: null, warnings }
}

/**
 * The embedded engine's client information draft (AI port: draftClientInfo, ADR 0005): from what an
 * agency pastes about a client (website text, a brochure), pick out the address lines, the sentences
 * about culture and values, the sentences that say what the organization is, and describe the tone the
 * text is written in. Extractive and deterministic: every field is the client's own words or a
 * measurement of them, never invented; a field the text says nothing about stays null.
 */
import { detectLanguage } from '../language'
import { addressOf } from './address'
import { cultureSentences, infoSentences, sentencesOf } from './sentences'
import { describeTone } from './tone'

export interface ClientInfoDraft {
  address: string | null
  brandLanguage: string | null
  culture: string | null
  info: string | null
}

/** Text beyond this is not read (a brochure's first pages say who the client is). */
const MAX_TEXT = 60_000

export function draftClientInfo(input: { name: string; text: string }): ClientInfoDraft {
  const text = input.text.slice(0, MAX_TEXT).replace(/\r\n?/g, '\n')
  const lines = text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l.length > 0)
  const address = addressOf(lines)
  const sentences = sentencesOf(lines).filter((s) => !address?.lines.some((l) => s.includes(l)))
  const culture = cultureSentences(sentences)
  const info = infoSentences(sentences, input.name, new Set(culture))
  const language = detectLanguage(text) === 'de' ? 'de' : 'en'
  return {
    address: address?.text ?? null,
    brandLanguage: describeTone(sentences, language),
    culture: culture.length ? culture.join(' ') : null,
    info: info.length ? info.join(' ') : null,
  }
}

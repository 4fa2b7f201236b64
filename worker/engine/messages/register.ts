/**
 * The register a message is written in, read from the brand language of whoever speaks (the client
 * for a recruiting hire, otherwise the organization itself). The brand language is free text: drafted
 * by the client wizard (engine/client-info/tone.ts writes "Duzt die Leser…" or "Siezt die Leser…") or
 * typed by a recruiter. Cues are data; a formal cue wins over a personal one unless "du" is explicit.
 */
export type MessageRegister = 'formal' | 'personal'

const EXPLICIT_DU = [/\bduzt\b/i, /\bper du\b/i, /\(du\/ihr\)/i, /\bdu-form\b/i, /\bduzen\b/i]
const PERSONAL = [
  /\binformal\b/i,
  /\binformell\b/i,
  /\bcasual\b/i,
  /\blocker\b/i,
  /\bfirst names?\b/i,
  /\bvornamen?\b/i,
  /\bpersönlich und nahbar\b/i,
  /\bfriendly and personal\b/i,
]
const FORMAL = [/\bsiezt\b/i, /\bförmlich\b/i, /\bformal\b/i, /\bper sie\b/i, /\bhöflich\b/i]

export function registerOf(brandLanguage: string | null | undefined): MessageRegister {
  const text = brandLanguage ?? ''
  if (EXPLICIT_DU.some((cue) => cue.test(text))) return 'personal'
  if (FORMAL.some((cue) => cue.test(text))) return 'formal'
  return PERSONAL.some((cue) => cue.test(text)) ? 'personal' : 'formal'
}

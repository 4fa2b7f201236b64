/**
 * The tone of the client's own text, measured: how it addresses the reader (you / du / Sie), whether it
 * speaks as "we", sentence length, exclamation marks, and one short line in its own words. The recruiter
 * edits the description; messages for a recruiting client's jobs are written in this voice.
 */

const SAMPLE_MAX_WORDS = 14

function count(sentences: string[], pattern: RegExp): number {
  let n = 0
  for (const s of sentences) n += (s.match(pattern) ?? []).length
  return n
}

export function describeTone(sentences: string[], language: 'en' | 'de'): string | null {
  if (sentences.length === 0) return null
  const words = sentences.reduce((n, s) => n + s.split(/\s+/).length, 0)
  const average = Math.round(words / sentences.length)
  const exclamations = count(sentences, /!/g)
  const we = count(sentences, /\b(?:we|our|us|wir|unser\w*|uns)\b/gi)
  const you = count(sentences, /\b(?:you|your)\b/gi)
  const du = count(sentences, /\b(?:du|dich|dir|dein\w*|euch|euer\w*)\b/gi)
  const sie = count(sentences, /(?<!^|[.!?]\s)\b(?:Sie|Ihnen|Ihr\w*)\b/g)
  const sample = sentences
    .filter((s) => s.split(/\s+/).length <= SAMPLE_MAX_WORDS)
    .sort((a, b) => count([b], /!/g) - count([a], /!/g))[0]
  const de = language === 'de'
  const parts: string[] = []
  if (de) {
    if (du > sie && du > 0) parts.push('Duzt die Leser (du/ihr), persönlich und nahbar')
    else if (sie > 0) parts.push('Siezt die Leser, höflich und förmlich')
    if (we > 0) parts.push('spricht als „wir“')
    parts.push(
      average <= 14 ? `kurze Sätze (im Mittel ${average} Wörter)` : `ausführliche Sätze (im Mittel ${average} Wörter)`,
    )
    parts.push(exclamations > sentences.length / 4 ? 'begeisterter Ton mit Ausrufezeichen' : 'sachlicher Ton')
    if (sample) parts.push(`typisch: „${sample}“`)
  } else {
    if (you > 0) parts.push('Addresses the reader directly as "you"')
    else parts.push('Impersonal, third-person voice')
    if (we > 0) parts.push('speaks as "we"')
    parts.push(
      average <= 14 ? `short sentences (${average} words on average)` : `long sentences (${average} words on average)`,
    )
    parts.push(exclamations > sentences.length / 4 ? 'enthusiastic, with exclamation marks' : 'calm and factual')
    if (sample) parts.push(`typical line: "${sample}"`)
  }
  const text = parts.join('; ')
  const sentence = `${text.charAt(0).toUpperCase()}${text.slice(1)}`
  return sample ? sentence : `${sentence}.`
}

/**
 * Language proficiency words (data, folded) in the eight supported languages, mapped to the
 * LinkedIn-style scale. CEFR codes (A1–C2) are read separately through the taxonomy.
 */

import { list } from './text-utils'
import type { Proficiency } from './types'

export const LEVEL_WORDS: Record<Exclude<Proficiency, 'no_knowledge'>, readonly string[]> = {
  native_or_bilingual: list(`
    native|native speaker|mother tongue|mother tongues|first language|bilingual|muttersprache|muttersprachlich|
    zweisprachig|langue maternelle|maternelle|bilingue|natif|native|nativo|nativa|lengua materna|madrelingua|
    lingua madre|moedertaal|tweetalig|ojczysty|jezyk ojczysty|dwujezyczny|lingua materna|lingua nativa|
    native language
  `),
  full_professional: list(`
    fluent|fluently|full professional|full professional proficiency|fliessend|fließend|verhandlungssicher|
    courant|couramment|fluide|fluido|fluida|fluente|vloeiend|biegly|biegla|biegle|excellent|exzellent|excelente|
    eccellente|uitstekend|proficient|c2|near native
  `),
  professional: list(`
    professional working|professional working proficiency|business level|business fluent|advanced|very good|
    sehr gut|sehr gute kenntnisse|tres bien|tres bon|tres bonne maitrise|avance|avancee|avanzado|avanzada|
    avanzato|ottimo|ottima|gevorderd|zeer goed|zaawansowany|bardzo dobry|bardzo dobra|avancado|muito bom|
    upper intermediate|proficiency
  `),
  limited_working: list(`
    intermediate|good|conversational|working knowledge|limited working|gut|gute kenntnisse|intermediaire|bon|
    bonne|bonnes connaissances|intermedio|intermedia|buono|buona|discreto|goed|redelijk|sredniozaawansowany|
    srednio zaawansowany|dobry|dobra|komunikatywny|bom|boa|intermediario
  `),
  elementary: list(`
    basic|basics|beginner|elementary|basic knowledge|grundkenntnisse|anfanger|notions|debutant|elementaire|
    scolaire|basico|basica|base|di base|elementare|scolastico|principiante|basis|basiskennis|podstawowy|
    podstawowa|elementar|iniciante|a1|a2
  `),
}

/** Labels that make every language on the line a mother tongue (Europass "Mother tongue(s)"). */
export const MOTHER_TONGUE_LABEL_RE =
  /^(?:mother tongue(?:\(s\)|s)?|native language(?:\(s\)|s)?|muttersprache[n]?|langue(?:\(s\))? maternelle(?:\(s\))?|lengua(?:\(s\))? materna(?:\(s\))?|lingua(?:\(e\))? madre|madrelingua|moedertaal|j[eę]zyk ojczysty|l[íi]ngua(?:\(s\))? materna(?:\(s\))?)\s*:?\s*/i

/**
 * Level words that state a language in running text ("Fluent in Spanish and English", "native German
 * speaker", "fließend Englisch"): only the unambiguous ones, since "good" or "excellent" in a
 * sentence usually describe something else.
 */
export const STATED_LEVEL_WORDS: Partial<Record<Proficiency, readonly string[]>> = {
  native_or_bilingual: list(`native|native speaker|bilingual|zweisprachig|bilingue|nativo|nativa|madrelingua|natif`),
  full_professional: list(`
    fluent|fluently|fluent in|fliessend|fließend|verhandlungssicher|verhandlungssicheres|courant|couramment|
    fluido|fluida|fluente|vloeiend|biegly|biegla|biegle|proficient|proficient in
  `),
  limited_working: list(`conversational`),
}

/**
 * A language listed in a languages section with no level at all ("English, Norwegian"): the CV
 * claims it, so it counts at the level a CV's own language gets (matching/cv-languages.ts), never
 * as native.
 */
export const LISTED_WITHOUT_LEVEL: Proficiency = 'professional'

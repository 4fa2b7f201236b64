/**
 * Generated prose in the reader's language (ADR 0032): the engine's structured facts and the job's
 * requirements written with sentence templates per language; numbers, dates, lists and language
 * names through Intl and the taxonomy. Pure: no I/O, no clock.
 */
export { writeFact } from './facts'
export { formatDate, formatList, formatNumber, formatPercent, languageLabel, localeOf } from './format'
export { requirementLabel, requirementPhrase, skillName, skillsPhrase } from './requirements'
export { capitalised, PROSE_WORDS, type ProseWords, scaleValue } from './words'

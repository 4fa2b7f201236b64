/**
 * Month names and range words in the eight supported languages (data). All keys are folded: lower
 * case without diacritics (ł stays ł). Polish months appear in nominative and genitive form.
 */
import { list } from './text-utils'

export const MONTH_WORDS: Record<number, readonly string[]> = {
  1: list(`
    january|jan|januar|janner|janvier|janv|enero|ene|gennaio|gen|januari|styczen|stycznia|sty|janeiro
  `),
  2: list(`
    february|feb|febr|februar|fevrier|fevr|fev|febrero|febbraio|februari|luty|lutego|lut|fevereiro
  `),
  3: list(`
    march|mar|marz|maerz|mrz|mars|marzo|maart|mrt|marzec|marca|marco
  `),
  4: list(`
    april|apr|avril|avr|abril|abr|aprile|kwiecien|kwietnia|kwi
  `),
  5: list(`
    may|mai|mayo|maggio|mag|mei|maj|maja|maio
  `),
  6: list(`
    june|jun|juni|juin|junio|giugno|giu|czerwiec|czerwca|cze|junho
  `),
  7: list(`
    july|jul|juli|juillet|juil|julio|luglio|lug|lipiec|lipca|lip|julho
  `),
  8: list(`
    august|aug|aout|agosto|ago|augustus|sierpien|sierpnia|sie
  `),
  9: list(`
    september|sep|sept|septembre|septiembre|setiembre|set|settembre|wrzesien|wrzesnia|wrz|setembro
  `),
  10: list(`
    october|oct|oktober|okt|octobre|octubre|ottobre|ott|pazdziernik|pazdziernika|paz|outubro|out
  `),
  11: list(`
    november|nov|novembre|noviembre|listopad|listopada|lis|novembro
  `),
  12: list(`
    december|dec|dezember|dez|decembre|diciembre|dic|dicembre|grudzien|grudnia|gru|dezembro
  `),
}

/** Words meaning "until now" as the end of a range. */
export const PRESENT_WORDS: readonly string[] = [
  'present',
  'current',
  'currently',
  'now',
  'today',
  'till date',
  'to date',
  'ongoing',
  'till now',
  'until now',
  'heute',
  'jetzt',
  'aktuell',
  'dato',
  'derzeit',
  'laufend',
  'gegenwart',
  'present',
  'aujourd hui',
  "aujourd'hui",
  'aujourd’hui',
  'ce jour',
  'actuel',
  'en cours',
  'maintenant',
  'actualidad',
  'presente',
  'hoy',
  'actual',
  'la fecha',
  'la actualidad',
  'oggi',
  'attuale',
  'in corso',
  'alla data attuale',
  'ad oggi',
  'tuttora',
  'data attuale',
  'heden',
  'nu',
  'huidig',
  'lopend',
  'obecnie',
  'teraz',
  'nadal',
  'chwili obecnej',
  'dzis',
  'atual',
  'atualmente',
  'o momento',
  'hoje',
  'actualmente',
]

/** Words before a single date that make it an open range ("since 2019", "seit 03/2020"). */
export const SINCE_WORDS: readonly string[] = list(`
  since|seit|depuis|desde|dal|dall|sinds|od|vanaf|ab
`)

/** Words between the two ends of a range (dashes are handled by the pattern). */
export const RANGE_WORDS: readonly string[] = [
  'to',
  'until',
  'till',
  'through',
  'thru',
  'bis',
  'au',
  'a',
  'al',
  'hasta',
  'tot',
  'do',
  'ate',
  'alla',
  'fino a',
  'jusqu a',
  "jusqu'a",
  'jusqu’a',
  'tot en met',
  't/m',
]

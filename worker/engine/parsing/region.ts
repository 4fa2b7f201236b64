/**
 * Guess the country a CV comes from, to read national phone numbers ("0176 …", "06 12 …"). Country
 * names (in the eight languages), US state codes and Indian states in the header decide first; the
 * document language is the fallback. Data below; the guess is only a default for numbers without "+".
 */
import type { CountryCode } from 'libphonenumber-js'
import { foldPhrase, list } from './text-utils'

const COUNTRY_WORDS: Record<string, readonly string[]> = {
  DE: list(`
    germany|deutschland|allemagne|alemania|germania|duitsland|niemcy|alemanha
  `),
  AT: ['austria', 'osterreich', 'autriche'],
  CH: ['switzerland', 'schweiz', 'suisse', 'svizzera', 'suiza'],
  FR: ['france', 'frankreich', 'francia', 'frankrijk', 'francja', 'franca', 'paris'],
  BE: ['belgium', 'belgique', 'belgie', 'belgien', 'belgica'],
  ES: list(`
    spain|spanien|espagne|espana|spagna|spanje|hiszpania|espanha|madrid|barcelona
  `),
  IT: list(`
    italy|italien|italie|italia|italie|wlochy|roma|rome|milano|milan
  `),
  NL: list(`
    netherlands|niederlande|pays bas|paises bajos|paesi bassi|nederland|holandia|holanda|amsterdam
  `),
  PL: list(`
    poland|polen|pologne|polonia|polska|warszawa|warsaw|krakow
  `),
  PT: ['portugal', 'portogallo', 'portugalia', 'lisboa', 'lisbon', 'porto'],
  BR: ['brazil', 'brasil', 'bresil', 'brasile', 'brazylia', 'brasilien', 'sao paulo'],
  GB: ['uk', 'united kingdom', 'england', 'london', 'scotland', 'wales'],
  IE: ['ireland', 'dublin'],
  US: ['usa', 'united states', 'u s a'],
  CA: ['canada', 'toronto', 'vancouver', 'montreal'],
  AU: ['australia', 'sydney', 'melbourne'],
  IN: list(`
    india|karnataka|maharashtra|telangana|tamil nadu|kerala|delhi|rajasthan|andhra pradesh|west bengal|
    uttar pradesh|gujarat|haryana|punjab|odisha|orissa|bengaluru|bangalore|mumbai|hyderabad|chennai|pune|kolkata
  `),
  KR: ['korea', 'seoul'],
  MX: ['mexico'],
  AR: ['argentina'],
  CO: ['colombia'],
  CL: ['chile'],
  PE: ['peru'],
}
const US_STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'
const US_STATE_RE = new RegExp(`,\\s?(?:${US_STATES.replace(/ /g, '|')})(?:\\s+\\d{5})?\\b`)

const LANGUAGE_REGION: Record<string, CountryCode> = {
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  it: 'IT',
  nl: 'NL',
  pl: 'PL',
  pt: 'PT',
  en: 'US',
}

const COUNTRY_RE: [CountryCode, RegExp][] = Object.entries(COUNTRY_WORDS).map(([code, words]) => [
  code as CountryCode,
  new RegExp(`(?:^| )(?:${words.join('|')})(?: |$)`),
])

export function guessRegion(headerText: string, language: string | null): CountryCode | undefined {
  const folded = foldPhrase(headerText)
  for (const [code, re] of COUNTRY_RE) if (re.test(folded)) return code
  if (US_STATE_RE.test(headerText)) return 'US'
  return language ? LANGUAGE_REGION[language] : undefined
}

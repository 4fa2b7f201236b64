/**
 * Guess the country a CV comes from, to read national phone numbers ("0176 …", "06 12 …"). Country
 * names (in the eight languages), major cities, US state codes and Indian states in the header decide;
 * nothing else does. Data below; the guess is only a default for numbers without "+".
 */
import type { CountryCode } from 'libphonenumber-js'
import { foldPhrase, list } from './text-utils'

const COUNTRY_WORDS: Record<string, readonly string[]> = {
  DE: list(`
    germany|deutschland|allemagne|alemania|germania|duitsland|niemcy|alemanha|berlin|hamburg|munchen|muenchen|
    munich|koln|koeln|cologne|frankfurt am main|stuttgart|dusseldorf|duesseldorf|leipzig|dresden|hannover|nurnberg
  `),
  AT: ['austria', 'osterreich', 'autriche', 'wien', 'vienna', 'graz', 'linz', 'salzburg', 'innsbruck'],
  CH: [
    'switzerland',
    'schweiz',
    'suisse',
    'svizzera',
    'suiza',
    'zurich',
    'geneve',
    'geneva',
    'genf',
    'basel',
    'lausanne',
  ],
  FR: list(`
    france|frankreich|francia|frankrijk|francja|franca|paris|lyon|marseille|toulouse|lille|nantes|bordeaux|
    strasbourg|montpellier|rennes|nice
  `),
  BE: ['belgium', 'belgique', 'belgie', 'belgien', 'belgica'],
  ES: list(`
    spain|spanien|espagne|espana|spagna|spanje|hiszpania|espanha|madrid|barcelona|sevilla|bilbao|malaga|zaragoza
  `),
  IT: list(`
    italy|italien|italie|italia|italie|wlochy|roma|rome|milano|milan|torino|turin|napoli|naples|firenze|florence|
    bologna
  `),
  NL: list(`
    netherlands|niederlande|pays bas|paises bajos|paesi bassi|nederland|holandia|holanda|amsterdam|rotterdam|
    utrecht|den haag|eindhoven|groningen
  `),
  PL: list(`
    poland|polen|pologne|polonia|polska|warszawa|warsaw|krakow|wroclaw|gdansk|poznan|lodz|katowice
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

const COUNTRY_RE: [CountryCode, RegExp][] = Object.entries(COUNTRY_WORDS).map(([code, words]) => [
  code as CountryCode,
  new RegExp(`(?:^| )(?:${words.join('|')})(?: |$)`),
])

/**
 * The country the CV's own header names (a country, a major city, a US state), else undefined. The
 * document language is no evidence: Spanish is written from Madrid to Lima, and a Peruvian number
 * read as Spanish gets +34. A number without "+" and without such evidence is kept as written.
 */
export function guessRegion(headerText: string): CountryCode | undefined {
  const folded = foldPhrase(headerText)
  for (const [code, re] of COUNTRY_RE) if (re.test(folded)) return code
  if (US_STATE_RE.test(headerText)) return 'US'
  return undefined
}

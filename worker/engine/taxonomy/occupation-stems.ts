/**
 * The word stems the occupation vote compares, shared by the build and the runtime so both cut words
 * the same way. A stem is the folded word cut to its first six letters: crude, but it joins the
 * inflected forms that matter here across languages ("logistyki"/"logistyka", "Pflege"/"pflegen",
 * "accountant"/"accounting") without a stemmer per language.
 */
import { tokenize } from './text'

// Words of any ad that say nothing about the occupation ("Come and work with us", "Wir bieten"): they
// would otherwise vote through some label that happens to contain them.
const FILLER = new Set(
  (
    'about after also apply become come company does each every first from give great have here hiring ' +
    'join just join like look looking make more most much need offer only other over please role some ' +
    'such take team than that their them then there these they this those very want what when where ' +
    'which while will with within work working would year years your yours founded ' +
    'aber alle auch bieten dass deine diese dich eine einen einer haben ihre ihren kommen mehr oder ' +
    'sind unser unsere unseren wird werden wenn wir suchen zum zur ' +
    'avec dans nous notre nos pour vous votre sont plus cette ' +
    'como para esta este nuestro nuestra somos usted ' +
    'będzie bedzie jest oraz przez nasz nasza nasze naszej oferujemy poszukujemy ' +
    // Polish "work" in its case forms ("umowa o pracę", "doświadczenie w pracy"), like "work" above.
    'praca pracy prace pracowac ' +
    'dich voor zijn onze deze onze'
  ).split(' '),
)
const STEM_LENGTH = 6
const MIN_WORD = 4
const HAS_DIGIT = /\d/

/**
 * Senses a word takes beside the word before it, as 'stem of the word before > stem of the word':
 * such a word does not vote. Polish "praca fizyczna", "pracownik fizyczny", "pracownicy fizyczni" are
 * manual work, not physics: on its own "fizyczny" votes for the physical sciences (3111, 2111) and
 * physical security (5413), which the taxonomies name with it; manual work names no unit group.
 */
const NO_VOTE_AFTER = new Set(['pracow>fizycz', 'praca>fizycz', 'pracy>fizycz', 'robotn>fizycz'])

/**
 * Senses a word takes beside the word after it, as [the word's first letters, the next word's first
 * letters]: such a word does not vote. Polish "sieci handlowe", "sieć handlowa" (a Polish ad's category
 * "Sieci handlowe") is a retail chain, not a network: on its own "sieci" votes for computer network
 * technicians and professionals (3513, 2523), whose taxonomy titles name it.
 */
const NO_VOTE_BEFORE: readonly [string, string][] = [['siec', 'handl']]

/**
 * The key of a title word's senses (data/occupation-words.json `senses`): its first seven letters, so
 * that the languages' spellings meet ("architekt", "architect", "architecte" → "archite") and
 * "kierownik" (manager) stays apart from "kierowca" (driver).
 */
export function senseKey(folded: string): string {
  return folded.replace(/[+#]+$/, '').slice(0, SENSE_KEY_LENGTH)
}
const SENSE_KEY_LENGTH = 7

export function voteStems(text: string): string[] {
  return voteWords(text).map((w) => w.stem)
}

/** The stems with the words they were cut from, as written. */
export function voteWords(text: string): { stem: string; word: string }[] {
  const words: { stem: string; word: string }[] = []
  let before = ''
  const tokens = tokenize(text)
  for (let i = 0; i < tokens.length; i++) {
    const { key, start, end } = tokens[i] as (typeof tokens)[number]
    const stem = key.replace(/[+#]+$/, '').slice(0, STEM_LENGTH)
    const after = before
    before = stem
    if (key.length < MIN_WORD || HAS_DIGIT.test(key) || key.startsWith('.') || FILLER.has(key)) continue
    if (NO_VOTE_AFTER.has(`${after}>${stem}`)) continue
    const next = tokens[i + 1]?.key ?? ''
    if (NO_VOTE_BEFORE.some(([word, then]) => key.startsWith(word) && next.startsWith(then))) continue
    words.push({ stem, word: text.slice(start, end) })
  }
  return words
}

/**
 * Step 6c of job parsing: the duties an ad names, as verb phrases ("Coordinate changes", "mentor other
 * team members", "Supporting Strategic Procurement"). SkillSpan-style annotation counts duties as skills,
 * and the engine compares a job's skills with a CV by their words, so a duty the CV also describes
 * earns credit. A duty starts at a duty verb (ESCO's skill verbs, taxonomy/duty-verbs.ts) used as a
 * verb: at the start of a line or clause ("Analyse business requirements", "Provides thought
 * leadership"), after "will", "to", "you", a modal or "help" (base form), or after a preposition or
 * "be" (gerund: "responsible for setting …", "will be developing …"). It runs over coordinated verbs
 * ("gather and analyse data"), one particle ("focus on", "act as") and an object of at most
 * OBJECT_MAX_WORDS words, up to a preposition, a clause word or punctuation. A verb with no object
 * ("ensure that …") names no duty.
 */
import { dutyVerbForm, type VerbForm } from '../taxonomy/index'
import { ROLE_WORDS } from './title-words'

const OBJECT_MAX_WORDS = 4
const MAX_VERBS = 3

// Words before a verb in its base form: an order, a modal, a purpose ("help define", "you plan").
const BEFORE_BASE = new Set(
  `will ll you can must shall should would to and or also help helps actively proactively directly
  independently effectively closely continuously`.split(/\s+/),
)
// Words before a gerund: a preposition or "be" ("responsible for setting", "will be developing").
const BEFORE_ING = new Set(
  'in of for by while when through including on about at with be been are is and or also'.split(' '),
)
// Right after the verb, a particle that belongs to it ("participate in", "focus on", "act as").
const PARTICLES = new Set(['as', 'on', 'in', 'with', 'for', 'into', 'across'])
// Words that end the object: prepositions, clause words, pronouns, verbs of being.
const STOP_WORDS = new Set(
  `to for in on at with within from by through across into via using while that which who whom whose so as
  including such than when where if because e.g eg i.e ie etc you we they it he she i me us them is are be
  was were been being will would can could should shall must may might do does did has have had not no
  both either very well also all please`.split(/\s+/),
)
const DETERMINERS = new Set(
  'the a an our your their its this these those his her any some each every new other'.split(' '),
)
// Words that may end an object only inside it ("a single point of contact"), never at its end.
const NO_END_WORDS = new Set(['of', 'and', 'or', 'and/or', '&'])
const CONJUNCTIONS = new Set(['and', 'or', 'and/or', '&'])
// The employer itself after "our" ("support our growing business", "join our team"): the ad speaking of
// its company, not a duty the candidate can show. "our customers", "our suppliers" stay duties.
const EMPLOYER_NOUNS = new Set(
  'business businesses company organisation organization firm team family growth mission journey story success'.split(
    ' ',
  ),
)
// Words of time and place that name no object: a call to action ("Apply today", "Start now").
const CALL_WORDS = new Set('today now here online immediately soon asap tomorrow'.split(' '))
// A line (or a label's value) that is only a verb and a role noun ("Design Engineer", "Position: Support
// Specialist", "Lead Developer") is a job title, not a duty; inside a sentence the pair stays a duty.
const ROLE_NOUNS: ReadonlySet<string> = new Set(ROLE_WORDS)

const TOKEN_RE = /[\p{L}\p{N}][\p{L}\p{N}'’/&+#.-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]|[^\s\p{L}\p{N}]/gu
const isWord = (t: string | undefined): t is string => t !== undefined && /^[\p{L}\p{N}]/u.test(t)

/** The form of a token used as a duty verb ("develop/configure" when every part is one), or null. */
function verbForm(token: string | undefined): VerbForm | null {
  if (!isWord(token)) return null
  const lower = token.toLowerCase()
  const parts = lower.split('/')
  const forms = parts.map((p) => dutyVerbForm(p))
  return forms.every((f) => f !== null && f === forms[0]) ? (forms[0] ?? null) : null
}

// Punctuation that opens a list item or clause: "• Provides thought leadership", "tasks: Coordinate …".
const ITEM_START_RE = /^[•·▪◦●*\-–—:;]$/

function startsDuty(tokens: readonly string[], i: number, form: VerbForm): boolean {
  const prev = tokens[i - 1]
  // "understanding of", "handling of": a gerund before "of" is a noun.
  if (form === 'ing' && (tokens[i + 1] ?? '').toLowerCase() === 'of') return false
  // A third-person verb opens a duty only as a list item ("Provides thought leadership"), not after "(".
  if (form === 's') return prev === undefined || ITEM_START_RE.test(prev)
  if (!isWord(prev)) return true
  const p = prev.toLowerCase().replace(/^.*['’]/, '')
  if (form === 'ing') return BEFORE_ING.has(p)
  return form === 'base' && BEFORE_BASE.has(p)
}

/** The duty verb phrases on a line, as written, in order. */
export function dutyPhrases(text: string): string[] {
  const tokens = text.match(TOKEN_RE) ?? []
  const out: string[] = []
  let i = 0
  while (i < tokens.length) {
    const form = verbForm(tokens[i])
    if (!form || !startsDuty(tokens, i, form)) {
      i++
      continue
    }
    // Coordinated verbs of the same form: "gather and analyse", "plan, lead".
    let j = i + 1
    let verbs = 1
    while (verbs < MAX_VERBS && (CONJUNCTIONS.has((tokens[j] ?? '').toLowerCase()) || tokens[j] === ',')) {
      if (verbForm(tokens[j + 1]) !== form) break
      j += 2
      verbs++
    }
    // "help define …", "able to support …": the next verb carries the duty.
    if (verbForm(tokens[j]) === 'base' && verbs === 1) {
      i = j
      continue
    }
    const phrase = tokens.slice(i, j)
    if (PARTICLES.has((tokens[j] ?? '').toLowerCase())) phrase.push(tokens[j++] as string)
    const object: string[] = []
    while (object.length < OBJECT_MAX_WORDS) {
      const t = tokens[j]
      if (!isWord(t) || /^\d+$/.test(t)) break
      const lower = t.toLowerCase()
      if (CONJUNCTIONS.has(lower)) {
        // "strategic and operational direction" goes on; "… and lead Engineers" starts a duty of its own.
        const next = tokens[j + 1]
        if (object.length === 0 || !isWord(next) || STOP_WORDS.has(next.toLowerCase()) || verbForm(next)) break
      } else if (STOP_WORDS.has(lower)) break
      // A capitalised determiner in the middle of a line starts a new sentence ("… tools Your qualifications").
      else if (object.length > 0 && DETERMINERS.has(lower) && t !== lower) break
      object.push(t)
      j++
    }
    while (
      object.length &&
      (NO_END_WORDS.has(object.at(-1)!.toLowerCase()) || DETERMINERS.has(object.at(-1)!.toLowerCase()))
    )
      object.pop()
    // The object names something: not only determiners or adverbs ("communicate fluently", "apply today"),
    // and not the employer itself.
    const names = object.some(
      (w) => !DETERMINERS.has(w.toLowerCase()) && !CALL_WORDS.has(w.toLowerCase()) && !/ly$/i.test(w),
    )
    const employer =
      object.some((w) => w.toLowerCase() === 'our') && EMPLOYER_NOUNS.has((object.at(-1) as string).toLowerCase())
    const title =
      phrase.length === 1 &&
      object.length === 1 &&
      ROLE_NOUNS.has((object[0] as string).toLowerCase()) &&
      (i === 0 || tokens[i - 1] === ':') &&
      j >= tokens.length
    if (names && !employer && !title) out.push([...phrase, ...object].join(' '))
    i = Math.max(i + 1, j)
  }
  return out
}

/**
 * Duty verbs (data/duty-verbs.json: the verbs ESCO skills open with) and their inflected forms, so a
 * job ad's duty phrases can be found whether written as an order ("Coordinate deliveries"), a third
 * person ("Provides thought leadership") or a gerund ("Supporting strategic procurement").
 */
import data from './data/duty-verbs.json'

export type VerbForm = 'base' | 's' | 'ing'

const FORMS = new Map<string, VerbForm>()

// Short verbs ending consonant-vowel-consonant double it before -ing ("plan" → "planning", "set" → "setting").
const DOUBLES_RE = /^[^aeiou]*[aeiou][bdgklmnprt]$/

function addForms(verb: string): void {
  const put = (form: string, kind: VerbForm) => {
    if (!FORMS.has(form)) FORMS.set(form, kind)
  }
  put(verb, 'base')
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) put(`${verb}es`, 's')
  else if (/[^aeiou]y$/.test(verb)) put(`${verb.slice(0, -1)}ies`, 's')
  else put(`${verb}s`, 's')
  if (/[^aeio]e$/.test(verb)) put(`${verb.slice(0, -1)}ing`, 'ing')
  else put(`${verb}ing`, 'ing')
  if (DOUBLES_RE.test(verb)) put(`${verb}${verb.at(-1)}ing`, 'ing')
}

for (const verb of data.verbs) {
  addForms(verb)
  // British spellings: "analyse", "organise", "prioritise".
  const british = verb.replace(/yze$/, 'yse').replace(/ize$/, 'ise')
  if (british !== verb) addForms(british)
}

/** The form of a duty verb ("managing" → 'ing'), or null when the word is none; lower case expected. */
export function dutyVerbForm(word: string): VerbForm | null {
  return FORMS.get(word) ?? null
}

/**
 * Short, frequent function words per supported language. Used as a fallback when a text is too short
 * for trigram statistics (franc needs a few hundred characters to be reliable). Words that are
 * frequent in several of these languages ("de", "a", "en", "in", "die") are deliberately left out
 * where they would blur the vote.
 */
import { list } from '../parsing/text-utils'
export const STOP_WORDS: Record<string, readonly string[]> = {
  en: list(`
    the|and|of|to|with|for|is|was|on|at|by|as|from|my|i|have|years|experience|skills|work
  `),
  de: list(`
    und|der|die|das|mit|für|von|im|ist|bei|auf|zu|den|des|ein|eine|sowie|berufserfahrung|kenntnisse|ausbildung
  `),
  fr: list(`
    et|le|la|les|des|du|une|pour|avec|dans|sur|au|aux|est|par|expérience|compétences|formation|chez|où
  `),
  es: list(`
    y|el|la|los|las|del|con|para|por|una|en|experiencia|formación|desde|como|sobre|gestión|conocimientos|idiomas|
    años
  `),
  it: list(`
    e|il|della|delle|di|con|per|una|nel|nella|alla|dei|gli|esperienza|competenze|gestione|lingua|presso|anni|
    sono
  `),
  nl: list(`
    en|het|van|een|met|voor|op|bij|ik|werkervaring|opleiding|vaardigheden|jaar|als|zijn|naar|ook|wij|heb|deze
  `),
  pl: list(`
    i|w|z|na|do|oraz|się|dla|od|jest|przy|doświadczenie|wykształcenie|umiejętności|języki|pracy|lat|jako|że|po
  `),
  pt: list(`
    e|o|os|as|do|da|dos|das|com|para|uma|em|no|na|experiência|formação|gestão|conhecimentos|não|anos
  `),
}

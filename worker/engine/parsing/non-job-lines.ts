/**
 * Lines that carry dates but are never a job (data): personal data ("Date of birth 14/05/1995"),
 * page furniture repeated on every page ("© European Union, 2002-2013", "Page 1 / 2"). An employer
 * named "European Union" stays a job: only the © sign, "Copyright" or Europass' own footer mark furniture. The experience step drops a date anchor on such a line, or on a
 * date-only line right under a personal-data label. Words are folded (lower case, no diacritics).
 */
import { alternation, foldKeepLength, list } from './text-utils'

const PERSONAL_DATA_LABELS = list(`
  date of birth|birth date|birthdate|born|dob|d.o.b|age|nationality|citizenship|marital status|place of birth|
  geburtsdatum|geboren|geburtsort|staatsangehorigkeit|staatsangehoerigkeit|familienstand|alter|
  date de naissance|ne le|nee le|lieu de naissance|nationalite|
  fecha de nacimiento|nacido|nacida|lugar de nacimiento|nacionalidad|estado civil|
  data di nascita|nato il|nata il|luogo di nascita|nazionalita|
  geboortedatum|geboren op|nationaliteit|
  data urodzenia|urodzony|urodzona|miejsce urodzenia|obywatelstwo|
  data de nascimento|nascido|nascida|naturalidade|nacionalidade
`)

const FOOTER_WORDS = list(`
  copyright|all rights reserved|alle rechte vorbehalten|tous droits reserves|todos los derechos reservados|
  europass|curriculum vitae of|lebenslauf von
`)

const LABEL_RE = new RegExp(`^[\\s•·*-]*(?:${alternation(PERSONAL_DATA_LABELS)})(?![\\p{L}])`, 'u')
const FOOTER_RE = new RegExp(`©|\\(c\\)\\s*\\d{4}|(?<![\\p{L}])(?:${alternation(FOOTER_WORDS)})(?![\\p{L}])`, 'u')
/** "Page 2 of 3", "Seite 1 / 2", "2/3": page numbers. */
const PAGE_RE = /(?:^|\s)(?:page|seite|pagina|strona)\s+\d+\s*(?:of|von|de|di|z|\/)\s*\d+/u

export function isPersonalDataLine(text: string): boolean {
  return LABEL_RE.test(foldKeepLength(text))
}

export function isPageFurniture(text: string): boolean {
  const folded = foldKeepLength(text)
  return FOOTER_RE.test(folded) || PAGE_RE.test(folded)
}

/** Whether a date anchor on `line` (preceded by `previous`) can be a job at all. */
export function canAnchorJob(line: string, previous: string | null, dateOnly: boolean): boolean {
  if (isPersonalDataLine(line) || isPageFurniture(line)) return false
  // "Date of birth" on its own line, the date on the next one (Europass label/value layout).
  if (dateOnly && previous !== null && isPersonalDataLine(previous) && previous.split(/\s+/).length <= 4) return false
  return true
}

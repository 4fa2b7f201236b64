/**
 * Degree vocabulary per level (data). `words` are folded phrases matched on word boundaries, case-
 * insensitively; `abbreviations` are matched case-sensitively on the original text because "BA",
 * "MS" or "BE" in lower case are ordinary words. The longest match on a line wins.
 *
 * Decisions (documented in the README of the parser):
 *  - German Diplom / Magister, Spanish Ingeniero, French diplôme d'ingénieur, Dutch drs./ir. → master.
 *  - Italian plain "laurea" → bachelor (laurea magistrale/specialistica → master); Polish inżynier → bachelor.
 *  - Vocational training after school (Ausbildung, BTS/DUT, técnico superior, MBO, HND) → associate:
 *    a qualification above secondary school but below a bachelor (ISCED 4–5).
 *  - Indian "Diploma in …" → associate; "PG diploma"/PGDM → master.
 *  - French "Bac+N" is read by N (see BAC_PLUS_LEVELS).
 */

import { list } from './text-utils'
import type { DegreeLevel } from './types'

export interface DegreeVocabulary {
  level: DegreeLevel
  words: readonly string[]
  abbreviations: readonly string[]
}

export const DEGREE_VOCABULARY: readonly DegreeVocabulary[] = [
  {
    level: 'doctorate',
    words: list(`
      phd|ph d|doctorate|doctoral degree|dphil|doctor of philosophy|doctor of|dr rer nat|dr ing|dr phil|dr med|
      doktor|doktorat|promotion zum|doctorat|doctorado|doctor en|dottorato|dottorato di ricerca|doctoraat|
      doutoramento|doutorado|d sc
    `),
    abbreviations: ['Ph.D.', 'Ph.D', 'PhD', 'D.Phil.', 'Dr.-Ing.', 'Ed.D.', 'DBA'],
  },
  {
    level: 'master',
    words: list(`
      master|masters|master s|msc|m sc|mba|emba|mtech|m tech|meng|m eng|mca|mcom|m com|mphil|llm|mfa|mpa|mph|msw|
      diplom|dipl|diplom ingenieur|diplom kaufmann|magister|magistra|mgr|mgr inz|mestrado|mestre|maestria|
      master universitario|laurea magistrale|laurea specialistica|laurea vecchio ordinamento|ingeniero superior|
      ingeniero|ingeniera|diplome d ingenieur|ingenieur diplome|titre d ingenieur|doctorandus|postgraduate|
      post graduate|pgdm|pgdba|pg diploma|post graduate diploma|postgraduate diploma|executive master
    `),
    abbreviations: list(`
      MS|M.S.|M.S|MA|M.A.|M.E.|ME|M.Sc.|M.Sc|MSc|M.Eng.|M.Ed.|drs.|ir.|Dipl.-Ing.|Dipl.-Kfm.|M.A|MBA|DEA|DESS
    `),
  },
  {
    level: 'bachelor',
    words: list(`
      bachelor|bachelors|bachelor s|bsc|b sc|btech|b tech|beng|b eng|bca|bcom|b com|bba|bfa|bba|llb|bpharm|
      b pharm|bsba|undergraduate degree|licence|licence professionnelle|licenciatura|licenciado|licenciada|
      grado en|grado de|graduado en|laurea triennale|laurea|licencjat|inzynier|inz|bacharelado|bacharel|
      bachelier|diplom fh|bachelor of|b arch|barch
    `),
    abbreviations: list(`
      BS|B.S.|B.S|BA|B.A.|B.A|BE|B.E.|B.E|B E|B. E.|B.Sc.|B.Sc|BSc|B.Ed.|B.Ed|A.B.|BBA|B.Eng.
    `),
  },
  {
    level: 'associate',
    words: list(`
      associate degree|associate of|associates degree|associate s degree|associate in|aas|diploma|hnd|hnc|
      foundation degree|ausbildung|berufsausbildung|abgeschlossene ausbildung|fachwirt|staatlich gepruft|bts|dut|
      tecnico superior|ciclo formativo de grado superior|grado superior|tecnico especialista|mbo|
      szkola policealna|policealna|curso tecnico|ctesp|certificate iv|vocational diploma|vocational degree
    `),
    abbreviations: list(`
      A.A.|A.S.|A.A.S.|AAS|ITS|BTS|DUT|HND|HNC
    `),
  },
  {
    level: 'high_school',
    words: list(`
      high school|high school diploma|secondary school|secondary education|a levels|a level|gcse|gcses|ssc|hsc|
      sslc|hssc|higher secondary|hr sec|sec school|pre university|puc|senior secondary|
      secondary school certificate|10th|12th|class xii|class x|cbse|icse|matriculation|abitur|fachabitur|
      hochschulreife|fachhochschulreife|allgemeine hochschulreife|mittlere reife|realschulabschluss|
      hauptschulabschluss|baccalaureat|bachillerato|eso|maturita|diploma di maturita|diploma magistrale|
      diploma di liceo|matura|swiadectwo dojrzalosci|egzamin maturalny|liceum|liceo|vwo|havo|vmbo|
      ensino secundario|ensino medio|lycee|gymnasium|technikum
    `),
    abbreviations: ['CAP', 'BEP', 'ESO', 'GED'],
  },
]

/** "Bac+5" → master, and so on. */
export const BAC_PLUS_LEVELS: Record<number, DegreeLevel> = {
  0: 'high_school',
  1: 'high_school',
  2: 'associate',
  3: 'bachelor',
  4: 'bachelor',
  5: 'master',
  6: 'master',
  7: 'master',
  8: 'doctorate',
}

/** Words right after a match that show it is not a degree ("MS Office", "master data", "masterclass"). */
export const NOT_DEGREE_AFTER: readonly string[] = list(`
  office|excel|word|access|project|dynamics|sql|windows|powerpoint|outlook|visio|teams|azure|dos
`)

/** Words right before a match that show it is not a degree ("Scrum Master", "driving licence"). */
export const NOT_DEGREE_BEFORE: readonly string[] = list(`
  scrum|quiz|web|head|toast|concert|chess|grand|ring|band|station|task|driving|driver|drivers|driver s|
  fuhrerschein|pilot|pilots|software|user|master
`)

export const LEVEL_ORDER: readonly DegreeLevel[] = [
  'no_education',
  'high_school',
  'associate',
  'bachelor',
  'master',
  'doctorate',
]

/** After the word "master" only: "master data", "masterclass", "master plan", "master key". */
export const NOT_MASTER_AFTER: readonly string[] = list('data|card|class|plan|file|key|copy|chef|mind')

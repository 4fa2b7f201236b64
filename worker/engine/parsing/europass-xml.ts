/**
 * Europass SkillsPassport XML (embedded in Europass PDFs, found by documents/pdf-attachments.ts) read
 * into the CV facts it states field by field. These facts win over what the text layer gives for the
 * same fields (parseCv); fields the XML leaves empty stay with the text layer.
 *
 * Element names follow the Europass XML schema (v3): LearnerInfo/Identification (PersonName,
 * ContactInfo), Headline, WorkExperienceList, EducationList (EQF Level), Skills/Linguistic
 * (MotherTongue, ForeignLanguage with a CEFR grid) and the free-text skill groups. The older schema
 * (V1.x/V2.0, root `europass:learnerinfo`, lower-case elements, dates as child elements, languages
 * typed by `xsi:type`, skills as `<skill type="…">`) is read by `readLegacy` into the same facts.
 * Tokenized with xml-scan.ts, which never expands DTD entities; the tree is capped in depth and size.
 */
import { scanXml } from '../documents/xml-scan'
import { languageCode, proficiencyFromCefr } from '../taxonomy/index'
import { findDegrees } from './degrees'
import { collapseSpaces } from './text-utils'
import type { DegreeLevel, EducationEntry, ExperienceEntry, LanguageSkill, Proficiency } from './types'

interface XmlNode {
  name: string
  tag: string
  children: XmlNode[]
  text: string
}

export interface EuropassFacts {
  name: string | null
  email: string | null
  phone: string | null
  location: string | null
  links: string[]
  title: string | null
  experience: ExperienceEntry[]
  education: EducationEntry[]
  languages: LanguageSkill[]
  /** The free-text skill groups (Computer, JobRelated, …) as plain lines, for the skills step. */
  skillLines: string[]
  /** ISO 3166 alpha-2 code of the address's country, for reading the phone number. */
  country: string | null
}

const LIMITS = { maxDepth: 64, maxNodes: 20_000, maxChars: 2 * 1024 * 1024 }

/** EQF levels (Europass "Level/Code") on the product's degree scale. */
const EQF_LEVELS: Record<string, DegreeLevel> = {
  '1': 'no_education',
  '2': 'no_education',
  '3': 'high_school',
  '4': 'high_school',
  '5': 'associate',
  '6': 'bachelor',
  '7': 'master',
  '8': 'doctorate',
}

const SKILL_GROUPS = ['Computer', 'JobRelated', 'Organisational', 'Communication', 'Other']

/** Root elements (namespace prefix dropped): v3 and v2 "SkillsPassport", "Europass", and V1.x/V2.0 "learnerinfo". */
export const EUROPASS_ROOTS = new Set(['SkillsPassport', 'Europass', 'learnerinfo'])

/** The older schema's skill types, in the order the newer one lists its groups. */
const LEGACY_SKILL_TYPES = ['computer', 'technical', 'organisational', 'social', 'other']

function localName(name: string): string {
  return name.replace(/^[^:]*:/, '')
}

/** The element tree, or null when the text is no Europass XML (or over the limits). */
function readTree(xml: string): XmlNode | null {
  if (xml.length > LIMITS.maxChars) return null
  const root: XmlNode = { name: '#root', tag: '', children: [], text: '' }
  const stack: XmlNode[] = [root]
  let nodes = 0
  let overflow = false
  scanXml(xml, {
    open(name, tag, selfClosing) {
      if (overflow) return
      if (++nodes > LIMITS.maxNodes || stack.length > LIMITS.maxDepth) {
        overflow = true
        return
      }
      const node: XmlNode = { name: localName(name), tag, children: [], text: '' }
      stack[stack.length - 1]!.children.push(node)
      if (!selfClosing) stack.push(node)
    },
    close(name) {
      if (overflow) return
      const local = localName(name)
      // Forgiving: an unmatched close tag pops back to its opening element if there is one.
      const at = stack.findLastIndex((n) => n.name === local)
      if (at > 0) stack.length = at
    },
    text(text) {
      if (overflow) return
      const top = stack[stack.length - 1]!
      if (top.text.length < 20_000) top.text += text
    },
  })
  if (overflow) return null
  const top = root.children[0]
  return top && EUROPASS_ROOTS.has(top.name) ? top : null
}

function child(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let at = node
  for (const name of path) at = at?.children.find((c) => c.name === name)
  return at
}

function childrenNamed(node: XmlNode | undefined, name: string): XmlNode[] {
  return node?.children.filter((c) => c.name === name) ?? []
}

function textOf(node: XmlNode | undefined): string | null {
  const text = node ? collapseSpaces(node.text.trim()) : ''
  return text || null
}

function attrOf(node: XmlNode | undefined, name: string): string | null {
  if (!node) return null
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(node.tag)
  return m ? (m[1] ?? m[2] ?? null) : null
}

/** `<From year="2019" month="--03"/>` → "2019-03"; a year alone → "YYYY-01" (start) or "YYYY-12" (end). */
function monthOf(node: XmlNode | undefined, edge: 'start' | 'end'): string | null {
  const year = attrOf(node, 'year')
  if (!year || !/^\d{4}$/.test(year)) return null
  const month = /^-*(\d{1,2})$/.exec(attrOf(node, 'month') ?? '')?.[1]
  const n = month ? Number(month) : null
  if (n !== null && n >= 1 && n <= 12) return `${year}-${String(n).padStart(2, '0')}`
  return `${year}-${edge === 'start' ? '01' : '12'}`
}

/** Descriptions are XHTML kept as escaped text: tags become line breaks, list items lines. */
function plainLines(html: string | null): string[] {
  if (!html) return []
  return html
    .replace(/<\s*(?:br|\/p|\/li|\/div|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .split('\n')
    .map((l) => collapseSpaces(l.trim()))
    .filter((l) => l.length > 0)
}

function experienceOf(node: XmlNode): ExperienceEntry {
  const period = child(node, 'Period')
  const current = textOf(child(period, 'Current'))?.toLowerCase() === 'true'
  return {
    title: textOf(child(node, 'Position', 'Label')),
    company: textOf(child(node, 'Employer', 'Name')),
    start: monthOf(child(period, 'From'), 'start'),
    end: current ? 'present' : monthOf(child(period, 'To'), 'end'),
  }
}

function educationOf(node: XmlNode): EducationEntry {
  const title = textOf(child(node, 'Title'))
  const eqf = textOf(child(node, 'Level', 'Code'))
  const fromWords = title ? findDegrees(title)[0]?.level : undefined
  const period = child(node, 'Period')
  const year = attrOf(child(period, 'To'), 'year') ?? attrOf(child(period, 'From'), 'year')
  return {
    degree: title,
    level: (eqf ? EQF_LEVELS[eqf.replace(/\D/g, '')] : undefined) ?? fromWords ?? null,
    institution: textOf(child(node, 'Organisation', 'Name')),
    year: year && /^\d{4}$/.test(year) ? Number(year) : null,
  }
}

function languageOf(description: XmlNode | undefined): string | null {
  const code = textOf(child(description, 'Code'))?.toLowerCase()
  if (code && /^[a-z]{2}$/.test(code)) return code
  const label = textOf(child(description, 'Label'))
  return label ? languageCode(label) : null
}

/** The lower middle of the five CEFR grades, as the text layer reads a Europass grid. */
function gridLevel(grid: XmlNode | undefined): Proficiency | null {
  const codes = (grid?.children ?? [])
    .map((c) => textOf(c)?.toUpperCase() ?? '')
    .filter((c) => /^[ABC][12]$/.test(c))
    .sort()
  if (codes.length === 0) return null
  return proficiencyFromCefr(codes[Math.floor((codes.length - 1) / 2)]!)
}

function languagesOf(linguistic: XmlNode | undefined): LanguageSkill[] {
  const found = new Map<string, Proficiency>()
  for (const mother of childrenNamed(child(linguistic, 'MotherTongueList'), 'MotherTongue')) {
    const code = languageOf(child(mother, 'Description'))
    if (code) found.set(code, 'native_or_bilingual')
  }
  for (const foreign of childrenNamed(child(linguistic, 'ForeignLanguageList'), 'ForeignLanguage')) {
    const code = languageOf(child(foreign, 'Description'))
    const level = gridLevel(child(foreign, 'ProficiencyLevel'))
    // A language listed without a grid is not reported (as in the text layer: no invented level).
    if (code && level && !found.has(code)) found.set(code, level)
  }
  return [...found].map(([language, proficiency]) => ({ language, proficiency }))
}

/** The facts of a Europass XML, or null when the text is not one. */
export function readEuropassXml(xml: string): EuropassFacts | null {
  const root = readTree(xml) ?? undefined
  if (root?.name === 'learnerinfo') return readLegacy(root)
  const learner = child(root, 'LearnerInfo')
  if (!learner) return null
  const identification = child(learner, 'Identification')
  const contact = child(identification, 'ContactInfo')
  const address = child(contact, 'Address', 'Contact')
  const person = child(identification, 'PersonName')
  const name = [textOf(child(person, 'FirstName')), textOf(child(person, 'Surname'))].filter(Boolean).join(' ')
  const phones = childrenNamed(child(contact, 'TelephoneList'), 'Telephone')
  const country = textOf(child(address, 'Country', 'Code'))?.toUpperCase() ?? null
  const place = [textOf(child(address, 'Municipality')), textOf(child(address, 'Country', 'Label'))]
  const skills = child(learner, 'Skills')
  return {
    name: name || null,
    email: textOf(child(contact, 'Email', 'Contact')),
    phone: phones.map((p) => textOf(child(p, 'Contact'))).find(Boolean) ?? null,
    location: place.filter(Boolean).join(', ') || null,
    links: childrenNamed(child(contact, 'WebsiteList'), 'Website')
      .map((w) => textOf(child(w, 'Contact')))
      .filter((l): l is string => !!l),
    title: textOf(child(learner, 'Headline', 'Description', 'Label')),
    experience: childrenNamed(child(learner, 'WorkExperienceList'), 'WorkExperience').map(experienceOf),
    education: childrenNamed(child(learner, 'EducationList'), 'Education').map(educationOf),
    languages: languagesOf(child(skills, 'Linguistic')),
    skillLines: SKILL_GROUPS.flatMap((g) => plainLines(textOf(child(skills, g, 'Description')))),
    country: country && /^[A-Z]{2}$/.test(country) ? country : null,
  }
}

// ——— The older schema (Europass V1.x/V2.0, "europass:learnerinfo") ———

/** `<from><year>2019</year><month>--03</month></from>` → "2019-03"; a year alone → January or December. */
function legacyMonth(node: XmlNode | undefined, edge: 'start' | 'end'): string | null {
  const year = textOf(child(node, 'year'))
  if (!year || !/^\d{4}$/.test(year)) return null
  const month = /^-*(\d{1,2})$/.exec(textOf(child(node, 'month')) ?? '')?.[1]
  const n = month ? Number(month) : null
  if (n !== null && n >= 1 && n <= 12) return `${year}-${String(n).padStart(2, '0')}`
  return `${year}-${edge === 'start' ? '01' : '12'}`
}

function legacyLanguages(list: XmlNode | undefined): LanguageSkill[] {
  const found = new Map<string, Proficiency>()
  for (const language of childrenNamed(list, 'language')) {
    const type = (attrOf(language, 'xsi:type') ?? '').replace(/^[^:]*:/, '')
    if (type === 'mother') {
      // One mother tongue has its code; several share one label ("Polish, German").
      const code = textOf(child(language, 'code'))?.toLowerCase()
      const labels = (textOf(child(language, 'label')) ?? '').split(/\s*[,;/]\s*/).filter(Boolean)
      const codes = code && /^[a-z]{2}$/.test(code) ? [code] : labels.map((l) => languageCode(l))
      for (const c of codes) if (c) found.set(c, 'native_or_bilingual')
    } else if (type === 'foreign') {
      const stated = textOf(child(language, 'code'))?.toLowerCase()
      const label = textOf(child(language, 'label'))
      const code = stated && /^[a-z]{2}$/.test(stated) ? stated : label ? languageCode(label) : null
      const level = gridLevel(child(language, 'level'))
      if (code && level && !found.has(code)) found.set(code, level)
    }
  }
  return [...found].map(([language, proficiency]) => ({ language, proficiency }))
}

function readLegacy(root: XmlNode): EuropassFacts {
  const identification = child(root, 'identification')
  const contact = child(identification, 'contactinfo')
  const address = child(contact, 'address')
  const name = [textOf(child(identification, 'firstname')), textOf(child(identification, 'lastname'))]
    .filter(Boolean)
    .join(' ')
  const country = textOf(child(address, 'country', 'code'))?.toUpperCase() ?? null
  const place = [textOf(child(address, 'municipality')), textOf(child(address, 'country', 'label'))]
  const skills = childrenNamed(child(root, 'skilllist'), 'skill')
  return {
    name: name || null,
    email: textOf(child(contact, 'email')),
    phone: textOf(child(contact, 'mobile')) ?? textOf(child(contact, 'telephone')),
    location: place.filter(Boolean).join(', ') || null,
    links: [],
    title: textOf(child(root, 'application', 'label')),
    experience: childrenNamed(child(root, 'workexperiencelist'), 'workexperience').map((node) => {
      const period = child(node, 'period')
      return {
        title: textOf(child(node, 'position', 'label')),
        company: textOf(child(node, 'employer', 'name')),
        start: legacyMonth(child(period, 'from'), 'start'),
        end: legacyMonth(child(period, 'to'), 'end'),
      }
    }),
    education: childrenNamed(child(root, 'educationlist'), 'education').map((node) => {
      const title = textOf(child(node, 'title'))
      const levelLabel = textOf(child(node, 'level', 'label'))
      const period = child(node, 'period')
      const year = textOf(child(period, 'to', 'year')) ?? textOf(child(period, 'from', 'year'))
      return {
        degree: title,
        // The old schema states ISCED levels (whose 5 spans associate to master): words decide.
        level:
          (title ? findDegrees(title)[0]?.level : undefined) ??
          (levelLabel ? findDegrees(levelLabel)[0]?.level : undefined) ??
          null,
        institution: textOf(child(node, 'organisation', 'name')),
        year: year && /^\d{4}$/.test(year) ? Number(year) : null,
      }
    }),
    languages: legacyLanguages(child(root, 'languagelist')),
    skillLines: LEGACY_SKILL_TYPES.flatMap((type) =>
      skills.filter((s) => attrOf(s, 'type') === type).flatMap((s) => plainLines(textOf(s))),
    ),
    country: country && /^[A-Z]{2}$/.test(country) ? country : null,
  }
}

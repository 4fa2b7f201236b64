/**
 * Builds the taxonomy data shipped with the engine (worker/engine/taxonomy/data/*.json) from ESCO,
 * ISCO-08, O*NET, Europass and CEFR files plus the curated tables in worker/engine/taxonomy/curated.
 *
 *   npx tsx scripts/build-taxonomy.ts [--source ../shared/data/taxonomies]
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseDelimited, parseTsv, type Row } from '../worker/engine/taxonomy/build/csv'
import { buildDutyVerbs } from '../worker/engine/taxonomy/build/duty-verbs-build'
import { buildLanguages } from '../worker/engine/taxonomy/build/languages-build'
import { buildNationalTitles } from '../worker/engine/taxonomy/build/national-titles-build'
import { buildOccupationWords } from '../worker/engine/taxonomy/build/occupation-words-build'
import { buildOccupations } from '../worker/engine/taxonomy/build/occupations-build'
import { buildSkills } from '../worker/engine/taxonomy/build/skills-build'
import { senseKey } from '../worker/engine/taxonomy/occupation-stems'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const sourceArg = args.indexOf('--source')
const source = resolve((sourceArg >= 0 ? args[sourceArg + 1] : undefined) ?? join(root, '../shared/data/taxonomies'))
const out = join(root, 'worker/engine/taxonomy/data')

const text = (path: string) => readFileSync(join(source, path), 'utf8')
const csv = (path: string): Row[] => parseDelimited(text(path))
const tsv = (path: string): Row[] => parseTsv(text(path))

const started = performance.now()
const europass = csv('languages/europass_language_names.csv')
const skillsEn = csv('esco_v1.0_en-us_fr_es/skills_en-us.csv')
const skillsFr = csv('esco_v1.0_en-us_fr_es/skills_fr.csv')
const skillsEs = csv('esco_v1.0_en-us_fr_es/skills_es.csv')
const escoOccEn = csv('esco_v1.1_en/occupations_en.csv')
const iscoGroups = csv('isco08/isco08_groups.csv')
const onetOccupations = tsv('onet/Occupation_Data.txt')

const { json: skills, problems } = buildSkills({
  skillsEn,
  skillsFr,
  skillsEs,
  transversal: csv('esco_v1.1_en/transversalSkillsCollection_en.csv'),
  ict: csv('esco_v1.1_en/ictSkillsCollection_en.csv'),
  languageSkills: csv('esco_v1.1_en/languageSkillsCollection_en.csv'),
  broader: csv('esco_v1.0_en-us_fr_es/broaderRelationsSkillPillar.csv'),
  groupsEn: csv('esco_v1.1_en/skillGroups_en.csv'),
  languageNames: new Set(europass.map((r) => (r.name_en ?? '').toLowerCase())),
  onetTools: tsv('onet/Technology_Skills.txt'),
  corpus: [
    ...skillsEn.map((r) => r.description ?? ''),
    ...escoOccEn.map((r) => r.description ?? ''),
    ...iscoGroups.map((r) => r.description_en ?? ''),
    ...onetOccupations.map((r) => r.Description ?? ''),
    ...[...skillsFr, ...skillsEs].map((r) => `${r.preferredLabel} ${r.altLabels}`),
  ],
})
const occupationSources = {
  escoEn: escoOccEn,
  escoEnUs: csv('esco_v1.0_en-us_fr_es/occupations_en-us.csv'),
  escoFr: csv('esco_v1.0_en-us_fr_es/occupations_fr.csv'),
  escoEs: csv('esco_v1.0_en-us_fr_es/occupations_es.csv'),
  iloIndex: csv('isco08/ilo_isco08_index_of_titles_en.csv'),
  kzis: tsv('kzis_pl/kzis-hierarchy-2023.tsv'),
  iscoGroups,
}
const { occupations, groups, dropped } = buildOccupations(occupationSources)
// Senses of the words that can decide a title alone: head words and one-word dictionary titles.
const senseWords = new Set(
  [
    ...Object.keys(occupations.heads).filter((h) => !h.startsWith('-')),
    ...Object.keys(occupations.titles).filter((t) => !t.includes(' ')),
  ].map(senseKey),
)
const occupationWords = buildOccupationWords(occupationSources, senseWords)
const { json: languages, conflicts } = buildLanguages(europass, csv('cefr/cefr_global_scale.csv'))

const files: Record<string, unknown> = {
  'skills.json': skills,
  'occupations.json': occupations,
  'isco-groups.json': groups,
  'occupation-words.json': occupationWords,
  'languages.json': languages,
  'duty-verbs.json': buildDutyVerbs(skillsEn),
  'national-titles.json': buildNationalTitles(
    occupationSources.kzis,
    new Set(iscoGroups.map((r) => r.isco08_code ?? '').filter((c) => c.length === 4)),
  ),
}
let total = 0
for (const [name, data] of Object.entries(files)) {
  // Small files are written the way biome formats JSON, for readable diffs; large tables stay compact
  // (pretty-printed, a list of numbers takes a line per number).
  const compact = JSON.stringify(data)
  const body = `${compact.length > 256 * 1024 ? compact : JSON.stringify(data, null, 2)}\n`
  writeFileSync(join(out, name), body)
  total += Buffer.byteLength(body)
  console.info(`${name.padEnd(18)} ${(Buffer.byteLength(body) / 1024).toFixed(0).padStart(6)} KiB`)
}
const titleCount = Object.keys(occupations.titles).length
console.info(`total              ${(total / 1024).toFixed(0).padStart(6)} KiB`)
console.info(
  `skills ${skills.skills.length} (soft ${skills.skills.filter((s) => s[2] === 's').length}), skill keys ${Object.keys(skills.aliases).length}, ` +
    `groups ${skills.groups.length}; title keys ${titleCount} in ${new Set(Object.values(occupations.titles)).size} unit groups, ` +
    `(${dropped} redundant dropped), heads ${Object.keys(occupations.heads).length}; languages ${Object.keys(languages.names).length}, ` +
    `language names ${Object.keys(languages.aliases).length}; ${(performance.now() - started).toFixed(0)} ms`,
)
if (problems.missingLinks.length) console.warn(`curated links not found: ${problems.missingLinks.join(', ')}`)
if (conflicts.length)
  console.warn(`language name conflicts (first kept): ${conflicts.length}, e.g. ${conflicts.slice(0, 3).join('; ')}`)

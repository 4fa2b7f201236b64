/**
 * Step 1b — Europass label/value layout. The classic Europass CV (2005-2012 template, still common)
 * prints a label column beside a value column, which text extraction glues into one line:
 * "Nachname(n) / Vorname(n) Müller Stefan", "Zeitraum 2010 - 2020", "Beruf oder Funktion
 * Krankenpfleger". Read as prose, the labels become names, job titles and employers. When a document
 * carries several such labels, each labelled line is rewritten to what the later steps understand:
 * the value alone (dates, positions, employers), "Label: value" for personal data, a heading for the
 * headings, "Mother tongue: …" for languages. One line in, one line out: evidence line numbers hold.
 *
 * Labels are data (folded: lower case, no diacritics) in eight languages.
 */
import { alternation, foldKeepLength, foldPhrase, list } from './text-utils'

/** Europass section headings by the heading the section step knows (section-headings.ts). */
const HEADINGS: Record<string, readonly string[]> = {
  'Personal information': list(`
    personal information|angaben zur person|informations personnelles|informacion personal|informazioni personali|
    persoonlijke informatie|informacje osobiste|informacao pessoal
  `),
  Objective: list(`
    desired employment occupational field|gewunschte beschaftigung gewunschtes berufsfeld|emploi recherche|
    empleo deseado|occupazione desiderata
  `),
  'Work experience': list(`
    work experience|berufserfahrung|experience professionnelle|experiencia laboral|esperienza professionale|
    werkervaring|doswiadczenie zawodowe|experiencia profissional
  `),
  'Education and training': list(`
    education and training|schul und berufsbildung|education et formation|educacion y formacion|
    istruzione e formazione|opleiding en training|wyksztalcenie i szkolenia|educacao e formacao
  `),
  Skills: list(`
    personal skills and competences|personliche fahigkeiten und kompetenzen|aptitudes et competences personnelles|
    capacidades y competencias personales|capacita e competenze personali|persoonlijke vaardigheden|
    umiejetnosci i kompetencje osobiste|aptidoes e competencias pessoais
  `),
}
const CANONICAL_HEADING = new Map(
  Object.entries(HEADINGS).flatMap(([heading, labels]) => labels.map((label) => [label, heading] as const)),
)

type LabelKind = 'name' | 'value' | 'personal' | 'heading' | 'mother_tongue' | 'other_languages' | 'drop'

const LABELS: Record<LabelKind, readonly string[]> = {
  name: list(`
    surname s first name s|surname first name|first name s surname s|nachname n vorname n|nachname vorname|
    nom s prenom s|nom prenom|apellido s nombre s|apellidos nombre|cognome i nome i|cognome nome|
    achternaam voornaam|achternaam en voornaam|nazwisko a imie iona|nazwisko imie|apelido s nome s|apelido nome
  `),
  value: list(`
    dates|date|zeitraum|daten|periode|fechas|date di|datum|daty|datas|
    occupation or position held|beruf oder funktion|fonction ou poste occupe|profesion o cargo desempenado|
    lavoro o posizione ricoperti|functie of positie|zawod lub zajmowane stanowisko|funcao ou cargo ocupado|
    name and address of employer|name und adresse des arbeitgebers|nom et adresse de l employeur|
    nombre y direccion del empleador|nome e indirizzo del datore di lavoro|naam en adres werkgever|
    nazwa i adres pracodawcy|nome e endereco do empregador|
    title of qualification awarded|bezeichnung der erworbenen qualifikation|intitule du certificat ou diplome delivre|
    cualificacion obtenida|qualifica conseguita|naam van het diploma|nazwa otrzymanego dyplomu|
    designacao da qualificacao atribuida|
    name and type of organisation providing education and training|
    name und art der bildungs oder ausbildungseinrichtung|nom et type de l etablissement d enseignement|
    nombre y tipo del centro de estudios|nome e tipo d organizzazione erogatrice dell istruzione e formazione|
    naam en type onderwijsinstelling|nazwa i rodzaj instytucji prowadzacej ksztalcenie|
    nome e tipo da organizacao de ensino|
    main activities and responsibilities|wichtigste tatigkeiten und zustandigkeiten|activites et responsabilites principales|
    funciones y responsabilidades principales|principali attivita e responsabilita|belangrijkste taken|
    glowne czynnosci i obowiazki|principais actividades e responsabilidades|
    principal subjects occupational skills covered|hauptfacher berufliche fahigkeiten|
    principales matieres competences professionnelles couvertes|principales materias o capacidades profesionales|
    principali tematiche competenze professionali acquisite|
    type of business or sector|tatigkeitsbereich oder branche|type ou secteur d activite|tipo de empresa o sector|
    tipo di attivita o settore|
    computer skills and competences|it kenntnisse und kompetenzen|competences informatiques|
    capacidades y competencias informaticas|capacita e competenze informatiche|
    technical skills and competences|technische kenntnisse und kompetenzen|
    organisational skills and competences|organisatorische fahigkeiten und kompetenzen|
    social skills and competences|soziale fahigkeiten und kompetenzen
  `),
  personal: list(`
    address es|address|adresse n|adresse|adresse s|direccion es|indirizzo i|adres|adres y|endereco s|
    telephone s|telefon|telephone|telefono s|telefoon|telefony|
    fax|e mail|email|
    nationality|staatsangehorigkeit|nationalite|nacionalidad|cittadinanza|nationaliteit|obywatelstwo|nacionalidade|
    date of birth|geburtsdatum|date de naissance|fecha de nacimiento|data di nascita|geboortedatum|data urodzenia|
    data de nascimento|
    gender|sex|geschlecht|sexe|sexo|sesso|geslacht|plec
  `),
  heading: Object.values(HEADINGS).flat(),
  mother_tongue: list(`
    mother tongue s|muttersprache n|langue s maternelle s|lengua s materna s|madrelingua e|moedertaal talen|
    jezyk i ojczysty e|lingua s materna s
  `),
  other_languages: list(`
    other language s|sonstige sprache n|autre s langue s|otro s idioma s|altra e lingua e|andere taal talen|
    inne jezyki|outra s lingua s
  `),
  drop: list(`
    self assessment|selbstbeurteilung|auto evaluation|autoevaluacion|autovalutazione|zelfbeoordeling|samoocena|
    auto avaliacao|european level|europaische ebene|niveau europeen|nivel europeo|livello europeo|europees niveau|
    poziom europejski|nivel europeu
  `),
}

const LABEL_RES = (Object.entries(LABELS) as [LabelKind, readonly string[]][]).map(([kind, labels]) => ({
  kind,
  // A label opens the line; punctuation between its words ("Nachname(n) / Vorname(n)") is ignored.
  re: new RegExp(`^\\s*(?:${alternation(labels).replace(/\\s\+/g, "[\\s()/,.'’-]+")})[\\s()/,.'’:*-]*(?=\\s|$)`, 'u'),
}))

/** Fewer labels than this and the document is not in the Europass layout: nothing is rewritten. */
const MIN_LABELS = 4

/** The longest label opening the line ("Date of birth" over "Date"). */
function labelOf(line: string): { kind: LabelKind; length: number } | null {
  const folded = foldKeepLength(line)
  let best: { kind: LabelKind; length: number } | null = null
  for (const { kind, re } of LABEL_RES) {
    const m = re.exec(folded)
    if (m && (!best || m[0].length > best.length)) best = { kind, length: m[0].length }
  }
  return best
}

/** The text with Europass label/value lines rewritten, or the text unchanged for any other layout. */
export function rewriteEuropassLabels(text: string): string {
  const lines = text.split('\n')
  const labels = lines.map(labelOf)
  if (labels.filter((l) => l && l.kind !== 'drop').length < MIN_LABELS) return text
  if (!labels.some((l) => l?.kind === 'name' || l?.kind === 'heading')) return text
  return lines.map((line, i) => rewriteLine(line, labels[i] ?? null)).join('\n')
}

function rewriteLine(line: string, label: { kind: LabelKind; length: number } | null): string {
  if (!label) return line
  const value = line.slice(label.length).trim()
  const rawLabel = line.slice(0, label.length).trim()
  switch (label.kind) {
    case 'name':
    case 'value':
    case 'other_languages':
      return value
    case 'personal':
      return value ? `${rawLabel.replace(/[:\s]+$/, '')}: ${value}` : ''
    case 'heading':
      // Alone and in the words section detection knows; with text beside it, left as is.
      return value ? line : (CANONICAL_HEADING.get(foldPhrase(rawLabel)) ?? rawLabel)
    case 'mother_tongue':
      return value ? `Mother tongue: ${value}` : ''
    case 'drop':
      return ''
  }
}

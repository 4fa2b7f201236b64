/**
 * Section heading vocabulary (data). Phrases are folded (lower case, no diacritics, punctuation as
 * spaces — see foldPhrase) and grouped by section kind; all eight supported languages are mixed in one
 * list per kind because CVs often mix them ("Skills" in a German CV). A line is a heading when its
 * folded text equals a phrase, optionally with modifier words around it (see HEADING_MODIFIERS).
 * Words that are also common list items ("research", "management", "career") are left out on purpose.
 */

import { list } from './text-utils'
import type { SectionKind } from './types'

export const SECTION_HEADINGS: Partial<Record<SectionKind, readonly string[]>> = {
  summary: list(`
    summary|profile|about me|career summary|executive summary|executive profile|career overview|overview|
    introduction|personal statement|career profile|professional profile|summary of qualifications|
    qualifications summary|career focus|bio|biography|who i am|welcome|profil|zusammenfassung|uber mich|
    kurzprofil|personliches profil|berufliches profil|kurzvorstellung|resume|a propos|a propos de moi|
    presentation|synthese|profil professionnel|perfil|resumen|sobre mi|acerca de mi|perfil profesional|extracto|
    resumen profesional|profilo|sommario|chi sono|profilo professionale|presentazione|profilo personale|profiel|
    samenvatting|over mij|persoonlijk profiel|podsumowanie|o mnie|profil zawodowy|resumo|sobre mim|
    perfil profissional
  `),
  objective: list(`
    objective|objectives|career objective|career goal|career goals|job objective|ziel|berufsziel|karriereziel|
    objectif|objectif professionnel|objetivo|objetivo profesional|obiettivo|obiettivi|obiettivo professionale|
    doel|doelstelling|cel zawodowy|cel|objetivo profissional
  `),
  experience: list(`
    experience|work experience|employment|employment history|work history|career history|professional background|
    positions held|internships|internship|military experience|job history|working experience|experience history|
    work|professional experience|relevant experience|employment record|berufserfahrung|erfahrung|
    berufliche erfahrung|beruflicher werdegang|werdegang|praxiserfahrung|berufspraxis|beschaftigungsverlauf|
    praktika|arbeitserfahrung|beruflicher hintergrund|berufliche stationen|berufliche laufbahn|taetigkeiten|
    experiences|experience professionnelle|experiences professionnelles|parcours professionnel|emplois|stages|
    experiencia|experiencia laboral|experiencia profesional|trayectoria profesional|historial laboral|empleos|
    practicas|esperienza|esperienze|esperienza professionale|esperienze professionali|esperienza lavorativa|
    esperienze lavorative|tirocini|werkervaring|ervaring|beroepservaring|loopbaan|professionele ervaring|
    arbeidsverleden|stages|doswiadczenie|doswiadczenie zawodowe|przebieg kariery|historia zatrudnienia|praktyki|
    staze|przebieg pracy zawodowej|experiencia|experiencia profissional|experiencias profissionais|
    historico profissional|percurso profissional|estagios
  `),
  education: list(`
    education|education and training|educational background|academic background|academic qualifications|studies|
    academics|degrees|schooling|educational qualifications|academic profile|education history|
    academic credentials|academia|educational details|academic details|education details|scholastics|ausbildung|
    bildung|bildungsweg|studium|schulbildung|akademische ausbildung|schulische ausbildung|hochschulbildung|
    akademischer werdegang|schulischer werdegang|ausbildung und studium|formation|formations|etudes|education|
    parcours academique|diplomes|cursus|formation academique|formation initiale|educacion|formacion|
    formacion academica|estudios|titulacion|formacion reglada|istruzione|formazione|istruzione e formazione|
    titoli di studio|studi|percorso formativo|opleiding|opleidingen|onderwijs|studie|wyksztalcenie|edukacja|
    przebieg nauki|formacao|formacao academica|educacao|escolaridade|habilitacoes|habilitacoes literarias
  `),
  skills: list(`
    skills|skill|technical skills|key skills|core skills|competencies|core competencies|expertise|
    areas of expertise|skill set|skillset|skill highlights|highlights|qualifications|core qualifications|
    summary of skills|technologies|tools|technical skill set|it skills|computer skills|strengths|core strengths|
    abilities|proficiencies|technical proficiencies|tech stack|capabilities|skills and abilities|other knowledge|
    technical expertise|software|skills summary|relevant skills|specialties|kenntnisse|fahigkeiten|kompetenzen|
    fachkenntnisse|it kenntnisse|edv kenntnisse|qualifikationen|fertigkeiten|technische kenntnisse|schwerpunkte|
    sonstige kenntnisse|besondere kenntnisse|know how|competences|competences techniques|savoir faire|aptitudes|
    connaissances|competences cles|outils|informatique|competences informatiques|habilidades|competencias|
    conocimientos|destrezas|capacidades|habilidades tecnicas|conocimientos tecnicos|conocimientos informaticos|
    informatica|competenze|abilita|conoscenze|capacita|competenze tecniche|competenze informatiche|
    competenze personali|capacita e competenze|competenze professionali|vaardigheden|competenties|kennis|
    technische vaardigheden|computervaardigheden|kwaliteiten|umiejetnosci|kompetencje|umiejetnosci techniczne|
    umiejetnosci komputerowe|kwalifikacje|competencias tecnicas|conhecimentos|aptidoes|conhecimentos tecnicos|
    competencias pessoais
  `),
  languages: list(`
    languages|language skills|language|foreign languages|spoken languages|language proficiency|sprachen|
    sprachkenntnisse|fremdsprachen|fremdsprachenkenntnisse|langues|competences linguistiques|langues etrangeres|
    idiomas|lenguas|conocimientos de idiomas|lingue|conoscenze linguistiche|lingue straniere|
    competenze linguistiche|talen|talenkennis|jezyki|jezyki obce|znajomosc jezykow|linguas|
    competencias linguisticas|lingua madre|lingua straniera|
    sprache n|sprachen n|language s|other language s|sonstige sprache n|weitere sprache n|
    mother tongue|mother tongues|mother tongue s|native language|native languages|native language s|
    muttersprache|muttersprachen|muttersprache n|langue maternelle|langues maternelles|langue s maternelle s|
    lengua materna|lenguas maternas|lengua s materna s|madrelingua|moedertaal|jezyk ojczysty|lingua materna
  `),
  certifications: list(`
    certifications|certificates|certification|licenses|licences|licenses and certifications|
    certifications and licenses|certifications licenses|courses|training|trainings|professional development|
    continuing education|accreditations|courses and certifications|professional certifications|zertifikate|
    zertifizierungen|weiterbildung|weiterbildungen|fortbildungen|fortbildung|kurse|lehrgange|schulungen|
    certificats|formations complementaires|formation continue|certificaciones|certificados|cursos|
    formacion complementaria|otra formacion|certificazioni|certificati|corsi|attestati|certificaten|
    certificeringen|cursussen|trainingen|certyfikaty|kursy|szkolenia|certificacoes|formacao complementar
  `),
  projects: list(`
    projects|personal projects|selected projects|key projects|academic projects|project experience|projekte|
    projets|proyectos|progetti|projecten|projekty|projetos|projectos
  `),
  achievements: list(`
    achievements|accomplishments|awards|honors|honours|awards and honors|selected honors|honors and awards|
    activities and honors|key achievements|core accomplishments|distinctions|recognition|awards and achievements|
    erfolge|auszeichnungen|preise|realisations|prix|recompenses|logros|premios|reconocimientos|risultati|
    riconoscimenti|premi|prestaties|onderscheidingen|prijzen|osiagniecia|nagrody|wyroznienia|conquistas|premios|
    realizacoes
  `),
  publications: list(`
    publications|papers|presentations|patents|invited talks|talks|selected publications|veroffentlichungen|
    publikationen|vortrage|conferences|publicaciones|ponencias|pubblicazioni|
    pubblicazioni e risultati scientifici|publicaties|publikacje|publicacoes
  `),
  interests: list(`
    interests|hobbies|hobbies and interests|interests and hobbies|activities|extracurricular activities|leisure|
    personal interests|interessen|hobbys|freizeit|freizeitaktivitaten|centres d interet|loisirs|interets|
    activites|intereses|aficiones|pasatiempos|interessi|hobby|passatempi|interesses|hobby s|zainteresowania|
    passatempos
  `),
  references: list(`
    references|referees|professional references|references available upon request|referenzen|referencias|
    referenze|referenties|referencje|referencias
  `),
  contact: list(`
    contact|contact information|contact details|contacts|contact info|kontakt|kontaktdaten|coordonnees|contacto|
    datos de contacto|contatti|recapiti|contactgegevens|dane kontaktowe|contato|contactos
  `),
  personal: list(`
    personal information|personal details|personal data|personal info|personliche daten|personliche angaben|
    zur person|informations personnelles|etat civil|renseignements personnels|datos personales|
    informacion personal|informazioni personali|dati personali|persoonlijke gegevens|personalia|dane osobowe|
    informacje osobiste|dados pessoais|informacoes pessoais
  `),
  other: list(`
    additional information|other|miscellaneous|affiliations|professional affiliations|memberships|volunteer|
    volunteering|volunteer work|volunteer experience|links|groups|committees|writing|extracurricular|
    military service|sonstiges|weitere informationen|mitgliedschaften|ehrenamt|divers|
    informations complementaires|benevolat|otros|informacion adicional|voluntariado|altro|ulteriori informazioni|
    volontariato|overig|nevenactiviteiten|vrijwilligerswerk|inne|dodatkowe informacje|wolontariat|outros|
    informacoes adicionais|curriculum vitae|lebenslauf|cv
  `),
}

/** Words that may surround a heading phrase without changing its meaning ("Relevant Work Experience"). */
export const HEADING_MODIFIERS: readonly string[] = list(`
  professional|relevant|key|core|selected|additional|other|technical|academic|my|recent|previous|career|work|
  employment|full|detailed|related|personal|berufliche|beruflicher|weitere|besondere|meine|professionnelle|
  professionnelles|principales|profesional|profesionales|principales|professionale|professionali|principali|
  relevante|zawodowe|profissional|profissionais|principais
`)

/** Conjunctions joining two headings ("Education & Training", "Aus- und Weiterbildung"). */
export const HEADING_CONJUNCTIONS: readonly string[] = list(`
  and|und|et|y|e|en|i|oraz|or
`)

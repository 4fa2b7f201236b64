/**
 * Word tables of the job-description parser (data). Phrases are folded (lower case, no accents, no
 * apostrophes) and matched on word boundaries against folded text. en, de, fr, es, it, nl, pt, pl.
 */

const list = (s: string): string[] => [
  ...new Set(
    s
      .split('|')
      .map((w) => w.trim())
      .filter((w) => w !== ''),
  ),
]

/** Section headings, by the kind of section they open. */
export const HEADINGS = {
  required: list(`requirements|required|qualifications|must have|must haves|what you bring|your profile|
    who you are|skills|required skills|ihr profil|dein profil|anforderungen|voraussetzungen|qualifikationen|
    das bringst du mit|was du mitbringst|profil recherche|votre profil|exigences|competences|
    requisitos|perfil|tu perfil|requerimientos|wymagania|nasze wymagania|twoj profil|umiejetnosci|
    requisiti|profilo|eisen|functie eisen|jouw profiel|requisitos obrigatorios`),
  optional: list(`nice to have|nice to haves|bonus|bonus points|pluses|von vorteil|wunschenswert|
    plus|atouts|serait un plus|souhaite|deseable|se valorara|valorable|mile widziane|dodatkowe atuty|
    gradito|pluspunten|diferenciais`),
  other: list(`about us|about the role|responsibilities|your tasks|what you will do|what we offer|benefits|
    we offer|ueber uns|uber uns|ihre aufgaben|deine aufgaben|aufgaben|wir bieten|was wir bieten|benefits|
    a propos|missions|vos missions|nous offrons|avantages|sobre nosotros|responsabilidades|funciones|
    ofrecemos|o nas|obowiazki|twoje zadania|oferujemy|zakres obowiazkow|chi siamo|offriamo|wat wij bieden|
    over ons|o que oferecemos`),
} as const

/** Words on a line that make what it asks for mandatory. */
export const MUST_CUES = list(`must have|must|required|mandatory|essential|erforderlich|zwingend|
  voraussetzung|unbedingt|requis|requise|obligatoire|indispensable|exige|obligatorio|imprescindible|
  requerido|necesario|wymagane|wymagana|wymagany|niezbedne|niezbedna|obbligatorio|richiesto|vereist|
  verplicht|obrigatorio`)

/** Words on a line that make what it asks for optional. */
export const NICE_CUES = list(`nice to have|a plus|is a plus|bonus|preferred|von vorteil|wunschenswert|
  ein plus|un plus|un atout|apprecie|souhaite|deseable|se valorara|valorable|un plus|mile widziane|
  dodatkowym atutem|atutem|gradito|pluspunt|diferencial|desejavel`)

/** Degree words by level, lowest first: the lowest level a line names is the floor it asks for. */
export const DEGREE_WORDS = {
  bachelor: list(`bachelor|bachelors|bsc|b sc|undergraduate degree|university degree|college degree|
    degree in|hochschulabschluss|studium|abgeschlossenes studium|licence|diplome universitaire|bac 3|
    licenciatura|grado universitario|titulo universitario|titulacion universitaria|licencjat|inzynier|
    wyksztalcenie wyzsze|laurea|laurea triennale|hbo|wo diploma|licenciatura|bacharelado`),
  master: list(`master|masters|msc|m sc|mba|diplom|magister|mgr|bac 5|maestria|laurea magistrale|mestrado`),
  doctorate: list(`phd|ph d|doctorate|doktor|promotion|doctorat|doctorado|doktorat|dottorato|doutorado`),
} as const

/** "Master" that is not a degree. */
export const NOT_DEGREE_RE = /\b(?:scrum|master data|master s? of ceremonies|quiz)\s*master\b|\bmaster data\b/

/** Language-level words (folded) → proficiency; CEFR codes are read separately. */
export const LANGUAGE_LEVEL_WORDS: readonly { words: string[]; level: string }[] = [
  {
    words: list(`native|mother tongue|muttersprache|muttersprachlich|langue maternelle|nativo|nativa|
      lengua materna|ojczysty|madrelingua|moedertaal|bilingual|bilingue|zweisprachig`),
    level: 'native_or_bilingual',
  },
  {
    words: list(`fluent|fluency|fliessend|verhandlungssicher|courant|couramment|fluido|fluida|
      biegly|biegla|biegle|plynny|plynna|plynnie|fluente|vloeiend`),
    level: 'full_professional',
  },
  {
    words: list(`business|professional|excellent|very good|sehr gute|sehr gut|tres bon|tres bonne|
      excelente|alto nivel|dobra znajomosc|bardzo dobra|ottimo|uitstekend`),
    level: 'professional',
  },
  { words: list(`good|gute|bonne|bon|buen|buena|dobry|dobra|buono|goed|boa`), level: 'limited_working' },
  {
    words: list(`basic|grundkenntnisse|notions|basico|basica|podstawowa|podstawowy|base|basis`),
    level: 'elementary',
  },
]

/**
 * Words that make a language named on the same line something the ad asks for ("Proficiency in
 * English", "you speak German", "command of the English language"), besides the level words above.
 */
export const LANGUAGE_CONTEXT_WORDS = list(`language|languages|speak|speaks|speaking|spoken|written|writing|
  proficient|proficiency|command|communicate|communication|sprache|sprachen|sprachkenntnisse|kenntnisse|
  langue|langues|parler|idioma|idiomas|hablar|lingua|lingue|taal|jezyk|jezyka|znajomosc|lingua|falar`)

/** Title words → the seniority a role asks for at least (first matching row wins). */
export const SENIORITY_WORDS: readonly { words: string[]; level: string }[] = [
  {
    words: list(`principal|head of|head|director|directeur|directora|director de|dyrektor|chief|vp`),
    level: 'expert',
  },
  {
    words: list(`senior|sr|lead|leader|staff|starszy|starsza|lider|leiter|leiterin|responsable|jefe|kierownik`),
    level: 'advanced',
  },
  { words: list(`mid|mid level|regular|confirme|confirmee|semi senior`), level: 'intermediate' },
  {
    words: list(`junior|jr|entry level|graduate|debutant|mlodszy|mlodsza|intern|internship|trainee|
      praktikant|werkstudent|stagiaire|alternant|becario|practicante|stazysta|tirocinante|stagiair`),
    level: 'beginner',
  },
]

/** Culture words (folded): a job keeps the ones its ad uses, as written, for the culture-fit area. */
export const CULTURE_WORDS = list(`remote|remote first|home office|homeoffice|teletravail|teletrabajo|
  zdalnie|praca zdalna|hybrid|hybride|hibrido|hybrydowo|hybrydowa|team|teamwork|teamarbeit|equipe|equipo|
  zespol|zespole|flexible|flexibel|flexibilite|flexibilidad|elastyczne|international|internationales|
  internacional|miedzynarodowy|miedzynarodowym|startup|start up|agile|agil|agilite|agil|zwinne|diversity|
  diversitat|diversite|diversidad|roznorodnosc|ownership|eigenverantwortung|autonomie|autonomia|
  innovation|innovativ|innovant|innovador|innowacyjny|collaborative|collaboration|zusammenarbeit|
  colaboracion|wspolpraca|inclusive|inclusion|work life balance|learning|weiterbildung|formation|
  formacion|rozwoj|growth|mentoring|transparency|transparenz|transparence|transparencia|sustainability|
  nachhaltigkeit|durabilite|sostenibilidad`)

/**
 * Employer-side invitations ("join our team", "Werde Teil unseres Teams", "Dołącz do naszego zespołu"):
 * an invitation lead, an optional article or possessive, at most two words ("our growing") and a team
 * noun. The team is the employer's, so its noun is no culture ask of the candidate; the words between
 * still count ("join our international team" keeps "international"). Folded (apostrophes dropped:
 * "l'équipe" → "lequipe").
 */
export const JOIN_LEADS = list(`join|joining|come join|werde teil|werden sie teil|verstarke|verstarken sie|
  rejoignez|rejoindre|rejoins|unete a|unase a|unirte a|dolacz do|dolaczysz do|entra a far parte del|
  entra nel|unisciti al|kom bij|word onderdeel van|junte se a|faca parte do|faca parte da`)
export const JOIN_ARTICLES = list(`our|the|a|an|unseres|unserem|unser|unsere|das|notre|nuestro|el|naszego|
  nostro|il|ons|het|nosso|nossa`)
export const TEAM_NOUNS = list(`team|teams|equipe|lequipe|equipo|zespolu|zespol|squadra|time`)

/**
 * Phrases whose object is a skill ("experience with", "Kenntnisse in", "znajomość"), as written in
 * lower case with accents: matched case-insensitively on the line itself.
 */
export const REQUIREMENT_PHRASES = list(`experience with|experience in|experience of|knowledge of|knowledge in|
  proficiency in|proficient in|proficiency with|familiarity with|familiar with|expertise in|skilled in|
  skills in|understanding of|hands-on experience with|working knowledge of|
  kenntnisse in|kenntnisse im|kenntnisse der|erfahrung mit|erfahrung in|erfahrungen mit|erfahrungen in|
  sicherer umgang mit|umgang mit|
  connaissance de|connaissances en|connaissance du|connaissances de|expérience en|expérience avec|maîtrise de|maîtrise du|
  passion for|passionate about|background in|degree in|command of|sense for|
  conocimientos de|conocimientos en|conocimiento de|experiencia en|experiencia con|dominio de|
  conoscenza di|conoscenza del|conoscenze di|esperienza con|esperienza in|padronanza di|
  znajomość|znajomości|doświadczenie w|doświadczenie z|umiejętność obsługi|
  kennis van|ervaring met|ervaring in|
  conhecimento de|conhecimentos de|conhecimento em|conhecimentos em|experiência com|experiência em|domínio de`)

/**
 * Phrases whose object is something the candidate can do, a verb phrase ("ability to work under tight
 * deadlines", "Bereitschaft zu Reisen"): kept whole as a skill phrase when short, never read as a list.
 */
export const CAPABILITY_PHRASES = list(`ability to|able to|capable of|capacity to|willingness to|willing to|
  fähigkeit zu|bereitschaft zu|capacité à|capacité de|capable de|capacidad de|capacidad para|
  disposición para|umiejętność|zdolność do|gotowość do|capacità di|vermogen om|capacidade de`)

/** Phrases after which an ad describes the candidate ("You are curious", "Wir suchen eine engagierte …"). */
export const TRAIT_PHRASES = list(`you are|you're|are you|to be|who is|who are|highly|we need|seeking|seeks|
  we are looking for|we're looking for|we seek|we are seeking|
  looking for a|looking for an|ideal candidate is|successful candidate is|candidate is|sie sind|du bist|bist du|
  wir suchen|vous êtes|êtes-vous|nous recherchons|eres|buscamos|sei|cerchiamo|jesteś|szukamy|je bent|ben je|
  wij zoeken|você é|procuramos`)

/**
 * Personal qualities an ad asks of the candidate, as adjectives and agent nouns ("curious", "a strong
 * communicator", "neugierig"): soft skills in the ad's words. Read where the ad describes the candidate
 * (trait phrases, requirement lines) or where two or more of them describe a person ("smart, talented and
 * creative people"), never one alone in prose ("open positions").
 */
export const TRAIT_WORDS = new Set(
  list(`curious|independent|structured|organised|organized|creative|proactive|analytical|reliable|
  motivated|self-motivated|self-motivating|self-driven|driven|passionate|ambitious|flexible|adaptable|
  resilient|calm|patient|empathetic|friendly|outgoing|extrovert|extroverted|open-minded|honest|
  respectful|responsible|accountable|diligent|hardworking|hard-working|detail-oriented|thorough|
  accurate|precise|pragmatic|determined|optimistic|positive|energetic|enthusiastic|dedicated|committed|
  collaborative|cooperative|communicative|articulate|persuasive|confident|assertive|decisive|
  resourceful|innovative|visionary|entrepreneurial|solution-oriented|results-oriented|customer-oriented|
  service-minded|team-oriented|talented|smart|sharp|bright|balanced|engaging|knowledgeable|inspiring|
  motivating|humble|helpful|punctual|loyal|discreet|trustworthy|communicator|networker|self-starter|
  team player|quick learner|problem solver|neugierig|selbstständig|selbststandig|strukturiert|kreativ|
  zuverlässig|zuverlassig|motiviert|teamfähig|teamfahig|belastbar|flexibel|engagiert|kommunikativ|
  curieux|curieuse|autonome|rigoureux|rigoureuse|dynamique|motivé|motivée|curioso|curiosa|proactivo|
  proactiva|responsable|dinámico|dinamico|organizzato|organizzata|samodzielny|samodzielna|komunikatywny|
  komunikatywna|zaangażowany|zaangazowany|dokładny|dokladny|nieuwsgierig|zelfstandig|gemotiveerd`),
)

/** Abbreviations that end in a dot without ending a sentence (en, de, fr, es, it, pl, nl, pt). */
export const ABBREVIATIONS =
  list(`ds|np|ul|tel|nr|mgr|inz|dr|prof|sp|st|ca|bzw|kat|z\\.b|inkl|ggf|evtl|e\\.g|i\\.e|etc|vs|
  approx|incl|dept|min|max|ok|ref|resp|sr|jr|mr|mrs|ms|mme|sra|sig|ir|ing|lic|pl|ggf|usw|vgl`)

/** A regex lookbehind body: the text before a dot is one of the abbreviations, as a whole word. */
export const ABBREVIATION_LOOKBEHIND = `(?:^|[^\\p{L}])(?:${ABBREVIATIONS.map((a) =>
  a.replace(/\p{Ll}/gu, (c) => `[${c}${c.toUpperCase()}]`),
).join('|')})\\.`

/**
 * Words at the edges of a requirement object's item that do not make it more specific: articles,
 * levels, "skills"/"knowledge" ("a solid understanding of X" → X; "X skills" → X). Folded.
 */
export const OBJECT_EDGE_WORDS = new Set(
  list(`a|an|the|some|any|strong|good|very|great|solid|sound|deep|thorough|broad|extensive|excellent|proven|
    demonstrated|relevant|basic|advanced|working|practical|hands|hands on|on|of|in|with|at|for|to|by|from|
    least|also|especially|preferably|ideally|high|highly|level|skills|skill|knowledge|experience|expertise|
    understanding|proficiency|abilities|ability|principles|concepts|fundamentals|and|or|
    gute|guten|sehr|fundierte|fundierten|sichere|sicheren|kenntnisse|erfahrung|erfahrungen|im|der|die|das|den|dem|mit|
    de|des|du|la|le|les|bonne|bonnes|solide|solides|el|los|las|del|buen|buena|buenos|amplia|amplio|
    dobra|dobre|bardzo|biegla|podstawowa|zaawansowana|praktyczna|
    di|della|dello|delle|buona|ottima|het|goede|do|da|dos|das|bom|boa`),
)

/**
 * Words that make an item of a requirement object something other than a skill: pronouns and words
 * that point elsewhere ("the following", "similar"), finite verbs (a clause, not a skill). Folded.
 */
export const OBJECT_NOT_SKILL_WORDS = new Set(
  list(`you|your|we|our|us|they|their|them|it|its|this|that|these|those|which|who|whom|what|whose|
    following|above|below|such|equivalent|similar|etc|other|others|is|are|was|were|will|would|should|can|
    could|must|may|be|been|being|has|have|had|does|did|plus|advantage|asset|preferred|required|
    more|most|one|perhaps|top|well|new|how|why|when|where|field|fields|related|comparable|however|therefore|thus|
    either|neither|whether|lets|let|
    sie|ihr|ihre|wir|unser|unsere|nous|vous|notre|votre|nosotros|nuestro|nuestra|twoja|twoj|nasz|nasza`),
)

/** Nouns that name no skill on their own ("understanding of requirements"): not a one-word phrase. Folded. */
export const OBJECT_GENERIC_NOUNS = new Set(
  list(`requirements|tasks|projects|processes|systems|tools|products|solutions|environment|environments|team|
    teams|work|people|things|issues|matters|areas|topics|methods|technologies|procedures|needs|goals|either`),
)

/**
 * "strong business acumen", "excellent communication and network skills": a level word, then a
 * noun phrase that ends in one of QUALITY_NOUNS, names what the ad asks for as a whole. Folded.
 */
export const QUALITY_WORDS = list(`strong|good|very good|excellent|solid|sound|deep|outstanding|proven|great|
  exceptional|superb`)
export const QUALITY_NOUNS = list(`skills|knowledge|abilities|acumen|mindset|attitude|insight|thinking|focus|
  approach|understanding|sense`)

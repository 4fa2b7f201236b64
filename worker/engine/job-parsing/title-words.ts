/**
 * Word tables of the job-title step (data), folded like foldLine (lower case, no accents, no
 * apostrophes: "We're" → "were", "d'emploi" → "demploi"). en, de, fr, es, it, pl, nl, pt.
 */

const list = (s: string): string[] => [
  ...new Set(
    s
      .split('|')
      .map((w) => w.trim())
      .filter((w) => w !== ''),
  ),
]

/** Gender markers of a job title: "(m/w/d)", "(H/F)", "(k/m)", "m/w/d", "(all genders)". */
export const GENDER_RE =
  /\(\s*(?:[mwfdhxk]|gn|all|divers)\s*(?:[/|,*]\s*(?:[mwfdhxkai]|gn|divers|all genders?)\s*)+\)|\b[mw]\/[wm]\/[dx]\b|\(all genders?\)/i

/** Labels whose value is the job title ("Position: Data Analyst", "Stanowisko: Księgowa"). */
export const TITLE_LABELS = list(`job title|title|position|role|job|vacancy|stelle|stellenbezeichnung|jobtitel|
  position|poste|intitule du poste|intitule|puesto|cargo|posizione|ruolo|stanowisko|stanowisko pracy|
  functie|functietitel|vacature|vaga|funcao`)

/**
 * Banner words: a line that starts with one announces an ad, it does not name the job ("We're hiring!",
 * "Job details", "Wir suchen zum nächstmöglichen Zeitpunkt", "Offre d'emploi", "Oferta pracy").
 */
export const BANNER_WORDS = list(`were hiring|we are hiring|now hiring|hiring|job details|job description|
  job offer|job opening|job opportunity|career opportunity|vacancy|join our team|join us|apply now|
  wir suchen|wir stellen ein|stellenangebot|stellenanzeige|stellenausschreibung|jobangebot|karriere|
  offre demploi|offre|nous recrutons|on recrute|recrutement|poste a pourvoir|
  oferta de empleo|oferta de trabajo|oferta laboral|estamos contratando|buscamos|se busca|se necesita|vacante|
  offerta di lavoro|cerchiamo|stiamo cercando|posizione aperta|annuncio|
  oferta pracy|szukamy|poszukujemy|zatrudnimy|rekrutacja|ogloszenie|praca|
  vacature|wij zoeken|we zoeken|wij zijn op zoek|functieomschrijving|
  oferta de emprego|vaga de emprego|procuramos|contratamos|estamos a contratar`)

/** Words of a sentence addressed to or spoken by someone: a title has none of them. */
export const PRONOUNS = list(`we|our|us|you|your|wir|unser|unsere|unseren|unserem|sie|ihr|ihre|du|dein|deine|
  nous|notre|nos|vous|votre|vos|nosotros|nuestro|nuestra|nuestros|usted|noi|nostro|nostra|nostri|
  my|nasz|nasza|nasze|naszego|naszej|wij|ons|onze|jij|jouw|uw|nosso|nossa|voce`)

/** Words that follow a company's name when the ad talks about it ("Acme is a …", "Acme ist …"). */
export const COMPANY_VERBS = new Set(
  list(`is|ist|est|es|e|jest|has|was|are|provides|offers|helps|builds|
  bietet|entwickelt|propose|ofrece|offre|oferuje|biedt|oferece`),
)

/** Legal forms: a line carrying one is a company name. */
export const LEGAL_FORMS = list(`gmbh|ag|kg|se|inc|llc|ltd|limited|plc|corp|corporation|sa|sas|sarl|sl|srl|spa|
  bv|nv|sp z o o|spolka|s a|s r l|ltda|co kg`)

/** Articles: "the Data Scientist is …" talks about the role, not a company. */
export const ARTICLES = new Set(list(`the|a|an|this|our|der|die|das|le|la|les|el|il|lo|de|het|een|o|ten|ta`))

/**
 * Role nouns: a phrase with one names a job even when the occupation taxonomy does not know it
 * ("Scientist, Product Development", "Associate Scientist I/II").
 */
export const ROLE_WORDS = list(`scientist|analyst|specialist|engineer|developer|manager|consultant|assistant|
  coordinator|director|officer|technician|designer|architect|administrator|associate|intern|lead|head|
  representative|advisor|adviser|executive|supervisor|programmer|researcher|nurse|accountant|clerk|operator|
  driver|agent|editor|writer|teacher|trainer|recruiter|partner|scientist|statistician|modeler|strategist|
  entwickler|entwicklerin|berater|beraterin|leiter|leiterin|referent|referentin|sachbearbeiter|
  sachbearbeiterin|mitarbeiter|mitarbeiterin|ingenieur|ingenieurin|techniker|technikerin|kaufmann|kauffrau|
  assistent|assistentin|spezialist|spezialistin|analyst|analystin|
  developpeur|developpeuse|ingenieur|chef|responsable|charge|chargee|conseiller|conseillere|technicien|
  technicienne|analyste|assistant|assistante|commercial|commerciale|
  desarrollador|desarrolladora|ingeniero|ingeniera|analista|tecnico|tecnica|asesor|asesora|jefe|jefa|
  gerente|asistente|especialista|coordinador|coordinadora|
  sviluppatore|sviluppatrice|ingegnere|consulente|tecnico|responsabile|addetto|addetta|impiegato|impiegata|
  programista|programistka|specjalista|specjalistka|kierownik|kierowniczka|inzynier|analityk|asystent|
  asystentka|konsultant|konsultantka|doradca|koordynator|koordynatorka|przedstawiciel|pracownik|
  technik|ksiegowy|ksiegowa|kierowca|magazynier|sprzedawca|sprzedawczyni|handlowiec|opiekun|opiekunka|
  ontwikkelaar|medewerker|adviseur|beheerder|monteur|verkoper|
  desenvolvedor|desenvolvedora|engenheiro|engenheira|gerente|consultor|consultora|tecnico|assistente|
  vendedor|vendedora|analista`)

/**
 * Hiring leads: in a sentence, the job's noun phrase follows one of these ("We are looking for an
 * experienced accountant to join…", "Our client seeks a HR generalist who…", "Join us as a data
 * scientist and…", "Wir suchen eine/n Buchhalter/in…", "Are you a nurse looking for…").
 */
export const HIRING_LEADS = list(`we are looking for|were looking for|we are seeking|were seeking|we seek|
  is looking for|are looking for|is seeking|are seeking|seeks|looking for|we are hiring|were hiring|
  is hiring|are hiring|now hiring|hiring|we need|join us as|join our team as|join as|work as|as a|as an|
  are you a|are you an|
  wir suchen|suchen wir|sucht|suchen|verstarke unser team als|verstarken sie unser team als|als|
  nous recherchons|recherchons|recherche|nous recrutons|recrute|en tant que|
  buscamos|estamos buscando|busca|se busca|se necesita|
  cerchiamo|stiamo cercando|cerca|ricerca|
  poszukujemy|szukamy|zatrudnimy|poszukuje|zatrudni|na stanowisko|jako|
  wij zoeken|we zoeken|zoekt|op zoek naar|
  procuramos|estamos contratando|contratamos|procura|estamos a contratar`)

/**
 * Words between a hiring lead and the job's noun phrase: articles, "eine/n" (gender suffixes are
 * dropped before: "eine/n" → "eine"), qualities and "as soon as possible" ("zum nächstmöglichen
 * Zeitpunkt"). Seniority words (senior, junior, lead) are part of a title and stay.
 */
export const OPENING_WORDS = list(`a|an|the|one|two|several|new|additional|
  experienced|highly|motivated|self motivated|talented|skilled|passionate|dedicated|qualified|dynamic|
  enthusiastic|ambitious|reliable|friendly|driven|hardworking|hard working|seasoned|proactive|creative|
  committed|energetic|confident|organised|organized|detail oriented|results driven|outstanding|great|
  ein|eine|einen|einer|zum nachstmoglichen zeitpunkt|ab sofort|zur verstarkung unseres teams|
  erfahrene|erfahrenen|erfahrener|engagierte|engagierten|engagierter|motivierte|motivierten|motivierter|
  qualifizierte|qualifizierten|qualifizierter|
  un|une|des|experimente|experimentee|una|uno|unos|unas|experimentado|experimentada|esperto|esperta|
  doswiadczonego|doswiadczona|doswiadczonych|een|ervaren|um|uma|experiente`)

/**
 * Words that end the job's noun phrase: what follows names the purpose, the team, the place or the
 * candidate ("… accountant to join our team", "… generalist who…", "… Buchhalter in Vollzeit").
 */
export const PHRASE_END_WORDS = new Set(
  list(`to|who|that|which|whom|whose|with|for|in|at|on|from|within|by|based|joining|looking|able|ready|
  willing|like|near|is|are|will|would|can|must|should|
  zur|zum|fur|mit|im|ab|bei|der|die|das|den|dem|welche|welcher|zu|ist|sind|
  pour|qui|avec|en|au|aux|dans|chez|para|que|con|y|per|che|do|z|w|ktory|ktora|ktorzy|
  om|met|voor|bij|die|com|em|no|na`),
)

/** After "and" these start a clause of the sentence, not the rest of a title ("… as a chef and help our guests"). */
export const CLAUSE_VERBS = new Set(
  list(`help|grow|support|join|become|work|build|shape|make|take|drive|contribute|be|enjoy|bring|play|
  create|deliver|develop|lead|start|thrive|get|have|
  hilf|hilfst|unterstutze|gestalte|werde|arbeite|aide|rejoins|ayuda|unete|aiuta|pomoz|dolacz|help mee`),
)

/** Nouns of a hiring sentence that name nobody's job ("We are looking for a motivated person who…"). */
export const GENERIC_PERSON_WORDS = new Set(
  list(`person|persons|people|someone|somebody|candidate|candidates|individual|individuals|talent|talents|
  colleague|colleagues|team member|team members|team player|new colleague|reinforcement|you|
  personlichkeit|verstarkung|kollegen|kollegin|kolleginnen|personne|candidat|candidate|persona|persone|osoba|osoby|
  kandydat|kandydata|collega|pessoa`),
)

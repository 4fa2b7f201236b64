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

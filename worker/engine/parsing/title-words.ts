/**
 * Job-title vocabulary (data), folded (lower case, no diacritics). A phrase containing one of these
 * words is likely a job title; a line made of them is never a person's name. Eight languages mixed.
 */
import { list } from './text-utils'

export const TITLE_WORDS: readonly string[] = list(`
  engineer|developer|programmer|manager|consultant|analyst|assistant|associate|director|officer|specialist|
  technician|teacher|chef|cook|nurse|designer|architect|administrator|admin|coordinator|supervisor|lead|leader|
  head|chief|president|vp|executive|representative|rep|agent|clerk|accountant|auditor|controller|advocate|
  attorney|lawyer|paralegal|intern|internship|trainee|apprentice|scientist|researcher|professor|lecturer|
  instructor|tutor|trainer|recruiter|generalist|cashier|server|waiter|bartender|driver|operator|mechanic|
  electrician|worker|laborer|foreman|inspector|estimator|planner|buyer|purchaser|merchandiser|marketer|
  strategist|producer|editor|writer|journalist|photographer|videographer|illustrator|artist|therapist|
  physician|doctor|pharmacist|dentist|surgeon|caregiver|aide|receptionist|secretary|founder|co-founder|
  cofounder|owner|partner|ceo|cto|cfo|coo|cio|cmo|sales|salesman|senior|junior|sr|jr|principal|staff|expert|
  professional|member|fellow|contractor|freelancer|freelance|volunteer|keyholder|steward|stewardess|pilot|
  attendant|handler|screener|carrier|detective|examiner|treasurer|banker|broker|underwriter|adjuster|mediator|
  counselor|counsellor|advisor|adviser|evaluator|scrum|product|owner|tester|devops|sre|dba|librarian|
  translator|interpreter|guard|security|housekeeper|janitor|baker|butcher|barista|host|hostess|dispatcher|
  storekeeper|warehouse|packer|welder|plumber|carpenter|painter|fitter|machinist|draftsman|drafter|surveyor|
  geologist|chemist|biologist|physicist|statistician|economist|mathematician|actuary|investigator|paramedic|
  midwife|veterinarian|coach|educator|principal|dean|superintendent|commander|sergeant|lieutenant|captain|
  soldier|employee|staffer|crew|technologist|hygienist|sonographer|radiographer|phlebotomist|holder|stocker|
  distributor|associate|helper|handyman|courier|loader|picker|sorter|nanny|babysitter|concierge|valet|usher|
  greeter|runner|busser|dishwasher|porter|chauffeur|custodian|groundskeeper|landscaper|gardener|farmer|rancher|
  fisherman|miner|assembler|inspector|tailor|seamstress|florist|stylist|hairdresser|barber|cosmetologist|
  esthetician|masseur|masseuse|trainer|lifeguard|paraprofessional|substitute|volunteer|ambassador|promoter|
  influencer|blogger|copywriter|proofreader|transcriptionist|typist|bookkeeper|teller|collector|processor|
  scheduler|expeditor|estimator|appraiser|realtor|negotiator|liaison|officer|deputy|marshal|ranger|firefighter|
  paramedic|emt|medic|nurse|cna|lpn|rn|np|pa|md|dds|dvm|cpa|pmp|ingenieur|entwickler|softwareentwickler|
  berater|leiter|leiterin|geschaftsfuhrer|mitarbeiter|mitarbeiterin|sachbearbeiter|sachbearbeiterin|referent|
  referentin|kaufmann|kauffrau|praktikant|praktikantin|werkstudent|werkstudentin|auszubildender|auszubildende|
  azubi|lehrer|lehrerin|arzt|arztin|pfleger|krankenschwester|verkaufer|verkauferin|buchhalter|buchhalterin|
  projektleiter|teamleiter|abteilungsleiter|techniker|facharbeiter|assistenz|fachkraft|inhaber|gesellschafter|
  vorstand|programmierer|administratorin|beraterin|entwicklerin|ingenieurin|ingenieur|developpeur|developpeuse|
  chef|cheffe|responsable|directeur|directrice|charge|chargee|conseiller|conseillere|vendeur|vendeuse|
  comptable|stagiaire|alternant|alternante|professeur|enseignant|enseignante|infirmier|infirmiere|technicien|
  technicienne|gerant|gerante|assistante|commercial|commerciale|redacteur|redactrice|employe|employee|agent|
  animateur|formateur|formatrice|chercheur|chercheuse|juriste|avocat|avocate|ingeniero|ingeniera|desarrollador|
  desarrolladora|programador|programadora|gerente|jefe|jefa|director|directora|consultor|consultora|asesor|
  asesora|analista|asistente|auxiliar|administrador|administradora|becario|becaria|practicante|profesor|
  profesora|maestro|maestra|enfermero|enfermera|tecnico|tecnica|vendedor|vendedora|contable|contador|contadora|
  coordinador|coordinadora|responsable|encargado|encargada|disenador|disenadora|abogado|abogada|investigador|
  investigadora|camarero|camarera|cocinero|cocinera|ingegnere|sviluppatore|sviluppatrice|programmatore|
  programmatrice|consulente|direttore|direttrice|responsabile|impiegato|impiegata|tirocinante|stagista|
  tirocinio|insegnante|docente|infermiere|infermiera|tecnico|commesso|commessa|contabile|ragioniere|assistente|
  amministrativo|amministrativa|cassiera|cassiere|cuoco|cameriere|cameriera|avvocato|ricercatore|ricercatrice|
  progettista|addetto|addetta|operaio|operaia|mediatore|collaboratore|ontwikkelaar|adviseur|medewerker|
  medewerkster|leidinggevende|directeur|beheerder|docent|leraar|lerares|verpleegkundige|monteur|verkoper|
  boekhouder|stagiair|stagiaire|projectleider|teamleider|afdelingshoofd|eigenaar|ingenieur|programmeur|
  onderzoeker|coordinator|inzynier|programista|programistka|kierownik|kierowniczka|dyrektor|specjalista|
  specjalistka|konsultant|konsultantka|doradca|asystent|asystentka|stazysta|stazystka|praktykant|praktykantka|
  nauczyciel|nauczycielka|pielegniarka|technik|sprzedawca|sprzedawczyni|ksiegowa|ksiegowy|analityk|
  administrator|projektant|projektantka|tester|testerka|pracownik|wlasciciel|prezes|referent|opiekun|
  koordynator|koordynatorka|lider|mlodszy|starszy|engenheiro|engenheira|desenvolvedor|desenvolvedora|
  programador|gerente|gestor|gestora|diretor|diretora|consultor|analista|assistente|auxiliar|estagiario|
  estagiaria|professor|professora|enfermeiro|enfermeira|tecnico|tecnica|vendedor|contabilista|coordenador|
  coordenadora|responsavel|administrador|supervisor|supervisora|advogado|advogada|investigador
`)

/** Phrases that end a CV header block and are never names or titles ("Curriculum Vitae", "Resume"). */
export const NOT_NAME_WORDS: readonly string[] = list(`
  curriculum|vitae|resume|cv|lebenslauf|page|seite|pagina|strona|the|and|of|for|with|in|at|to|my|your|our|about|
  und|die|das|et|les|los|las|il|het|een|na|street|road|avenue|ave|str|strasse|rue|calle|via|straat|ulica|rua|
  city|state|country|company|name|email|e-mail|phone|mobile|tel|address|linkedin|github|website|portfolio|
  summary|profile|objective|experience|education|skills|languages|references|contact|information|personal|
  details|professional|technical|business|development|management|marketing|finance|financial|accounting|
  construction|healthcare|health|medical|technology|information|services|service|operations|support|customer|
  client|relations|public|human|resources|digital|media|social|global|international|national|regional|general|
  project|program|programme|quality|assurance|research|data|systems|system|network|software|hardware|web|it|hr|
  bpo|arts|design|food|beverage|hospitality|agriculture|apparel|aviation|banking|automobile|fitness|education|
  teaching|legal|law|insurance|retail|logistics|engineering|science|sciences|university|college|school|institute|
  inc|ltd|llc|gmbh|group|team|department|office|center|centre|online|available|upon|request|job|application|
  cover|letter|dear|sincerely|regards|welcome|hello|thank|you|last|updated|date|birth|nationality|married|single|
  male|female|driving|licence|license|certified|creative|content|strategy|industry|sales|products|product|
  solutions|analytics|intelligence|materials|equipment|facilities|facility|maintenance|safety|security|training|
  concrete|floor|front|desk|canteen|library|speech|reading|subject|matter|expertise|centralized|administrative|
  implementation|certification|educations|oral|consumer|liaison|new|hours|week|full-time|part-time|team|
  communications|strategies|innovation|children
`)

/**
 * Cues for documents that are not CVs (data, folded): letter salutations and sign-offs, subject
 * labels, names of the document type, and job-advert phrases. Eight languages.
 */
import { list } from './text-utils'
export const SALUTATIONS: readonly string[] = list(`
  dear|to whom it may concern|hello|hi|sehr geehrte|sehr geehrter|sehr geehrte damen und herren|liebe|lieber|
  hallo|guten tag|madame|monsieur|madame monsieur|mesdames|messieurs|bonjour|estimado|estimada|estimados|
  muy senor|muy senores|a quien corresponda|hola|gentile|gentili|egregio|egregia|spettabile|buongiorno|
  alla cortese attenzione|geachte|beste|szanowny|szanowna|szanowni|szanowni panstwo|dzien dobry|prezado|prezada|
  prezados|caro|cara|exmo|exma|bom dia|ola
`)

export const SIGN_OFFS: readonly string[] = list(`
  sincerely|yours sincerely|sincerely yours|yours faithfully|faithfully|best regards|kind regards|warm regards|
  regards|respectfully|with best wishes|mit freundlichen grussen|freundliche grusse|beste grusse|viele grusse|
  cordialement|bien cordialement|veuillez agreer|salutations distinguees|je vous prie d agreer|atentamente|
  saludos cordiales|un cordial saludo|reciba un cordial saludo|cordiali saluti|distinti saluti|
  in attesa di un vostro riscontro|porgo cordiali saluti|met vriendelijke groet|met vriendelijke groeten|
  hoogachtend|z powazaniem|z wyrazami szacunku|lacze pozdrowienia|atenciosamente|com os melhores cumprimentos|
  cumprimentos|melhores cumprimentos
`)

export const SUBJECT_LABELS: readonly string[] = list(`
  re|subject|betreff|betrifft|objet|asunto|referencia|oggetto|betreft|onderwerp|dotyczy|temat|assunto|
  job application for|application for|bewerbung als|bewerbung um|candidature|candidatura|sollicitatie
`)

export const LETTER_NAMES: readonly string[] = list(`
  cover letter|motivation letter|letter of motivation|application letter|anschreiben|motivationsschreiben|
  bewerbungsschreiben|lettre de motivation|carta de presentacion|carta de motivacion|lettera di presentazione|
  lettera motivazionale|lettera di motivazione|motivatiebrief|sollicitatiebrief|list motywacyjny|
  carta de apresentacao|carta de motivacao
`)

export const JOB_AD_PHRASES: readonly string[] = list(`
  job description|responsibilities|requirements|we are looking for|we are seeking|what we offer|about us|
  about the role|what you will do|what you ll do|who you are|benefits|apply now|the successful candidate|
  stellenbeschreibung|ihre aufgaben|ihr profil|wir bieten|wir suchen|offre d emploi|vos missions|votre profil|
  nous recherchons|nous offrons|buscamos|ofrecemos|requisitos|funciones|cerchiamo|offriamo|requisiti|wij zoeken|
  wij bieden|functie eisen|oferujemy|wymagania|obowiazki|procuramos|oferecemos|requisitos
`)

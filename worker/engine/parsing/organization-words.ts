/** Words that mark organisations (data, folded). Companies for experience, schools for education. */
import { list } from './text-utils'

export const COMPANY_WORDS: readonly string[] = list(`
  inc|ltd|llc|llp|plc|gmbh|ag|kg|se|sa|sas|sarl|sl|slu|spa|srl|bv|nv|lda|ltda|corp|corporation|co|company|
  companies|group|groupe|grupo|gruppo|holding|bank|banque|banco|technologies|technology|solutions|systems|labs|
  lab|consulting|services|pvt|limited|partners|associates|agency|studio|studios|enterprises|industries|
  international|global|software|networks|media|hospital|clinic|klinikum|stiftung|verein|ministry|ministerium|
  council|foundation|research|university|universitat|universite|universidad|universita|universiteit|uniwersytet|
  universidade|institute|institut|instituto|istituto|college|school|hochschule|academy|akademie|centre|center|
  centro|zentrum|government|department|office|army|navy|force|restaurant|hotel|store|stores|shop|market|pharmacy|
  firm|cooperativa|societa|societe|spolka|z o o|sp|comune|gemeente|stadt|ayuntamiento|mairie|cooperative
`)

export const INSTITUTION_WORDS: readonly string[] = list(`
  university|universitat|universitaet|universite|universidad|universita|universiteit|uniwersytet|universidade|
  college|school|institute|institut|instituto|istituto|academy|akademie|academie|academia|accademia|hochschule|
  fachhochschule|gymnasium|realschule|gesamtschule|berufsschule|lycee|ecole|escuela|scuola|school|hogeschool|
  politecnico|politechnika|polytechnic|polytechnique|liceo|liceum|technikum|szkola|escola|faculdade|facultad|
  faculte|facolta|faculty|conservatory|conservatoire|conservatorio|seminary|iit|nit|bits|polytechnik|tu|eth|epfl|
  mit|ucla|postech|kaist|vidyalaya|vidyapeeth|mahavidyalaya|vwo|havo|mbo|hbo|campus|tech|colegio|colexio|collegio|
  college|lyceum|schule|skola|skole
`)

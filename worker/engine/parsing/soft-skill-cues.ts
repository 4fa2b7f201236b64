/**
 * Words that make an unrecognised skills-section item a soft skill (data, folded). Only used when the
 * taxonomy does not know the item; the taxonomy's own hard/soft kind wins otherwise.
 */
import { list } from './text-utils'
export const SOFT_SKILL_CUES: readonly string[] = list(`
  communication|communicative|teamwork|team player|team building|leadership|interpersonal|problem solving|
  problem solver|organizational|organisational|organized|organised|time management|adaptability|adaptable|
  flexible|flexibility|creativity|creative|critical thinking|motivated|self motivated|self starter|
  detail oriented|attention to detail|multitasking|multi tasker|negotiation|negotiator|presentation|
  public speaking|empathy|customer oriented|results oriented|reliable|work ethic|collaboration|collaborative|
  conflict resolution|decision making|mentoring|coaching|quick learner|fast learner|resourceful|proactive|
  dependable|punctual|patient|judgment|teamfahigkeit|kommunikationsfahigkeit|belastbarkeit|zuverlassigkeit|
  selbststandig|teamgeist|esprit d equipe|travail en equipe|autonomie|rigueur|sens de l organisation|
  trabajo en equipo|liderazgo|comunicacion|lavoro di squadra|lavorare in gruppo|capacita comunicative|teamwerk|
  communicatief|samenwerken|praca zespolowa|komunikatywnosc|trabalho em equipa|trabalho em equipe|lideranca|
  comunicacao
`)

import { MESSAGE_LANGUAGES, type MessageLanguage } from '../../../worker/contracts/enums'

/**
 * Each message language by its own name (an endonym), so a recruiter finds the candidate's language
 * whatever the interface language is. These names are the same in every interface language, which is
 * why they are data here and not paraglide messages. A language added to the contract fails the
 * type check until it has a name.
 */
export const MESSAGE_LANGUAGE_NAMES: Record<MessageLanguage, string> = {
  de_DE: 'Deutsch',
  en_US: 'English',
  fr_FR: 'Français',
  es_ES: 'Español',
  it_IT: 'Italiano',
  pt_PT: 'Português',
  pl_PL: 'Polski',
  lt_LT: 'Lietuvių',
  et_ET: 'Eesti',
  lv_LV: 'Latviešu',
  ar_MSA: 'العربية',
  sv_SE: 'Svenska',
  nl_NL: 'Nederlands',
  uk_UA: 'Українська',
  sk_SK: 'Slovenčina',
  cs_CZ: 'Čeština',
  tr_TR: 'Türkçe',
  hu_HU: 'Magyar',
}

export type { MessageLanguage }
export { MESSAGE_LANGUAGES }

/** The BCP 47 tag for `lang` attributes: the language part of the contract's code (ar_MSA → ar). */
export function langTag(language: string): string {
  return language.split('_')[0] || language
}

/** Right-to-left scripts among the message languages (the server says so too, in `dir`). */
export function isRightToLeft(language: MessageLanguage): boolean {
  return language === 'ar_MSA'
}

export function isMessageLanguage(value: string): value is MessageLanguage {
  return (MESSAGE_LANGUAGES as readonly string[]).includes(value)
}

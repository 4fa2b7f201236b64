import { UI_LANGUAGES, type UiLanguage } from '../../../worker/contracts/enums'
import { m } from '../../paraglide/messages'

export function languageName(language: UiLanguage): string {
  return language === 'de_DE' ? m.language_german() : m.language_english()
}

/** The browser's language as a first guess: German for de-*, else English (spec §1). */
export function guessLanguage(): UiLanguage {
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('de') ? 'de_DE' : 'en_US'
}

/** English or German: the language of the mails and, later, of the organization. */
export function LanguageField({
  name,
  value,
  onChange,
  legend = m.language_label(),
}: {
  name: string
  value: UiLanguage
  onChange: (value: UiLanguage) => void
  legend?: string
}) {
  return (
    <fieldset className="field radio-group">
      <legend>{legend}</legend>
      {UI_LANGUAGES.map((language) => (
        <label key={language} className="radio-field">
          <input
            type="radio"
            name={name}
            value={language}
            checked={value === language}
            onChange={() => onChange(language)}
          />
          {languageName(language)}
        </label>
      ))}
    </fieldset>
  )
}

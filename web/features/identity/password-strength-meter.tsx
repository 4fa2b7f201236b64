import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_STRENGTHS,
  passwordRules,
  passwordStrength,
} from '../../../worker/contracts/password-policy'
import { m } from '../../paraglide/messages'
import { strengthLabel } from './password-check'

/**
 * Live feedback while typing a new password: the strength (weak, could be better, good, strong) as a
 * meter with its name in words, and the three rules of spec §5 ticked off one by one.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const strength = passwordStrength(password)
  const level = PASSWORD_STRENGTHS.indexOf(strength) + 1
  const rules = passwordRules(password)
  const label = strengthLabel(strength)
  const items = [
    { met: rules.minLength, text: m.password_rule_length({ value: PASSWORD_MIN_LENGTH }) },
    { met: rules.uppercase, text: m.password_rule_uppercase() },
    { met: rules.number, text: m.password_rule_number() },
  ]
  return (
    <div className="password-strength" id={id}>
      <meter
        className={`strength-meter strength-${strength}`}
        aria-label={m.password_strength_label()}
        min={0}
        max={PASSWORD_STRENGTHS.length}
        low={2}
        high={3}
        optimum={PASSWORD_STRENGTHS.length}
        value={password ? level : 0}
        aria-valuetext={password ? label : m.password_strength_empty()}
      />
      {/* Polite, so screen readers hear the new strength after a pause in typing, not on every key. */}
      <p className="strength-text" aria-live="polite">
        {password ? m.password_strength_value({ strength: label }) : m.password_strength_empty()}
      </p>
      <ul className="rule-list">
        {items.map((item) => (
          <li key={item.text} className={item.met ? 'rule-met' : 'rule-unmet'}>
            <span aria-hidden="true">{item.met ? '✓' : '○'}</span> {item.text}
            <span className="visually-hidden">{item.met ? ` (${m.password_rule_met()})` : ''}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

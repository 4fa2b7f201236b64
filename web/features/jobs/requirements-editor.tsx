import { useRef } from 'react'
import { m } from '../../paraglide/messages'
import { LanguagePicker } from '../pickers/language-picker'
import { OccupationPicker } from '../pickers/occupation-picker'
import { SkillPicker } from '../pickers/skill-picker'
import {
  ATTRIBUTES,
  emptyDraft,
  MAX_REQUIREMENTS,
  OPERATORS,
  type RequirementDraft,
  type RequirementErrors,
  type RequirementField,
} from './job-form-schema'
import { ATTRIBUTE_LABELS, type AttributeKind, levelLabel, OPERATOR_LABELS, SCALES } from './labels'

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null
}

/**
 * A value field: a select over the ordinal scale where the attribute has one, an occupation picker for
 * ISCO (title search, the code is the value), a skill picker (taxonomy suggestions or any text).
 */
function ValueField({
  id,
  label,
  attribute,
  value,
  error,
  onChange,
}: {
  id: string
  label: string
  attribute: AttributeKind
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  const scale = SCALES[attribute]
  if (attribute === 'isco')
    return <OccupationPicker id={id} label={label} value={value} error={error} onChange={(code) => onChange(code)} />
  if (!scale) return <SkillPicker id={id} label={label} value={value} error={error} onChange={onChange} />
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{m.jobs_requirement_choose()}</option>
        {scale.map((level) => (
          <option key={level} value={level}>
            {levelLabel(attribute, level)}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  )
}

/**
 * Requirements per attribute (spec §3): attribute, language (for language proficiency), operator,
 * value and — for BETWEEN — a maximum, and whether a mismatch knocks the applicant out.
 */
export function RequirementsEditor({
  idPrefix,
  drafts,
  errors,
  onChange,
  disabled = false,
}: {
  idPrefix: string
  drafts: readonly RequirementDraft[]
  errors: RequirementErrors
  onChange: (drafts: RequirementDraft[]) => void
  disabled?: boolean
}) {
  const addRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLOListElement>(null)

  const change = (key: string, patch: Partial<RequirementDraft>) =>
    onChange(
      drafts.map((d) => {
        if (d.key !== key) return d
        const next = { ...d, ...patch }
        // A new attribute has another scale: an old level would be meaningless.
        if (patch.attribute && patch.attribute !== d.attribute) {
          next.value = ''
          next.maxValue = ''
        }
        return next
      }),
    )

  const add = () => {
    const draft = emptyDraft()
    onChange([...drafts, draft])
    // Focus the new row's first control once it is rendered.
    requestAnimationFrame(() => document.getElementById(`${idPrefix}-${draft.key}-attribute`)?.focus())
  }

  const remove = (key: string) => {
    onChange(drafts.filter((d) => d.key !== key))
    addRef.current?.focus()
  }

  const err = (key: string, field: RequirementField) => errors[key]?.[field]

  return (
    <fieldset className="requirements" disabled={disabled}>
      <legend>{m.jobs_requirements()}</legend>
      <p className="field-hint">{m.jobs_requirements_hint()}</p>
      {drafts.length === 0 ? <p className="empty">{m.jobs_requirements_empty()}</p> : null}
      <ol ref={listRef} className="requirement-list">
        {drafts.map((d, index) => {
          const id = (field: string) => `${idPrefix}-${d.key}-${field}`
          const number = String(index + 1)
          return (
            <li key={d.key}>
              <fieldset className="requirement-row">
                <legend className="visually-hidden">{m.jobs_requirement_legend({ number })}</legend>
                <div className="field">
                  <label htmlFor={id('attribute')}>{m.jobs_requirement_attribute()}</label>
                  <select
                    id={id('attribute')}
                    value={d.attribute}
                    onChange={(event) => change(d.key, { attribute: event.target.value as AttributeKind })}
                  >
                    {ATTRIBUTES.map((attribute) => (
                      <option key={attribute} value={attribute}>
                        {ATTRIBUTE_LABELS[attribute]()}
                      </option>
                    ))}
                  </select>
                </div>
                {d.attribute === 'language_proficiency' ? (
                  <LanguagePicker
                    id={id('language')}
                    label={m.jobs_requirement_language()}
                    value={d.language}
                    error={err(d.key, 'language')}
                    onChange={(language) => change(d.key, { language })}
                  />
                ) : null}
                <div className="field">
                  <label htmlFor={id('operator')}>{m.jobs_requirement_operator()}</label>
                  <select
                    id={id('operator')}
                    value={d.operator}
                    onChange={(event) =>
                      change(d.key, { operator: event.target.value as RequirementDraft['operator'] })
                    }
                  >
                    {OPERATORS.map((operator) => (
                      <option key={operator} value={operator}>
                        {OPERATOR_LABELS[operator]()}
                      </option>
                    ))}
                  </select>
                </div>
                <ValueField
                  id={id('value')}
                  label={m.jobs_requirement_value()}
                  attribute={d.attribute}
                  value={d.value}
                  error={err(d.key, 'value')}
                  onChange={(value) => change(d.key, { value })}
                />
                {d.operator === 'BETWEEN' ? (
                  <ValueField
                    id={id('maxValue')}
                    label={m.jobs_requirement_max_value()}
                    attribute={d.attribute}
                    value={d.maxValue}
                    error={err(d.key, 'maxValue')}
                    onChange={(maxValue) => change(d.key, { maxValue })}
                  />
                ) : null}
                <label className="checkbox-field">
                  <input
                    type="checkbox"
                    checked={d.mandatory}
                    onChange={(event) => change(d.key, { mandatory: event.target.checked })}
                  />
                  {m.jobs_requirement_mandatory()}
                </label>
                <button
                  type="button"
                  className="button button-small button-danger-outline"
                  aria-label={m.jobs_requirement_remove({ number })}
                  onClick={() => remove(d.key)}
                >
                  {m.jobs_requirement_remove_short()}
                </button>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <button ref={addRef} type="button" className="button" disabled={drafts.length >= MAX_REQUIREMENTS} onClick={add}>
        {m.jobs_requirement_add()}
      </button>
    </fieldset>
  )
}

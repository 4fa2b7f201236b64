import { useState } from 'react'
import { ComboboxField } from '../../components/combobox-field'
import { m } from '../../paraglide/messages'
import { useSkillOptions } from './skill-picker'

/** "a, b,, B , c" → ["a", "b", "c"]: trimmed, empty parts dropped, duplicates (any case) once. */
export function splitSkills(text: string): string[] {
  const seen = new Set<string>()
  const skills: string[] = []
  for (const part of text.split(/[,\n;]/)) {
    const skill = part.trim()
    const key = skill.toLocaleLowerCase()
    if (skill === '' || seen.has(key)) continue
    seen.add(key)
    skills.push(skill)
  }
  return skills
}

/**
 * A list of skills as removable chips, and a type-ahead to add one: a taxonomy suggestion (arrows and
 * Enter), or the typed text with Enter (a pasted "a, b, c" adds three). A skill is listed once.
 */
export function SkillListField({
  id,
  label,
  skills,
  onChange,
  error,
}: {
  id: string
  label: string
  skills: readonly string[]
  onChange: (skills: string[]) => void
  error?: string
}) {
  // A new adder after each addition: its text starts empty again; the focus stays in it.
  const [round, setRound] = useState(0)
  const add = (text: string) => {
    const next = splitSkills([...skills, text].join(','))
    if (next.length !== skills.length) onChange(next)
    setRound((n) => n + 1)
    requestAnimationFrame(() => document.getElementById(id)?.focus())
  }
  const remove = (skill: string) => {
    onChange(skills.filter((s) => s !== skill))
    document.getElementById(id)?.focus()
  }
  return (
    <div className="skill-list-field">
      <ul className="chips" aria-label={label}>
        {skills.map((skill) => (
          <li key={skill} className="chip chip-removable">
            {skill}
            <button
              type="button"
              className="chip-remove"
              aria-label={m.picker_skill_remove({ skill })}
              onClick={() => remove(skill)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <ComboboxField
        key={round}
        id={id}
        label={m.picker_skill_add({ list: label })}
        value=""
        valueLabel=""
        onChange={(value, option) => {
          if (option) add(value)
        }}
        onEnter={(text) => {
          if (text) add(text)
        }}
        useOptions={useSkillOptions}
        allowCustomValue
        placeholder={m.picker_skill_placeholder()}
        hint={m.picker_skill_hint()}
        error={error}
      />
    </div>
  )
}

import { type KeyboardEvent, type Ref, useId, useRef, useState } from 'react'
import { m } from '../../paraglide/messages'
import { activeMention, insertMention, type MentionCandidate, matchingCandidates } from './mention-text'

interface MentionTextareaProps {
  id: string
  label: string
  value: string
  onChange: (text: string) => void
  /** Called when a member is picked from the list. */
  onMention: (member: MentionCandidate) => void
  candidates: readonly MentionCandidate[]
  error?: string
  hint?: string
  rows?: number
  ref?: Ref<HTMLTextAreaElement>
}

/**
 * A text area that offers team members while `@name` is typed: a listbox below it, as the ARIA
 * combobox pattern has it (focus stays in the text area; arrows move the active option, Enter or Tab
 * picks it, Escape closes the list).
 */
export function MentionTextarea({
  id,
  label,
  value,
  onChange,
  onMention,
  candidates,
  error,
  hint,
  rows = 3,
  ref,
}: MentionTextareaProps) {
  const listId = useId()
  const own = useRef<HTMLTextAreaElement | null>(null)
  const [caret, setCaret] = useState(0)
  const [active, setActive] = useState(0)
  const [dismissedAt, setDismissedAt] = useState<number | null>(null)
  const typing = activeMention(value, caret)
  const options = typing && dismissedAt !== typing.start ? matchingCandidates(candidates, typing.query) : []
  const open = options.length > 0
  const current = open ? Math.min(active, options.length - 1) : -1
  const optionId = (index: number) => `${listId}-option-${index}`
  const hintId = hint ? `${id}-hint` : null
  const errorId = error ? `${id}-error` : null

  const pick = (member: MentionCandidate) => {
    if (!typing) return
    const next = insertMention(value, typing.start, caret, member.name)
    onChange(next.text)
    onMention(member)
    setCaret(next.caret)
    setActive(0)
    // Put the caret after the inserted name once React has written the new value.
    requestAnimationFrame(() => own.current?.setSelectionRange(next.caret, next.caret))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current + step + options.length) % options.length)
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const member = options[current]
      if (member) {
        event.preventDefault()
        pick(member)
      }
    } else if (event.key === 'Escape') {
      // Closes the list only; a dialog around the form stays open.
      event.preventDefault()
      event.stopPropagation()
      setDismissedAt(typing?.start ?? null)
    }
  }

  return (
    <div className="field mention-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId ?? undefined} className="field-hint">
          {hint}
        </p>
      ) : null}
      <textarea
        ref={(node) => {
          own.current = node
          if (typeof ref === 'function') ref(node)
          else if (ref) ref.current = node
        }}
        id={id}
        rows={rows}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          onChange(event.target.value)
          setCaret(event.target.selectionStart)
          setActive(0)
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissedAt(typing?.start ?? null)}
        onFocus={() => setDismissedAt(null)}
      />
      <ul id={listId} role="listbox" aria-label={m.comments_mention_list()} className="mention-options" hidden={!open}>
        {options.map((member, index) => (
          <li
            key={member.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            className="mention-option"
            // mousedown, not click: the text area must keep the focus (and the caret).
            onMouseDown={(event) => {
              event.preventDefault()
              pick(member)
            }}
          >
            {member.name}
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId ?? undefined} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

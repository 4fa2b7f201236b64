import { useQuery } from '@tanstack/react-query'
import { type KeyboardEvent, useId, useMemo, useState } from 'react'
import { CHAT_MESSAGE_MAX } from '../../../worker/contracts/chats'
import { teamQueries } from '../../api/team'
import { m } from '../../paraglide/messages'

export interface Draft {
  text: string
  mentions: string[]
}

/** The word being typed right before the caret, when it starts with @. */
function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([\p{L}\p{N}._-]*)$/u.exec(text.slice(0, caret))
  if (!match) return null
  return { start: caret - (match[2]?.length ?? 0) - 1, query: match[2] ?? '' }
}

/**
 * A message text field with the @mention picker (team names, GET /api/team/names): typing @ and a few
 * letters lists matching members; arrow keys move, Enter or a click picks, Escape closes. Enter sends,
 * Shift+Enter starts a new line. 'Message cannot be empty' (spec §5) is checked before sending.
 */
export function MessageComposer({
  organizationId,
  initial,
  label,
  submitLabel,
  pending,
  candidates,
  onSubmit,
  onCancel,
}: {
  organizationId: string | null
  initial?: Draft
  label: string
  submitLabel: string
  pending: boolean
  /** Team chats: only their members can be mentioned. */
  candidates?: string[]
  /** Resolves true once stored; false puts a new message's text back. */
  onSubmit: (draft: Draft) => Promise<boolean>
  onCancel?: () => void
}) {
  const id = useId()
  const [text, setText] = useState(initial?.text ?? '')
  const [mentions, setMentions] = useState<string[]>(initial?.mentions ?? [])
  const [caret, setCaret] = useState(0)
  const [active, setActive] = useState(0)
  const [dismissed, setDismissed] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const names = useQuery(teamQueries.names(organizationId))

  const query = dismissed ? null : mentionQuery(text, caret)
  const options = useMemo(() => {
    if (!query) return []
    const q = query.query.toLocaleLowerCase()
    return (names.data ?? [])
      .filter((n) => !candidates || candidates.includes(n.id))
      .filter((n) => n.name.toLocaleLowerCase().includes(q))
      .slice(0, 8)
  }, [query, names.data, candidates])
  const open = options.length > 0

  function pick(option: { id: string; name: string }) {
    if (!query) return
    const before = `${text.slice(0, query.start)}@${option.name} `
    setText(before + text.slice(caret))
    setCaret(before.length)
    setMentions((list) => (list.includes(option.id) ? list : [...list, option.id]))
    setActive(0)
  }

  async function submit() {
    const trimmed = text.trim()
    if (trimmed === '') {
      setError(m.chat_message_empty())
      return
    }
    setError(null)
    // Keep only mentions whose @Name is still in the text.
    const kept = mentions.filter((mid) => {
      const name = names.data?.find((n) => n.id === mid)?.name
      return name !== undefined && trimmed.includes(`@${name}`)
    })
    // A new message's field empties at once, so the next one can be typed while this one is sent.
    if (!initial) {
      setText('')
      setMentions([])
    }
    const stored = await onSubmit({ text: trimmed, mentions: kept })
    if (!stored && !initial) {
      setText(trimmed)
      setMentions(kept)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault()
      setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length)
    } else if (open && (event.key === 'Enter' || event.key === 'Tab')) {
      event.preventDefault()
      const option = options[active]
      if (option) pick(option)
    } else if (open && event.key === 'Escape') {
      event.preventDefault()
      setDismissed(true)
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault()
      onCancel()
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      if (!pending) void submit()
    }
  }

  const listId = `${id}-mentions`
  return (
    <form
      className="chat-composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!pending) void submit()
      }}
    >
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {label}
      </label>
      <div className="chat-composer-field">
        <textarea
          id={`${id}-text`}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          value={text}
          placeholder={m.chat_composer_placeholder()}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value)
            setCaret(event.target.selectionStart)
            setDismissed(false)
            if (error) setError(null)
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          // biome-ignore lint/a11y/noAutofocus: editing a message moves focus to its text on purpose
          autoFocus={initial !== undefined}
        />
        <div
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={m.chat_mention_picker()}
          className="chat-mentions"
          hidden={!open}
        >
          {options.map((option, index) => (
            <div
              key={option.id}
              tabIndex={-1}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault()
                pick(option)
              }}
            >
              {option.name}
            </div>
          ))}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        {onCancel ? (
          <button type="button" className="button button-small" onClick={onCancel}>
            {m.common_cancel()}
          </button>
        ) : null}
        <button type="submit" className="button button-primary button-small" aria-disabled={pending || undefined}>
          {pending ? m.common_sending() : submitLabel}
        </button>
      </div>
    </form>
  )
}

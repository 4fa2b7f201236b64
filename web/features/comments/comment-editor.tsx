import { type FormEvent, useState } from 'react'
import type { CommentMention } from '../../api/comments'
import { m } from '../../paraglide/messages'
import { mentionsInText } from './mention-text'
import { MentionTextarea } from './mention-textarea'

interface CommentEditorProps {
  id: string
  label: string
  submitLabel: string
  candidates: readonly CommentMention[]
  initialText?: string
  initialMentions?: readonly CommentMention[]
  pending: boolean
  /** Answers true when saved: the editor then empties itself. */
  onSubmit: (body: { text: string; mentions: string[] }) => Promise<boolean>
  onCancel?: () => void
}

/** The text area of a new or edited comment, with the @mention picker and spec §5's empty check. */
export function CommentEditor({
  id,
  label,
  submitLabel,
  candidates,
  initialText = '',
  initialMentions = [],
  pending,
  onSubmit,
  onCancel,
}: CommentEditorProps) {
  const [text, setText] = useState(initialText)
  const [picked, setPicked] = useState<CommentMention[]>([...initialMentions])
  const [error, setError] = useState<string | undefined>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    if (text.trim() === '') {
      setError(m.comments_empty())
      document.getElementById(id)?.focus()
      return
    }
    const mentions = mentionsInText(text, picked).map((p) => p.id)
    if (await onSubmit({ text, mentions })) {
      setText('')
      setPicked([])
    }
  }

  return (
    <form className="comment-editor" onSubmit={(event) => void submit(event)} noValidate>
      <MentionTextarea
        id={id}
        label={label}
        hint={m.comments_mention_hint()}
        value={text}
        onChange={(next) => {
          setText(next)
          if (error && next.trim() !== '') setError(undefined)
        }}
        onMention={(member) => setPicked((list) => [...list, member])}
        candidates={candidates}
        error={error}
      />
      <div className="button-row">
        <button type="submit" className="button" aria-disabled={pending || undefined}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {m.comments_cancel()}
          </button>
        ) : null}
      </div>
    </form>
  )
}

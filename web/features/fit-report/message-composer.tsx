import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { type CandidateMessage, generateCandidateMessage } from '../../api/fit-reports'
import { m } from '../../paraglide/messages'
import { CopyButton } from './copy-button'
import {
  isMessageLanguage,
  langTag,
  MESSAGE_LANGUAGE_NAMES,
  MESSAGE_LANGUAGES,
  type MessageLanguage,
} from './message-languages'
import { SmsCounter } from './sms-counter'

type Decision = 'invite' | 'reject'
type Channel = 'email' | 'sms'

/** The generated message as the recruiter edits it; `language`/`dir` stay those of the generation. */
export interface MessageDraft {
  language: MessageLanguage
  dir: 'ltr' | 'rtl'
  channel: Channel
  subject: string
  body: string
}

function draftOf(message: CandidateMessage, channel: Channel): MessageDraft {
  return {
    language: message.language,
    dir: message.dir,
    channel,
    subject: message.subject ?? '',
    body: message.body,
  }
}

function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string
  name: string
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
}) {
  return (
    <fieldset className="field radio-group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="radio-field">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * Spec §2 Fit report: an invite or reject message, as an email or a short text, in any of the 18
 * message languages; editable before copying. Short texts show their segments as they are edited.
 */
export function MessageComposer({
  applicantId,
  jobId,
  defaultLanguage,
  onDraftChange,
}: {
  applicantId: string
  jobId: string
  defaultLanguage: MessageLanguage
  /** Told of every edit, so the report's PDF can carry the message as it stands. */
  onDraftChange?: (draft: MessageDraft | null) => void
}) {
  const uid = useId()
  const [decision, setDecision] = useState<Decision>('invite')
  const [channel, setChannel] = useState<Channel>('email')
  const [language, setLanguage] = useState<MessageLanguage>(defaultLanguage)
  const [draft, setDraft] = useState<MessageDraft | null>(null)
  useEffect(() => onDraftChange?.(draft), [draft, onDraftChange])

  const mutation = useMutation({
    mutationFn: (input: { decision: Decision; channel: Channel; language: MessageLanguage }) =>
      generateCandidateMessage({ applicantId, jobId, ...input }),
    onSuccess: (message, input) => setDraft(draftOf(message, input.channel)),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    mutation.mutate({ decision, channel, language })
  }

  const ids = {
    language: `${uid}-language`,
    subject: `${uid}-subject`,
    body: `${uid}-body`,
    counter: `${uid}-counter`,
  }
  const lang = draft ? langTag(draft.language) : undefined

  return (
    <section className="card message-composer" aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`} className="card-title">
        {m.message_title()}
      </h2>
      <form className="form message-options" noValidate onSubmit={onSubmit}>
        <div className="message-option-row">
          <RadioGroup
            legend={m.message_decision()}
            name={`${uid}-decision`}
            value={decision}
            onChange={setDecision}
            options={[
              { value: 'invite', label: m.message_decision_invite() },
              { value: 'reject', label: m.message_decision_reject() },
            ]}
          />
          <RadioGroup
            legend={m.message_channel()}
            name={`${uid}-channel`}
            value={channel}
            onChange={setChannel}
            options={[
              { value: 'email', label: m.message_channel_email() },
              { value: 'sms', label: m.message_channel_sms() },
            ]}
          />
          <div className="field">
            <label htmlFor={ids.language}>{m.message_language()}</label>
            <select
              id={ids.language}
              value={language}
              onChange={(event) => {
                if (isMessageLanguage(event.target.value)) setLanguage(event.target.value)
              }}
            >
              {MESSAGE_LANGUAGES.map((code) => (
                <option key={code} value={code} lang={langTag(code)}>
                  {MESSAGE_LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="button-row">
          <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
            {mutation.isPending ? (
              <>
                <span className="spinner" aria-hidden="true" />
                &nbsp;{m.message_generating()}
              </>
            ) : (
              m.message_generate()
            )}
          </button>
        </div>
        <div className="form-alert" role="alert">
          {mutation.isError ? <p>{m.message_failed()}</p> : null}
        </div>
      </form>
      {draft ? (
        <fieldset className="message-draft">
          <legend className="visually-hidden">{m.message_draft()}</legend>
          {draft.channel === 'email' ? (
            <div className="field">
              <label htmlFor={ids.subject}>{m.message_subject()}</label>
              <input
                id={ids.subject}
                value={draft.subject}
                dir={draft.dir}
                lang={lang}
                autoComplete="off"
                onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
              />
            </div>
          ) : null}
          <div className="field">
            <label htmlFor={ids.body}>{draft.channel === 'email' ? m.message_body() : m.message_sms_text()}</label>
            <textarea
              id={ids.body}
              value={draft.body}
              dir={draft.dir}
              lang={lang}
              rows={draft.channel === 'email' ? 12 : 5}
              aria-describedby={draft.channel === 'sms' ? ids.counter : undefined}
              onChange={(event) => setDraft({ ...draft, body: event.target.value })}
            />
            {draft.channel === 'sms' ? <SmsCounter id={ids.counter} text={draft.body} /> : null}
          </div>
          <div className="button-row">
            {draft.channel === 'email' ? <CopyButton text={draft.subject} label={m.message_copy_subject()} /> : null}
            <CopyButton
              text={draft.body}
              label={draft.channel === 'email' ? m.message_copy_body() : m.message_copy_sms()}
            />
          </div>
          {mutation.data ? (
            <p className="table-note">
              {m.message_written_by({ model: mutation.data.model, version: mutation.data.promptVersion })}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </section>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../../api/client'
import { devMailboxQueries } from '../../api/dev-mailbox'
import { ErrorNotice } from '../../components/page-status'
import { TextField } from '../../components/text-field'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { linkify } from './linkify'

const dateFormat = () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

function isNotAvailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/** What the local outbox "sent": newest first, filtered by recipient, one mail opened. */
export function DevMailbox({ to, id }: { to: string; id: string | undefined }) {
  const navigate = useNavigate()
  const [filter, setFilter] = useState(to)
  const list = useQuery(devMailboxQueries.list(to))

  if (isNotAvailable(list.error)) {
    return (
      <p className="notice" role="status">
        {m.dev_mailbox_not_available()}
      </p>
    )
  }
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void navigate({ to: '/dev/mailbox', search: filter.trim() ? { to: filter.trim() } : {} })
  }
  const mails = [...(list.data?.mails ?? [])].sort((a, b) => b.createdAt - a.createdAt)
  return (
    <div className="mailbox">
      <form className="toolbar" aria-label={m.dev_mailbox_filter()} onSubmit={onFilter}>
        <TextField
          id="mailbox-to"
          type="email"
          label={m.dev_mailbox_filter()}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <button type="submit" className="button button-secondary">
          {m.dev_mailbox_apply_filter()}
        </button>
      </form>
      {list.isError ? <ErrorNotice message={errorMessage(list.error)} onRetry={() => void list.refetch()} /> : null}
      <div className="mailbox-panes">
        <section aria-labelledby="mailbox-list-heading">
          <h2 id="mailbox-list-heading" className="card-title">
            {m.dev_mailbox_list_title({ count: mails.length })}
          </h2>
          {list.isPending ? <p role="status">{m.common_loading()}</p> : null}
          {list.isSuccess && mails.length === 0 ? <p>{m.dev_mailbox_empty()}</p> : null}
          <ul className="mailbox-list">
            {mails.map((mail) => (
              <li key={mail.id}>
                <Link
                  to="/dev/mailbox"
                  search={{ ...(to ? { to } : {}), id: mail.id }}
                  aria-current={mail.id === id ? 'true' : undefined}
                  className="mailbox-item"
                >
                  <span className="mailbox-subject">{mail.subject}</span>
                  <span className="muted">
                    {mail.to} · {dateFormat().format(mail.createdAt)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {id ? <MailView id={id} /> : null}
      </div>
    </div>
  )
}

function MailView({ id }: { id: string }) {
  const mail = useQuery(devMailboxQueries.mail(id))
  if (mail.isError) return <ErrorNotice message={errorMessage(mail.error)} />
  if (!mail.data) return <p role="status">{m.common_loading()}</p>
  const { subject, to, createdAt, text, html } = mail.data
  return (
    <article className="mail-view card" aria-labelledby="mail-subject">
      <h2 id="mail-subject">{subject}</h2>
      <p className="muted">
        {m.dev_mailbox_to({ to })} · {dateFormat().format(createdAt)}
      </p>
      <h3 className="subheading">{m.dev_mailbox_text_part()}</h3>
      <pre className="mail-text">{linkify(text)}</pre>
      {html ? (
        <>
          <h3 className="subheading">{m.dev_mailbox_html_part()}</h3>
          {/* sandbox="" : no scripts, no forms, no navigation of this page; the mail is only looked at. */}
          <iframe className="mail-html" title={m.dev_mailbox_html_part()} sandbox="" srcDoc={html} />
        </>
      ) : null}
    </article>
  )
}

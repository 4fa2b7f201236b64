import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type EmailFilter, inboxQueries } from '../../api/inbox'
import { LoadMoreButton } from '../../components/data-table/load-more-footer'
import { ErrorNotice, PagePending } from '../../components/page-status'
import { m } from '../../paraglide/messages'
import { formatReceived } from './format'
import { MailAccounts } from './mail-accounts'
import { MailView } from './mail-view'

export const FILTERS: { value: EmailFilter; label: () => string }[] = [
  { value: 'ALL', label: m.inbox_filter_all },
  { value: 'PENDING', label: m.inbox_filter_pending },
  { value: 'PROCESSED', label: m.inbox_filter_processed },
  { value: 'WITH_IMPORTED', label: m.inbox_filter_imported },
]

/** Spec §2 Inbox mail: the connected accounts, the four filters, the list and the selected mail. */
export function InboxScreen({
  organizationId,
  filter,
  mail,
}: {
  organizationId: string | null
  filter: EmailFilter
  mail: string | undefined
}) {
  const accounts = useQuery(inboxQueries.accounts(organizationId))
  const list = useInfiniteQuery({
    ...inboxQueries.list(organizationId, filter),
    enabled: (accounts.data?.accounts.length ?? 0) > 0,
  })
  const hasAccount = (accounts.data?.accounts.length ?? 0) > 0
  const items = list.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <>
      <MailAccounts organizationId={organizationId} />
      {accounts.isPending ? <PagePending /> : null}
      {accounts.isSuccess && !hasAccount ? <p className="muted">{m.inbox_no_account()}</p> : null}
      {hasAccount ? (
        <div className="inbox-layout">
          <section className="card" aria-label={m.inbox_list_label()}>
            <nav aria-label={m.inbox_filters_label()} className="inbox-filters">
              {FILTERS.map((f) => (
                <Link
                  key={f.value}
                  to="/inbox"
                  search={{ filter: f.value }}
                  aria-current={f.value === filter ? 'page' : undefined}
                  className="button"
                >
                  {f.label()}
                </Link>
              ))}
            </nav>
            {list.isPending ? <PagePending /> : null}
            {list.isError && !list.isFetchNextPageError ? (
              <ErrorNotice message={m.inbox_receive_error()} onRetry={() => void list.refetch()} />
            ) : null}
            {list.isSuccess && items.length === 0 ? <p className="muted">{m.inbox_empty()}</p> : null}
            {items.length > 0 ? (
              <ul className="plain-list inbox-list">
                {items.map((item) => (
                  <li key={item.id}>
                    <Link
                      to="/inbox"
                      search={{ filter, mail: item.id }}
                      aria-current={item.id === mail ? 'true' : undefined}
                      className="inbox-list-link"
                    >
                      <span className="inbox-list-subject">{item.subject ?? m.inbox_no_subject()}</span>
                      <span className="muted">
                        {item.fromName ?? item.fromAddress} · {formatReceived(item.receivedAt)}
                      </span>
                      {item.processed ? <span className="badge">{m.inbox_processed_badge()}</span> : null}
                      {item.importedCount > 0 ? <span className="badge">{m.inbox_imported()}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {list.isFetchNextPageError ? (
              <ErrorNotice message={m.inbox_receive_error()} onRetry={() => void list.fetchNextPage()} />
            ) : list.hasNextPage ? (
              <div className="load-more">
                <LoadMoreButton query={list} label={m.inbox_load_more()} />
              </div>
            ) : null}
          </section>
          <div className="inbox-pane">
            {mail ? (
              <MailView key={mail} organizationId={organizationId} emailId={mail} />
            ) : (
              <p className="muted">{m.inbox_select_mail()}</p>
            )}
          </div>
        </div>
      ) : null}
    </>
  )
}

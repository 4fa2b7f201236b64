import { queryOptions } from '@tanstack/react-query'
import { OutboxListSchema, OutboxMailSchema } from '../../worker/contracts/dev-mailbox'
import { api, parseJson } from './client'

export type { OutboxMail, OutboxMailSummary } from '../../worker/contracts/dev-mailbox'

/** The local outbox (local mode only: the server answers 404 anywhere else). */
export const devMailboxQueries = {
  list: (to: string) =>
    queryOptions({
      queryKey: ['dev-mailbox', 'list', to] as const,
      queryFn: ({ signal }) =>
        parseJson(api.dev.mailbox.$get({ query: to ? { to } : {} }, { init: { signal } }), OutboxListSchema),
      // New mail arrives while the developer clicks through a flow in another tab.
      refetchInterval: 5_000,
    }),
  mail: (id: string) =>
    queryOptions({
      queryKey: ['dev-mailbox', 'mail', id] as const,
      queryFn: ({ signal }) =>
        parseJson(api.dev.mailbox[':id'].$get({ param: { id } }, { init: { signal } }), OutboxMailSchema),
      staleTime: Number.POSITIVE_INFINITY,
    }),
}

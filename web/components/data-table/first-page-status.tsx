import { ErrorNotice } from '../page-status'
import { TableSkeleton } from './table-skeleton'

/** A table before its first page arrives: placeholder rows, or what failed with a way to retry. */
export function FirstPageStatus({
  query,
  failed,
}: {
  query: { isError: boolean; refetch: () => Promise<unknown> }
  failed: string
}) {
  return query.isError ? <ErrorNotice message={failed} onRetry={() => void query.refetch()} /> : <TableSkeleton />
}

import { type Column, type SQL, sql } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'

/**
 * A column with its table's name, for correlated subqueries in `sql` fields. drizzle leaves the table
 * name out of the columns of a single-table select, so `${outer.id}` inside a subquery would bind to
 * the subquery's own table when it has a column of that name.
 */
export function qualified(table: SQLiteTable, column: Column): SQL {
  return sql`${table}.${sql.identifier(column.name)}`
}

import { asc, eq, sql } from 'drizzle-orm'
import { clients } from '../../db/schema'
import type { ClientName } from '../contracts/clients'
import type { Database } from '../db/database'

/** The clients of one tenant; every query starts with tenant_id (clients_tenant_name_idx). */
export function clientsRepo(db: Database, tenantId: string) {
  return {
    /** Id, name and hire type only: the job's client picker needs no addresses or notes. */
    all(): Promise<ClientName[]> {
      return db
        .select({ id: clients.id, name: clients.name, hireType: clients.hireType })
        .from(clients)
        .where(eq(clients.tenantId, tenantId))
        .orderBy(sql`${clients.name} collate nocase`, asc(clients.id))
    },
  }
}

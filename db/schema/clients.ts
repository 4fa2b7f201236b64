import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { CLIENT_PRIVACY, HIRE_TYPES } from '../../worker/contracts/enums'
import { createdAt, enumCheck, id, updatedAt } from './columns'
import { tenantRef } from './tenant-scope'

/** A hiring company that an agency organization recruits for. */
export const clients = sqliteTable(
  'clients',
  {
    id: id(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    address: text('address'),
    brandLanguage: text('brand_language'),
    culture: text('culture'),
    info: text('info'),
    /** Agencies only: recruiting writes in the client's tone, staffing in the agency's own. */
    hireType: text('hire_type', { enum: HIRE_TYPES }),
    privacy: text('privacy', { enum: CLIENT_PRIVACY }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('clients_tenant_name_idx').on(t.tenantId, t.name),
    enumCheck('clients_hire_type_ck', t.hireType, HIRE_TYPES, true),
    enumCheck('clients_privacy_ck', t.privacy, CLIENT_PRIVACY, true),
  ],
)

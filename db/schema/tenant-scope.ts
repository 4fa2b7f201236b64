import { tenantId } from './columns'
import { organizations } from './tenants'

/**
 * `tenant_id` of a tenant-scoped table: deleting an organization deletes everything it owns.
 * Kept apart from columns.ts so columns.ts does not import tenants.ts (which imports columns.ts).
 */
export const tenantRef = () => tenantId().references(() => organizations.id, { onDelete: 'cascade' })

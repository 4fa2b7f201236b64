import type { Permission } from '../../../worker/contracts/permissions'
import { m } from '../../paraglide/messages'

export interface MenuEntry {
  to: string
  /** The message itself, not its key: a key looked up at run time would put every message in the first load. */
  label: () => string
  /** All of these are needed (spec §6: a check passes only if all are held). */
  permissions: readonly Permission[]
  /** Spec §2: some entries (clients) exist only for agency organizations. */
  agencyOnly?: boolean
  /** A live count beside the label (the chat entry's unread messages). */
  badge?: 'chat-unread'
  /** The screen shows an organization's data: hidden while the session has none. */
  needsOrganization?: boolean
}

/**
 * The main menu of spec §2, in its order. Only screens that exist are listed; later issues add
 * entries here (candidates, open positions, clients, team chat, inbox, integrations, organization,
 * admin), and an entry whose route is not built yet is dropped by `visibleMenuEntries` anyway.
 */
export const MAIN_MENU: readonly MenuEntry[] = [
  { to: '/dashboard', label: m.nav_dashboard, permissions: ['DASHBOARD'], needsOrganization: true },
  { to: '/applicants', label: m.nav_candidates, permissions: ['APPLICANT_READ'] },
  { to: '/jobs', label: m.nav_open_positions, permissions: ['JOB_READ'] },
  { to: '/chats', label: m.nav_chats, permissions: ['CHAT'], badge: 'chat-unread' },
  { to: '/clients', label: m.nav_clients, permissions: ['CLIENT_READ'], agencyOnly: true },
  { to: '/inbox', label: m.nav_inbox, permissions: ['APPLICANT_CREATE'] },
  // Organization settings, then the platform admin's screens (spec §2 menu order).
  { to: '/organization/general', label: m.nav_organization_general, permissions: ['ORGANIZATION_READ'] },
  // Settings screens a member could only look at are not offered: they are listed for those who may change them.
  {
    to: '/organization/attribute-weights',
    label: m.nav_attribute_weights,
    permissions: ['ORGANIZATION_READ', 'ORGANIZATION_UPDATE'],
  },
  { to: '/organization/team', label: m.nav_team, permissions: ['TEAM_READ'] },
  { to: '/organization/ai-models', label: m.nav_ai_models, permissions: ['AI_MODEL_READ', 'AI_MODEL_UPDATE'] },
  { to: '/organization/ai-prompts', label: m.nav_ai_prompts, permissions: ['AI_PROMPT_READ', 'AI_PROMPT_UPDATE'] },
  { to: '/organization/integrations', label: m.nav_integrations, permissions: ['INTEGRATIONS_READ'] },
  { to: '/admin', label: m.nav_admin_overview, permissions: ['ADMIN_READ'] },
  { to: '/admin/organizations', label: m.nav_admin_organizations, permissions: ['ADMIN_READ'] },
  { to: '/admin/users', label: m.nav_admin_users, permissions: ['ADMIN_READ'] },
  { to: '/admin/failed-tasks', label: m.nav_admin_failed_tasks, permissions: ['ADMIN_READ'] },
  { to: '/admin/ai-models', label: m.nav_admin_ai_models, permissions: ['ADMIN_READ'] },
  { to: '/admin/ai-prompts', label: m.nav_admin_ai_prompts, permissions: ['ADMIN_READ'] },
]

export interface MenuFilterInput {
  permissions: readonly string[]
  isAgency: boolean
  hasOrganization: boolean
  /** Whether the router has a page at this path. */
  routeExists: (path: string) => boolean
}

export function visibleMenuEntries(entries: readonly MenuEntry[], input: MenuFilterInput): MenuEntry[] {
  const granted = new Set(input.permissions)
  return entries.filter(
    (entry) =>
      entry.permissions.every((permission) => granted.has(permission)) &&
      (!entry.agencyOnly || input.isAgency) &&
      (!entry.needsOrganization || input.hasOrganization) &&
      input.routeExists(entry.to),
  )
}

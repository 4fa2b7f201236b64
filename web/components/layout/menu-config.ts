import type { Permission } from '../../../worker/contracts/permissions'
import type { m } from '../../paraglide/messages'

/** Any message key starting with nav_, so a new menu entry only needs its message and its route. */
export type NavLabelKey = Extract<keyof typeof m, `nav_${string}`>

export interface MenuEntry {
  to: string
  labelKey: NavLabelKey
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
  { to: '/dashboard', labelKey: 'nav_dashboard', permissions: ['DASHBOARD'], needsOrganization: true },
  { to: '/applicants', labelKey: 'nav_candidates', permissions: ['APPLICANT_READ'] },
  { to: '/jobs', labelKey: 'nav_open_positions', permissions: ['JOB_READ'] },
  { to: '/chats', labelKey: 'nav_chats', permissions: ['CHAT'], badge: 'chat-unread' },
  { to: '/clients', labelKey: 'nav_clients', permissions: ['CLIENT_READ'], agencyOnly: true },
  // Organization settings, then the platform admin's screens (spec §2 menu order).
  { to: '/organization/general', labelKey: 'nav_organization_general', permissions: ['ORGANIZATION_READ'] },
  // Settings screens a member could only look at are not offered: they are listed for those who may change them.
  {
    to: '/organization/attribute-weights',
    labelKey: 'nav_attribute_weights',
    permissions: ['ORGANIZATION_READ', 'ORGANIZATION_UPDATE'],
  },
  { to: '/organization/team', labelKey: 'nav_team', permissions: ['TEAM_READ'] },
  { to: '/organization/ai-models', labelKey: 'nav_ai_models', permissions: ['AI_MODEL_READ', 'AI_MODEL_UPDATE'] },
  { to: '/organization/ai-prompts', labelKey: 'nav_ai_prompts', permissions: ['AI_PROMPT_READ', 'AI_PROMPT_UPDATE'] },
  { to: '/admin', labelKey: 'nav_admin_overview', permissions: ['ADMIN_READ'] },
  { to: '/admin/organizations', labelKey: 'nav_admin_organizations', permissions: ['ADMIN_READ'] },
  { to: '/admin/users', labelKey: 'nav_admin_users', permissions: ['ADMIN_READ'] },
  { to: '/admin/failed-tasks', labelKey: 'nav_admin_failed_tasks', permissions: ['ADMIN_READ'] },
  { to: '/admin/ai-models', labelKey: 'nav_admin_ai_models', permissions: ['ADMIN_READ'] },
  { to: '/admin/ai-prompts', labelKey: 'nav_admin_ai_prompts', permissions: ['ADMIN_READ'] },
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

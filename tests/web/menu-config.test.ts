import { describe, expect, it } from 'vitest'
import { MAIN_MENU, type MenuEntry, visibleMenuEntries } from '../../web/components/layout/menu-config'

const entries: MenuEntry[] = [
  { to: '/dashboard', label: () => 'Dashboard', permissions: ['DASHBOARD'] },
  { to: '/clients', label: () => 'Dashboard', permissions: ['CLIENT_READ'], agencyOnly: true },
  { to: '/not-built-yet', label: () => 'Dashboard', permissions: [] },
]
const routes = new Set(['/dashboard', '/clients'])
const routeExists = (path: string) => routes.has(path)

describe('main menu', () => {
  it('lists only entries whose permissions are all held', () => {
    const visible = visibleMenuEntries(entries, {
      permissions: ['PROFILE'],
      isAgency: true,
      hasOrganization: true,
      routeExists,
    })
    expect(visible.map((entry) => entry.to)).toEqual([])
  })

  it('lists agency-only entries for agencies only', () => {
    const input = { permissions: ['DASHBOARD', 'CLIENT_READ'], hasOrganization: true, routeExists }
    expect(visibleMenuEntries(entries, { ...input, isAgency: false }).map((e) => e.to)).toEqual(['/dashboard'])
    expect(visibleMenuEntries(entries, { ...input, isAgency: true }).map((e) => e.to)).toEqual([
      '/dashboard',
      '/clients',
    ])
  })

  it('drops entries whose page does not exist yet', () => {
    const visible = visibleMenuEntries(entries, {
      permissions: [],
      isAgency: false,
      hasOrganization: true,
      routeExists: () => false,
    })
    expect(visible).toEqual([])
  })

  it('hides organization screens without an organization and settings a member could only read', () => {
    const paths = (permissions: string[], hasOrganization: boolean) =>
      visibleMenuEntries(MAIN_MENU, { permissions, isAgency: false, hasOrganization, routeExists: () => true }).map(
        (entry) => entry.to,
      )
    expect(paths(['DASHBOARD', 'ADMIN_READ'], false)).not.toContain('/dashboard')
    expect(paths(['DASHBOARD', 'ADMIN_READ'], false)).toContain('/admin')
    const member = ['DASHBOARD', 'ORGANIZATION_READ', 'TEAM_READ', 'AI_MODEL_READ', 'AI_PROMPT_READ']
    expect(paths(member, true)).toEqual(['/dashboard', '/organization/general', '/organization/team'])
    const admin = [...member, 'ORGANIZATION_UPDATE', 'AI_MODEL_UPDATE', 'AI_PROMPT_UPDATE']
    expect(paths(admin, true)).toEqual(expect.arrayContaining(['/organization/ai-models', '/organization/ai-prompts']))
  })

  it('starts with the dashboard', () => {
    expect(MAIN_MENU[0]).toMatchObject({ to: '/dashboard', permissions: ['DASHBOARD'] })
  })
})

import { describe, expect, it } from 'vitest'
import { MAIN_MENU, type MenuEntry, visibleMenuEntries } from '../../web/components/layout/menu-config'

const entries: MenuEntry[] = [
  { to: '/dashboard', labelKey: 'nav_dashboard', permissions: ['DASHBOARD'] },
  { to: '/clients', labelKey: 'nav_dashboard', permissions: ['CLIENT_READ'], agencyOnly: true },
  { to: '/not-built-yet', labelKey: 'nav_dashboard', permissions: [] },
]
const routes = new Set(['/dashboard', '/clients'])
const routeExists = (path: string) => routes.has(path)

describe('main menu', () => {
  it('lists only entries whose permissions are all held', () => {
    const visible = visibleMenuEntries(entries, { permissions: ['PROFILE'], isAgency: true, routeExists })
    expect(visible.map((entry) => entry.to)).toEqual([])
  })

  it('lists agency-only entries for agencies only', () => {
    const input = { permissions: ['DASHBOARD', 'CLIENT_READ'], routeExists }
    expect(visibleMenuEntries(entries, { ...input, isAgency: false }).map((e) => e.to)).toEqual(['/dashboard'])
    expect(visibleMenuEntries(entries, { ...input, isAgency: true }).map((e) => e.to)).toEqual([
      '/dashboard',
      '/clients',
    ])
  })

  it('drops entries whose page does not exist yet', () => {
    const visible = visibleMenuEntries(entries, { permissions: [], isAgency: false, routeExists: () => false })
    expect(visible).toEqual([])
  })

  it('starts with the dashboard', () => {
    expect(MAIN_MENU[0]).toMatchObject({ to: '/dashboard', permissions: ['DASHBOARD'] })
  })
})

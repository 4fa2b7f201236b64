import { describe, expect, it } from 'vitest'
import {
  ALL_PERMISSIONS,
  hasAllPermissions,
  ORGANIZATION_PERMISSIONS,
  PERMISSION_PRESETS,
  USER_PERMISSIONS,
} from '../../worker/contracts/permissions'

describe('permission model (spec §6)', () => {
  it('has exactly 22 organization-level permissions: applicant, job, client, organization, team, integrations, AI, chat', () => {
    expect(ORGANIZATION_PERMISSIONS).toHaveLength(22)
    expect(ORGANIZATION_PERMISSIONS).not.toContain('ORGANIZATION_CREATE')
    expect(ORGANIZATION_PERMISSIONS).not.toContain('ORGANIZATION_SUSPENDED')
  })

  it('has the user-level set ORGANIZATION_CREATE, DASHBOARD, PROFILE, ADMIN_* and SUSPENDED', () => {
    expect([...USER_PERMISSIONS].sort()).toEqual(
      [
        'ORGANIZATION_CREATE',
        'DASHBOARD',
        'PROFILE',
        'ADMIN_READ',
        'ADMIN_UPDATE',
        'ADMIN_DELETE',
        'ADMIN_CREATE',
        'SUSPENDED',
      ].sort(),
    )
  })

  it('names every permission once', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length)
  })

  it('has the presets admin, user, suspend and none', () => {
    expect(Object.keys(PERMISSION_PRESETS).sort()).toEqual(['admin', 'none', 'suspend', 'user'])
    expect(PERMISSION_PRESETS.admin.organization).toEqual(ORGANIZATION_PERMISSIONS)
    expect(PERMISSION_PRESETS.admin.user).toEqual(expect.arrayContaining(['ADMIN_READ', 'ADMIN_UPDATE', 'DASHBOARD']))
    expect(PERMISSION_PRESETS.user.organization).not.toContain('TEAM_UPDATE')
    expect(PERMISSION_PRESETS.user.user).not.toContain('ADMIN_READ')
    expect(PERMISSION_PRESETS.suspend).toEqual({ organization: [], user: ['SUSPENDED'] })
    expect(PERMISSION_PRESETS.none).toEqual({ organization: [], user: [] })
  })

  it('passes a check only when every required permission is granted', () => {
    expect(hasAllPermissions(['JOB_READ', 'JOB_UPDATE'], ['JOB_READ', 'JOB_UPDATE'])).toBe(true)
    expect(hasAllPermissions(['JOB_READ'], ['JOB_READ', 'JOB_UPDATE'])).toBe(false)
    expect(hasAllPermissions([], [])).toBe(true)
    expect(hasAllPermissions(['job_read'], ['JOB_READ'])).toBe(false)
  })
})

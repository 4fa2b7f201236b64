import type { OrganizationPermission, PermissionPreset } from '../../../worker/contracts/permissions'
import type { TeamPresetMatch } from '../../../worker/contracts/team'
import { m } from '../../paraglide/messages'

// Records over the contract's enumerations: a new permission or preset fails the type check here
// until it has words in both languages.

export const TEAM_PRESET_LABELS: Record<TeamPresetMatch, () => string> = {
  admin: () => m.team_preset_admin(),
  user: () => m.team_preset_user(),
  suspend: () => m.team_preset_suspend(),
  none: () => m.team_preset_none(),
  custom: () => m.team_preset_custom(),
}

export const TEAM_PRESETS: readonly PermissionPreset[] = ['admin', 'user', 'suspend', 'none']

export const PERMISSION_LABELS: Record<OrganizationPermission, () => string> = {
  APPLICANT_READ: () => m.team_permission_applicant_read(),
  APPLICANT_CREATE: () => m.team_permission_applicant_create(),
  APPLICANT_DELETE: () => m.team_permission_applicant_delete(),
  JOB_READ: () => m.team_permission_job_read(),
  JOB_CREATE: () => m.team_permission_job_create(),
  JOB_UPDATE: () => m.team_permission_job_update(),
  JOB_DELETE: () => m.team_permission_job_delete(),
  CLIENT_READ: () => m.team_permission_client_read(),
  CLIENT_CREATE: () => m.team_permission_client_create(),
  CLIENT_UPDATE: () => m.team_permission_client_update(),
  CLIENT_DELETE: () => m.team_permission_client_delete(),
  ORGANIZATION_READ: () => m.team_permission_organization_read(),
  ORGANIZATION_UPDATE: () => m.team_permission_organization_update(),
  TEAM_READ: () => m.team_permission_team_read(),
  TEAM_UPDATE: () => m.team_permission_team_update(),
  INTEGRATIONS_READ: () => m.team_permission_integrations_read(),
  INTEGRATIONS_CREATE: () => m.team_permission_integrations_create(),
  AI_PROMPT_READ: () => m.team_permission_ai_prompt_read(),
  AI_PROMPT_UPDATE: () => m.team_permission_ai_prompt_update(),
  AI_MODEL_READ: () => m.team_permission_ai_model_read(),
  AI_MODEL_UPDATE: () => m.team_permission_ai_model_update(),
  CHAT: () => m.team_permission_chat(),
}

/** The groups of spec §6, in its order; together they hold each organization permission once. */
export const PERMISSION_GROUPS: readonly { key: string; label: () => string; permissions: OrganizationPermission[] }[] =
  [
    {
      key: 'applicant',
      label: () => m.team_group_applicant(),
      permissions: ['APPLICANT_READ', 'APPLICANT_CREATE', 'APPLICANT_DELETE'],
    },
    {
      key: 'job',
      label: () => m.team_group_job(),
      permissions: ['JOB_READ', 'JOB_CREATE', 'JOB_UPDATE', 'JOB_DELETE'],
    },
    {
      key: 'client',
      label: () => m.team_group_client(),
      permissions: ['CLIENT_READ', 'CLIENT_CREATE', 'CLIENT_UPDATE', 'CLIENT_DELETE'],
    },
    {
      key: 'organization',
      label: () => m.team_group_organization(),
      permissions: ['ORGANIZATION_READ', 'ORGANIZATION_UPDATE'],
    },
    { key: 'team', label: () => m.team_group_team(), permissions: ['TEAM_READ', 'TEAM_UPDATE'] },
    {
      key: 'integrations',
      label: () => m.team_group_integrations(),
      permissions: ['INTEGRATIONS_READ', 'INTEGRATIONS_CREATE'],
    },
    {
      key: 'ai',
      label: () => m.team_group_ai(),
      permissions: ['AI_PROMPT_READ', 'AI_PROMPT_UPDATE', 'AI_MODEL_READ', 'AI_MODEL_UPDATE'],
    },
    { key: 'chat', label: () => m.team_group_chat(), permissions: ['CHAT'] },
  ]

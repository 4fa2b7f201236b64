import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  type AdminInvitePreset,
  AdminTenantDetailSchema,
  AdminTenantInviteSchema,
  AdminTenantListSchema,
  type CreateAdminTenantRequestSchema,
  type UpdateAdminTenantRequestSchema,
} from '../../worker/contracts/admin-tenants'
import { OkResponseSchema } from '../../worker/contracts/identity'
import { api, idempotencyKey, parseJson } from './client'

export type AdminOrganizationSummary = z.infer<typeof AdminTenantListSchema>['organizations'][number]
export type AdminOrganizationDetail = z.infer<typeof AdminTenantDetailSchema>
export type AdminOrganizationChanges = z.infer<typeof UpdateAdminTenantRequestSchema>
export type CreateAdminOrganization = z.infer<typeof CreateAdminTenantRequestSchema>

export const ADMIN_ORGANIZATIONS_PAGE_SIZE = 50

// Platform-wide data: the keys carry no organization (switching organizations changes nothing here).
export const adminOrganizationsKey = ['admin-organizations'] as const

export const adminOrganizationQueries = {
  list: (search?: string) =>
    infiniteQueryOptions({
      queryKey: [...adminOrganizationsKey, 'list', search ?? ''] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        parseJson(
          api.admin.tenants.$get(
            {
              query: {
                limit: String(ADMIN_ORGANIZATIONS_PAGE_SIZE),
                ...(pageParam ? { cursor: pageParam } : {}),
                ...(search ? { search } : {}),
              },
            },
            { init: { signal } },
          ),
          AdminTenantListSchema,
        ),
      getNextPageParam: (lastPage) => lastPage.nextCursor,
      staleTime: 30_000,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...adminOrganizationsKey, 'detail', id] as const,
      queryFn: ({ signal }) =>
        parseJson(api.admin.tenants[':id'].$get({ param: { id } }, { init: { signal } }), AdminTenantDetailSchema),
      staleTime: 30_000,
    }),
}

export function createOrganizationAsAdmin(request: CreateAdminOrganization, key: string) {
  return parseJson(api.admin.tenants.$post({ json: request }, idempotencyKey(key)), AdminTenantDetailSchema)
}

/** Name, status, kind, agency flag, language; SUSPENDED signs the organization's users out. */
export function updateOrganizationAsAdmin(id: string, changes: AdminOrganizationChanges) {
  return parseJson(api.admin.tenants[':id'].update.$post({ param: { id }, json: changes }), AdminTenantDetailSchema)
}

export function joinOrganization(id: string, key: string) {
  return parseJson(api.admin.tenants[':id'].join.$post({ param: { id } }, idempotencyKey(key)), AdminTenantDetailSchema)
}

export function leaveOrganization(id: string) {
  return parseJson(api.admin.tenants[':id'].leave.$post({ param: { id } }), AdminTenantDetailSchema)
}

export function inviteToOrganization(id: string, invite: { email: string; preset: AdminInvitePreset }, key: string) {
  return parseJson(
    api.admin.tenants[':id'].invite.$post({ param: { id }, json: invite }, idempotencyKey(key)),
    AdminTenantInviteSchema,
  )
}

/** Permanent: every row and file of the organization is removed (ADR 0020). */
export function deleteOrganizationAsAdmin(id: string) {
  return parseJson(api.admin.tenants[':id'].delete.$post({ param: { id } }), OkResponseSchema)
}

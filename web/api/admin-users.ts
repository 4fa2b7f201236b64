import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { AdminUserDetailSchema, AdminUserListSchema } from '../../worker/contracts/admin-users'
import { OkResponseSchema } from '../../worker/contracts/identity'
import type { PermissionPreset } from '../../worker/contracts/permissions'
import { TfaStateSchema } from '../../worker/contracts/profile'
import { api, parseJson } from './client'

export type AdminUserSummary = z.infer<typeof AdminUserListSchema>['users'][number]
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>

export const ADMIN_USERS_PAGE_SIZE = 50

// Platform-wide data: the keys carry no organization (switching organizations changes nothing here).
export const adminUsersKey = ['admin-users'] as const

export const adminUserQueries = {
  list: (search?: string) =>
    infiniteQueryOptions({
      queryKey: [...adminUsersKey, 'list', search ?? ''] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        parseJson(
          api.admin.users.$get(
            {
              query: {
                limit: String(ADMIN_USERS_PAGE_SIZE),
                ...(pageParam ? { cursor: pageParam } : {}),
                ...(search ? { search } : {}),
              },
            },
            { init: { signal } },
          ),
          AdminUserListSchema,
        ),
      getNextPageParam: (lastPage) => lastPage.nextCursor,
      staleTime: 30_000,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...adminUsersKey, 'detail', id] as const,
      queryFn: ({ signal }) =>
        parseJson(api.admin.users[':id'].$get({ param: { id } }, { init: { signal } }), AdminUserDetailSchema),
      staleTime: 30_000,
    }),
}

/** Sets a user's user-level permissions to a preset of spec §6; "suspend" also ends all their sessions. */
export function setUserPermissionPreset(userId: string, preset: PermissionPreset) {
  return parseJson(api.admin.users['update-permissions'].$post({ json: { userId, preset } }), AdminUserDetailSchema)
}

/** For a user who lost their device: two-factor stays off until they set it up again. */
export function disableUserTfa(id: string) {
  return parseJson(api.admin.users[':id']['disable-tfa'].$post({ param: { id } }), TfaStateSchema)
}

export function deleteUser(id: string) {
  return parseJson(api.admin.users[':id'].delete.$post({ param: { id } }), OkResponseSchema)
}

import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import {
  ContactSchema,
  CredentialsResponseSchema,
  ProfileSchema,
  SetEmailResponseSchema,
  TfaInitiateResponseSchema,
  TfaStateSchema,
  type UnlinkCredentialRequestSchema,
  type UpdateContactRequestSchema,
} from '../../worker/contracts/profile'
import { api, parseJson, request } from './client'

export type { Profile } from '../../worker/contracts/profile'
export type UpdateContactRequest = z.input<typeof UpdateContactRequestSchema>
export type UnlinkableCredential = z.input<typeof UnlinkCredentialRequestSchema>['kind']

// Everything here belongs to the signed-in user; the key carries the user so another user signing in
// in the same tab never sees a cached profile.
export const profileKey = (userId: string) => ['my-profile', userId] as const

export const profileQueries = {
  profile: (userId: string) =>
    queryOptions({
      queryKey: [...profileKey(userId), 'profile'] as const,
      queryFn: ({ signal }) => parseJson(api['my-profile'].$get(undefined, { init: { signal } }), ProfileSchema),
      staleTime: 30_000,
    }),
  contact: (userId: string, organizationId: string) =>
    queryOptions({
      queryKey: [...profileKey(userId), 'contact', organizationId] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api['my-profile'].contact[':organizationId'].$get({ param: { organizationId } }, { init: { signal } }),
          ContactSchema,
        ),
      staleTime: 30_000,
    }),
  credentials: (userId: string) =>
    queryOptions({
      queryKey: [...profileKey(userId), 'credentials'] as const,
      queryFn: ({ signal }) =>
        parseJson(api['my-profile'].credentials.$get(undefined, { init: { signal } }), CredentialsResponseSchema),
      staleTime: 30_000,
    }),
  /**
   * The email-change link (public: it may be opened signed out). A query so the single-use token is
   * spent once even when the page renders twice.
   */
  setEmail: (token: string) =>
    queryOptions({
      queryKey: ['email-change', token] as const,
      queryFn: () => parseJson(api['my-profile']['set-email'].$post({ json: { token } }), SetEmailResponseSchema),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
}

// Answers of writes are not needed by the screens (they refetch the profile); only success matters.
const AnyAnswer = z.unknown()

export function updateName(name: string, position: string) {
  return parseJson(api['my-profile'].name.$post({ json: { name, position } }), AnyAnswer)
}

export function changePassword(body: { currentPassword?: string; password: string; confirmPassword: string }) {
  return parseJson(api['my-profile'].password.$post({ json: body }), AnyAnswer)
}

export function initiateTfa() {
  return parseJson(api['my-profile']['2fa'].initiate.$post(), TfaInitiateResponseSchema)
}

export function completeTfa(code: string) {
  return parseJson(api['my-profile']['2fa'].complete.$post({ json: { code } }), TfaStateSchema)
}

export function disableTfa(code: string) {
  return parseJson(api['my-profile']['2fa'].disable.$post({ json: { code } }), TfaStateSchema)
}

export function updateContact(body: UpdateContactRequest) {
  return parseJson(api['my-profile']['update-contact'].$post({ json: body }), AnyAnswer)
}

/** The raw image as the body; the server checks the bytes, not the name or the declared type. */
export async function uploadPicture(file: Blob): Promise<void> {
  await request('/api/my-profile/upload-picture', {
    method: 'POST',
    headers: { 'Content-Type': file.type },
    body: file,
  })
}

export function changeEmail(email: string, password?: string) {
  return parseJson(
    api['my-profile']['change-email'].$post({ json: password ? { email, password } : { email } }),
    AnyAnswer,
  )
}

export function unlinkCredential(kind: UnlinkableCredential) {
  return parseJson(api['my-profile']['unlink-credential'].$post({ json: { kind } }), CredentialsResponseSchema)
}

/** SVG text as a data URL for <img>: the image context never runs scripts the SVG might hold. */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return `data:image/svg+xml;base64,${btoa(binary)}`
}

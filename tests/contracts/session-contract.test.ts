import { describe, expect, it } from 'vitest'
import {
  ActiveOAuthProvidersSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  OkResponseSchema,
  RegistrationStatusSchema,
} from '../../worker/contracts/identity'
import { SessionResponseSchema, SessionUpdateSchema, SignOutResponseSchema } from '../../worker/contracts/session'

// The answers the browser parses are built at their first parse (z.lazy, ADR 0049): what they accept
// and refuse is the contract, and must not depend on when the schema was built.

const organization = { id: 'org-1', name: 'Acme', language: 'de_DE', isAgency: false }
const signedIn = {
  user: {
    id: 'user-1',
    email: 'ada@example.com',
    name: 'Ada',
    status: 'ACTIVE',
    permissions: ['job:read'],
    organizationId: 'org-1',
    organization: {
      ...organization,
      status: 'STANDARD',
      subscriptionStatus: 'ACTIVE',
      planName: 'standard',
      showMatchingScores: true,
      logoUrl: null,
    },
    organizations: [organization],
  },
  csrfToken: 'token',
  expiresAt: 1_800_000_000_000,
}

describe('session contract', () => {
  it('accepts a signed-in session and a signed-out one', () => {
    expect(SessionResponseSchema.parse(signedIn)).toEqual(signedIn)
    expect(SessionResponseSchema.parse({ user: null })).toEqual({ user: null })
    expect(SessionResponseSchema.parse({ ...signedIn, user: { ...signedIn.user, organization: null } }).user).toEqual({
      ...signedIn.user,
      organization: null,
    })
  })

  it('refuses a session whose user, organization or token does not match', () => {
    expect(SessionResponseSchema.safeParse({ ...signedIn, csrfToken: undefined }).success).toBe(false)
    expect(SessionResponseSchema.safeParse({ ...signedIn, user: { ...signedIn.user, status: 'GONE' } }).success).toBe(
      false,
    )
    const withoutPlan = { ...signedIn.user.organization, planName: undefined }
    expect(
      SessionResponseSchema.safeParse({ ...signedIn, user: { ...signedIn.user, organization: withoutPlan } }).success,
    ).toBe(false)
    expect(
      SessionResponseSchema.safeParse({ ...signedIn, user: { ...signedIn.user, organizations: [{ id: 'org-2' }] } })
        .success,
    ).toBe(false)
    expect(SessionResponseSchema.safeParse({}).success).toBe(false)
  })

  it('drops fields the contract does not name, as before', () => {
    const parsed = SessionResponseSchema.parse({ ...signedIn, extra: 1, user: { ...signedIn.user, secret: 'x' } })
    expect(parsed).toEqual(signedIn)
  })

  it('parses the sign-out answer and the session update request', () => {
    expect(SignOutResponseSchema.parse({ ok: true })).toEqual({ ok: true })
    expect(SignOutResponseSchema.safeParse({ ok: false }).success).toBe(false)
    expect(SessionUpdateSchema.safeParse({ csrfToken: 't', data: { organizationId: 'org-1' } }).success).toBe(true)
    expect(SessionUpdateSchema.safeParse({ csrfToken: '', data: { organizationId: 'org-1' } }).success).toBe(false)
  })
})

describe('identity contract', () => {
  it('parses the answers the sign-in page reads', () => {
    expect(ActiveOAuthProvidersSchema.parse({ providers: ['GOOGLE'] })).toEqual({ providers: ['GOOGLE'] })
    expect(ActiveOAuthProvidersSchema.safeParse({ providers: ['GITHUB'] }).success).toBe(false)
    expect(RegistrationStatusSchema.parse({ firstUser: false })).toEqual({ firstUser: false })
    expect(LoginResponseSchema.parse({ outcome: 'TFA_REQUIRED', challengeToken: 'c' }).outcome).toBe('TFA_REQUIRED')
    expect(LoginResponseSchema.safeParse({ outcome: 'MAYBE' }).success).toBe(false)
    expect(OkResponseSchema.safeParse({ ok: true }).success).toBe(true)
  })

  it('validates the sign-in request with and without a provider link token', () => {
    const linkToken = 'a'.repeat(43)
    expect(LoginRequestSchema.parse({ email: ' Ada@Example.com ', password: 'x' })).toEqual({
      email: 'ada@example.com',
      password: 'x',
    })
    expect(LoginRequestSchema.parse({ email: 'ada@example.com', password: 'x', linkToken }).linkToken).toBe(linkToken)
    expect(LoginRequestSchema.safeParse({ email: 'ada@example.com', password: 'x', linkToken: 'short' }).success).toBe(
      false,
    )
  })
})

import type { SessionUser } from './contracts/session'
import type { DatabaseResolver } from './db/database'
import type { AppConfig } from './env'
import type { Mailer } from './providers/mail/mailer'

/** What every request carries: the services object (Unkey-style) and who is asking. */
export interface Services {
  config: AppConfig
  db: DatabaseResolver
  env: Env
  now: () => number
  mailer: Mailer
}

export interface AuthState {
  sessionId: string
  csrfToken: string
  expiresAt: number
  user: SessionUser
}

export interface AppEnv {
  Bindings: Env
  Variables: {
    correlationId: string
    services: Services
    auth: AuthState | null
  }
}

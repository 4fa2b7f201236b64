import type { SessionUser } from './contracts/session'
import type { DatabaseResolver } from './db/database'
import type { AppConfig } from './env'

/** What every request carries: the services object (Unkey-style) and who is asking. */
export interface Services {
  config: AppConfig
  db: DatabaseResolver
  env: Env
  now: () => number
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

import { createMiddleware } from 'hono/factory'
import type { AppEnv, Services } from '../context'
import { singleDatabaseResolver } from '../db/database'
import { loadConfig } from '../env'
import { createMailer } from '../providers/mail'

export function createServices(env: Env): Services {
  const config = loadConfig(env)
  const db = singleDatabaseResolver(env.DB)
  const now = () => Date.now()
  return { config, db, env, now, mailer: createMailer(config, db.platform(), now) }
}

/** Builds the services object once per request and puts it on the context. */
export const services = createMiddleware<AppEnv>(async (c, next) => {
  c.set('services', createServices(c.env))
  await next()
})

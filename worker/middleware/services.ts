import { createMiddleware } from 'hono/factory'
import type { AppEnv, Services } from '../context'
import { singleDatabaseResolver } from '../db/database'
import { loadConfig } from '../env'

export function createServices(env: Env): Services {
  return { config: loadConfig(env), db: singleDatabaseResolver(env.DB), env, now: () => Date.now() }
}

/** Builds the services object once per request and puts it on the context. */
export const services = createMiddleware<AppEnv>(async (c, next) => {
  c.set('services', createServices(c.env))
  await next()
})

import { mailVarsFor, startMailProvider } from '../../doubles/mail-provider'
import { anyFreePort, portIsFree } from './oidc-global-setup'

/** The preferred port of the mail provider double in Worker tests. */
const PREFERRED_PORT = 8798

/**
 * The port for this run, chosen once in vitest.worker.config.ts and kept in MAIL_TEST_PORT for the
 * global setup (the same rule as the OpenID double: a free port when another run holds 8798).
 */
export async function mailTestPort(): Promise<number> {
  if (process.env.MAIL_TEST_PORT) return Number(process.env.MAIL_TEST_PORT)
  const port = (await portIsFree(PREFERRED_PORT)) ? PREFERRED_PORT : await anyFreePort()
  process.env.MAIL_TEST_PORT = String(port)
  return port
}

/** The Worker bindings that point the Gmail and Graph adapters at the double. */
export async function mailTestVars(): Promise<Record<string, string>> {
  return mailVarsFor(`http://127.0.0.1:${await mailTestPort()}`)
}

/** Starts the mail provider double; tests seed their mailboxes themselves (no demo mailbox). */
export default async function setup() {
  const provider = await startMailProvider({ port: await mailTestPort(), demo: false })
  return () => provider.close()
}

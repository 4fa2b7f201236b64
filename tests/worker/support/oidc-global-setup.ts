import { createServer } from 'node:net'
import { startOidcProvider } from '../../doubles/oidc-provider'

/** The preferred port of the local OpenID double in Worker tests. */
const PREFERRED_PORT = 8797

/**
 * The port for this test run, chosen once in vitest.worker.config.ts (which passes it to the Worker as
 * the GOOGLE_/MICROSOFT_ISSUER bindings) and kept in OIDC_TEST_PORT for the global setup below. When
 * 8797 is taken (another engineer's run on this machine), a free port is used: sharing a double with
 * another run would end when that run ends.
 */
export async function oidcTestPort(): Promise<number> {
  if (process.env.OIDC_TEST_PORT) return Number(process.env.OIDC_TEST_PORT)
  const port = (await portIsFree(PREFERRED_PORT)) ? PREFERRED_PORT : await anyFreePort()
  process.env.OIDC_TEST_PORT = String(port)
  return port
}

/** Starts the local OpenID provider for the Worker tests, which reach it over real HTTP. */
export default async function setup() {
  const provider = await startOidcProvider({ port: await oidcTestPort() })
  return () => provider.close()
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

export function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

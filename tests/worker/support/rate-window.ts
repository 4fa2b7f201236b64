import { freshClientAddress } from './http'

/**
 * Runs a burst against a fixed-window rate limit inside ONE window. The server counts per window
 * (`now - now % windowMs`); a burst that happens to straddle a boundary starts a fresh count half
 * way and proves nothing. Such a run is discarded and repeated once — with a new client address for
 * limits per client (a burst limited per key makes a new key) — and the repeat starts just after the
 * boundary, so it has the whole window.
 */
export async function inOneRateWindow<T>(windowMs: number, burst: (address: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const window = Math.floor(Date.now() / windowMs)
    const result = await burst(freshClientAddress())
    if (Math.floor(Date.now() / windowMs) === window) return result
  }
  throw new Error(`the burst took longer than a rate window of ${windowMs} ms`)
}

/**
 * Which webhook URLs the Worker refuses to call (ADR 0037): addresses that are not public — loopback,
 * private and shared ranges, link-local (where cloud metadata services live), multicast, reserved —
 * and names that only mean something inside a network. The check reads the URL only (a Worker cannot
 * resolve DNS first); Cloudflare's network does not route Workers' fetches to private ranges either.
 * Local runs and tests allow them (WEBHOOKS_ALLOW_PRIVATE_ADDRESSES) so a receiver on localhost works.
 */
export type AddressRefusal = 'SCHEME' | 'CREDENTIALS' | 'PRIVATE_ADDRESS'

const PRIVATE_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa|intranet|lan)$/i
const METADATA_NAMES = new Set(['metadata', 'metadata.google.internal', 'instance-data', 'metadata.azure.com'])

function ipv4Parts(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host)
  if (!m) return null
  const parts = m.slice(1).map(Number)
  return parts.every((p) => p <= 255) ? parts : null
}

/** IPv4 ranges that are not public (RFC 6890 special-purpose registry). */
function privateIpv4([a, b, c]: number[]): boolean {
  if (a === undefined || b === undefined || c === undefined) return true
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 192 && b === 88 && c === 99) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a >= 224
  )
}

/** The eight 16-bit groups of an IPv6 literal (URL hostnames come compressed and lower-case). */
function ipv6Groups(host: string): number[] | null {
  if (!host.startsWith('[') || !host.endsWith(']')) return null
  let inner = host.slice(1, -1)
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(inner)
  if (v4?.[1]) {
    const p = ipv4Parts(v4[1])
    if (!p) return null
    inner = inner.replace(v4[1], `${((p[0]! << 8) | p[1]!).toString(16)}:${((p[2]! << 8) | p[3]!).toString(16)}`)
  }
  const [head, tail] = inner.split('::') as [string, string | undefined]
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => Number.parseInt(g, 16)))
  const front = parse(head)
  const back = tail === undefined ? [] : parse(tail)
  const groups = tail === undefined ? front : [...front, ...new Array(8 - front.length - back.length).fill(0), ...back]
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null
}

function privateIpv6(g: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g
  const zeroHead = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0
  if (zeroHead && g5 === 0 && g6 === 0 && (g7 === 0 || g7 === 1)) return true // :: and ::1
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d): the IPv4 address decides.
  if ((zeroHead && g5 === 0xffff) || (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)) {
    return privateIpv4([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff])
  }
  return (
    (g0 & 0xfe00) === 0xfc00 || // unique local fc00::/7 (AWS metadata fd00:ec2::254)
    (g0 & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (g0 & 0xff00) === 0xff00 || // multicast
    (g0 === 0x2001 && g1 === 0x0db8) // documentation
  )
}

/** Why `raw` may not be called, or null when it may. */
export function refusedWebhookAddress(raw: string, options: { allowPrivate: boolean; httpsOnly: boolean }) {
  if (!URL.canParse(raw)) return 'SCHEME' satisfies AddressRefusal
  const url = new URL(raw)
  if (url.protocol !== 'https:' && (options.httpsOnly || url.protocol !== 'http:')) return 'SCHEME'
  if (url.username || url.password) return 'CREDENTIALS'
  if (options.allowPrivate) return null
  // WHATWG URL parsing already turned 2130706433, 0x7f.1 and 017700000001 into 127.0.0.1.
  const host = url.hostname.toLowerCase().replace(/\.$/, '')
  const v4 = ipv4Parts(host)
  if (v4) return privateIpv4(v4) ? 'PRIVATE_ADDRESS' : null
  const v6 = ipv6Groups(host)
  if (v6) return privateIpv6(v6) ? 'PRIVATE_ADDRESS' : null
  if (host.startsWith('[')) return 'PRIVATE_ADDRESS'
  if (!host.includes('.') || PRIVATE_NAMES.test(host) || METADATA_NAMES.has(host)) return 'PRIVATE_ADDRESS'
  return null
}

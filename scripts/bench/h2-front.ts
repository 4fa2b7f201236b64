/**
 * An HTTP/2 front for the first-load bench. Cloudflare's edge answers browsers over HTTP/2 (or 3):
 * every request of a page shares one warm connection. `wrangler dev` speaks HTTP/1.1 only, so a
 * browser opens up to six connections to it, each with its own handshake and TCP slow start, which
 * Lighthouse's simulated slow 4G charges in full. This front terminates TLS with a throwaway
 * self-signed certificate (the browser is told to accept it), speaks HTTP/2 to the browser and
 * forwards every request unchanged to the local server, bytes as they come (compressed answers stay
 * compressed), so the measured page is what a phone gets from the edge.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { createSecureServer, constants as h2 } from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Headers HTTP/2 forbids in either direction (RFC 9113 §8.2.2) and the pseudo-headers. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host'])

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-h2-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Starts the front on `port` for the server at `target`; resolves with its base address. */
export async function startHttp2Front(target: string, port: number): Promise<{ base: string; stop: () => void }> {
  const upstream = new URL(target)
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: false }, (req, res) => {
    const headers: Record<string, string | string[]> = {}
    for (const [name, value] of Object.entries(req.headers)) {
      if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue
      headers[name] = value
    }
    headers.host = upstream.host
    // The Worker sees the address the browser used, as behind the edge.
    headers['x-forwarded-proto'] = 'https'
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        const out: Record<string, string | string[]> = {}
        for (const [name, value] of Object.entries(answer.headers)) {
          if (HOP_BY_HOP.has(name) || value === undefined) continue
          out[name] = value
        }
        res.writeHead(answer.statusCode ?? 502, out)
        answer.pipe(res)
      },
    )
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(h2.HTTP_STATUS_BAD_GATEWAY)
      res.end()
    })
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { base: `https://127.0.0.1:${port}`, stop: () => server.close() }
}

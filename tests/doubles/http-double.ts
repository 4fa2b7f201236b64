/**
 * The HTTP plumbing of the local doubles that `npm start`, the end-to-end server and the Worker tests
 * run as real servers (the OpenID provider; the mail and Stripe doubles can take it up too): start and
 * stop, the command line, request bodies and answers.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

export interface RunningDouble {
  /** http://host:port, without a trailing slash. */
  url: string
  close(): Promise<void>
}

/**
 * Serves `handle` on host:port (127.0.0.1 unless given) once the port is bound; a port in use rejects.
 * A handler that throws answers 500 in OAuth's error shape. close() drops kept-alive connections too,
 * so a test run or `npm start` ends at once instead of waiting for idle sockets.
 */
export async function serveDouble(
  options: { port: number; host?: string },
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>,
): Promise<RunningDouble> {
  const host = options.host ?? '127.0.0.1'
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) =>
      sendJson(res, 500, { error: 'server_error', error_description: String(err) }),
    )
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port, host, () => done())
  })
  return {
    url: `http://${host}:${options.port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

/**
 * `npx tsx tests/doubles/<double>.ts [port]`: starts the double when its module is the command run,
 * says where it listens, and stops it on Ctrl-C or SIGTERM (as `npm start` and the e2e server send).
 */
export function runAsCommand<T extends { close(): Promise<void> }>(
  moduleUrl: string,
  defaultPort: number,
  start: (port: number) => Promise<T>,
  announce: (double: T) => string,
): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(resolve(process.argv[1])).href) return
  const port = Number(process.argv[2] ?? defaultPort)
  start(port).then((double) => {
    console.info(announce(double))
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.on(signal, () => double.close().then(() => process.exit(0)))
  })
}

/** The request body as text; past `maxBytes` it rejects instead of buffering more. */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((done, fail) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) fail(new Error('body too large'))
      else chunks.push(chunk)
    })
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')))
    req.on('error', fail)
  })
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
  res.end(JSON.stringify(body))
}

export function sendHtml(res: ServerResponse, html: string, status = 200) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(html)
}

import { loadavg } from 'node:os'
import { Worker } from 'node:worker_threads'
import { api, type BenchSession, directBase } from './server'

const SOCKETS = 500
const MESSAGES = 20
/** Longer than the runtime's idle eviction of an object whose only work is hibernatable sockets. */
const IDLE_S = Number(process.env.BENCH_CHAT_IDLE_S ?? 20)
/**
 * Client threads of the threaded passes. One Node event loop reading 500 sockets handles their frames
 * one after another, so the last tab's arrival includes the client's own queue; 500 browsers would not.
 * Two by default: the machine the figures come from has two cores, shared with the server.
 */
const CLIENT_THREADS = Number(process.env.BENCH_CHAT_THREADS ?? 2)

interface Tab {
  ws: WebSocket
  ready: Promise<void>
  /** seq → when its frame arrived (ms, performance.now()). */
  arrived: Map<number, number>
}

/** A socket with the session cookie (Node's WebSocket, undici, takes headers). */
function open(base: string, session: BenchSession, chatId: string): Tab {
  const url = `${base.replace(/^http/, 'ws')}/api/chats/${chatId}/socket?after=0`
  // biome-ignore lint/suspicious/noExplicitAny: undici's WebSocketInit takes headers; the DOM type does not say so
  const ws = new WebSocket(url, { headers: { cookie: session.cookie } } as any)
  const arrived = new Map<number, number>()
  let resolveReady: () => void = () => {}
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve
    ws.addEventListener('error', () => reject(new Error('socket error')))
  })
  ws.addEventListener('message', (event) => {
    const frame = JSON.parse(String(event.data)) as { type: string; seq: number }
    if (frame.type === 'ready') resolveReady()
    if (frame.type === 'message') arrived.set(frame.seq, performance.now())
  })
  return { ws, ready, arrived }
}

type ThreadReply =
  | { type: 'ready'; retries: number }
  | { type: 'error' }
  | { type: 'arrivals'; seq: number; times: (number | null)[] }
  | { type: 'closed'; open: number }

interface Pass {
  label: string
  connectMs: number
  retries: number
  /** send → arrival at a socket, every socket of every message, sorted. */
  latencies: number[]
  /** Per message: send → the REST call's answer. */
  answers: number[]
  /** Per message: first → last socket. */
  spread: number[]
}

/**
 * One broadcast pass with a fresh room: 500 sockets spread over client threads (chat-tabs.worker.mjs),
 * MESSAGES sends over REST to the same address, each timed from the send until every socket has it.
 */
async function threadedPass(
  label: string,
  base: string,
  session: BenchSession,
  client: 'frames' | 'websocket',
): Promise<Pass> {
  const chat = await api<{ id: string }>(base, session, '/api/chats/team', { name: `Bench ${label}`, memberIds: [] })
  const per = Math.ceil(SOCKETS / CLIENT_THREADS)
  const t0 = performance.now()
  const threads = Array.from({ length: CLIENT_THREADS }, (_, i) => {
    const count = Math.min(per, SOCKETS - i * per)
    return new Worker(new URL('./chat-tabs.worker.mjs', import.meta.url), {
      workerData: { base, cookie: session.cookie, chatId: chat.id, count, client },
    })
  })
  const next = <T extends ThreadReply['type']>(worker: Worker, type: T) =>
    new Promise<Extract<ThreadReply, { type: T }>>((resolve, reject) => {
      const onMessage = (reply: ThreadReply) => {
        if (reply.type === 'error') reject(new Error(`socket error in a client thread (${label})`))
        else if (reply.type === type) {
          worker.off('message', onMessage)
          resolve(reply as Extract<ThreadReply, { type: T }>)
        }
      }
      worker.on('message', onMessage)
    })
  try {
    const ready = await Promise.all(threads.map((t) => next(t, 'ready')))
    const connectMs = performance.now() - t0
    const pass: Pass = {
      label,
      connectMs,
      retries: ready.reduce((n, r) => n + r.retries, 0),
      latencies: [],
      answers: [],
      spread: [],
    }
    for (let i = 0; i < MESSAGES; i++) {
      const start = performance.timeOrigin + performance.now()
      const sent = await api<{ seq: number }>(base, session, `/api/chats/${chat.id}/add-message`, {
        text: `${label} ${i}`,
      })
      pass.answers.push(performance.timeOrigin + performance.now() - start)
      const replies = await Promise.all(
        threads.map((t) => {
          const reply = next(t, 'arrivals')
          t.postMessage({ type: 'collect', seq: sent.seq })
          return reply
        }),
      )
      const times = replies.flatMap((reply) => reply.times)
      if (times.some((at) => at === null)) throw new Error(`message ${sent.seq} missed a socket (${label})`)
      const arrivals = times as number[]
      pass.latencies.push(...arrivals.map((at) => at - start))
      pass.spread.push(Math.max(...arrivals) - Math.min(...arrivals))
      // Messages are a conversation, not a flood: the next one is sent once this one is everywhere.
      await new Promise((r) => setTimeout(r, 50))
    }
    await Promise.all(
      threads.map((t) => {
        const closed = next(t, 'closed')
        t.postMessage({ type: 'close' })
        return closed
      }),
    )
    for (const list of [pass.latencies, pass.answers, pass.spread]) list.sort((a, b) => a - b)
    return pass
  } finally {
    await Promise.all(threads.map((t) => t.terminate()))
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0

async function until(check: () => boolean, ms: number, what: string) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`)
    await new Promise((r) => setTimeout(r, 5))
  }
}

/** The one-thread pass (all 500 sockets in this event loop), then the idle period of the room. */
async function oneThreadPassAndIdle(base: string, session: BenchSession) {
  const chat = await api<{ id: string }>(base, session, '/api/chats/team', { name: 'Bench room', memberIds: [] })
  const t0 = performance.now()
  const tabs: Tab[] = []
  for (let i = 0; i < SOCKETS; i++) tabs.push(open(base, session, chat.id))
  await Promise.all(tabs.map((t) => t.ready))
  const connectMs = performance.now() - t0
  const stats = () => api<{ sockets: number; instance: string }>(base, session, `/api/dev/chat-rooms/${chat.id}`)

  const pass: Pass = {
    label: 'proxy, one client thread',
    connectMs,
    retries: 0,
    latencies: [],
    answers: [],
    spread: [],
  }
  for (let i = 0; i < MESSAGES; i++) {
    const start = performance.now()
    const sent = await api<{ seq: number }>(base, session, `/api/chats/${chat.id}/add-message`, { text: `bench ${i}` })
    pass.answers.push(performance.now() - start)
    await until(() => tabs.every((t) => t.arrived.has(sent.seq)), 10_000, `message ${sent.seq} on every socket`)
    const times = tabs.map((t) => t.arrived.get(sent.seq) ?? 0)
    pass.latencies.push(...times.map((at) => at - start))
    pass.spread.push(Math.max(...times) - Math.min(...times))
    await new Promise((r) => setTimeout(r, 50))
  }
  for (const list of [pass.latencies, pass.answers, pass.spread]) list.sort((a, b) => a - b)

  const before = await stats()
  await new Promise((r) => setTimeout(r, IDLE_S * 1000))
  const after = await stats()
  const again = await api<{ seq: number }>(base, session, `/api/chats/${chat.id}/add-message`, { text: 'after idle' })
  await until(() => tabs.every((t) => t.arrived.has(again.seq)), 10_000, 'the message after idling')
  const stillOpen = tabs.filter((t) => t.ws.readyState === WebSocket.OPEN).length
  for (const t of tabs) t.ws.close()
  return { pass, sockets: before.sockets, evicted: before.instance !== after.instance, stillOpen }
}

/**
 * `npm run bench -- chat`: 500 sockets in one chat room; each message is sent over REST and timed from
 * the send until every socket has it (broadcast latency: the Worker's checks, the room's D1 commit and
 * the fan-out). Passes, each with a fresh room:
 * - through `wrangler dev`'s proxy and straight to the Worker's workerd, with sockets read as raw frames
 *   over client threads (arrival = the bytes reached the socket);
 * - through the proxy with Node's WebSocket over client threads, and with all sockets in this one thread.
 * Then the last room idles with all sockets open: a new residence in memory afterwards shows the runtime
 * evicted it (hibernation, no duration charged while idle), and the next message still reaches every socket.
 */
export async function chatBench(server: { base: string; pid: number }, session: BenchSession) {
  const load = loadavg()[0] ?? 0
  const direct = await directBase(server)
  const passes: Pass[] = []
  passes.push(await threadedPass('proxy, raw frames', server.base, session, 'frames'))
  if (direct) passes.push(await threadedPass('direct, raw frames', direct, session, 'frames'))
  passes.push(await threadedPass('proxy, WebSocket', server.base, session, 'websocket'))
  const idle = await oneThreadPassAndIdle(server.base, session)
  passes.push(idle.pass)

  console.info(
    `\nChat room: ${SOCKETS} sockets in one room, ${MESSAGES} messages per pass, wrangler dev on 127.0.0.1, ` +
      `load average ${load.toFixed(1)} at the start (${loadavg()[0]?.toFixed(1)} at the end)\n`,
  )
  console.info(
    `| pass (sockets over ${CLIENT_THREADS} client threads unless one) | p50 ms | p95 ms | p99 ms | spread p50 ms | answer p50 ms | connect s |`,
  )
  console.info('|---|---:|---:|---:|---:|---:|---:|')
  for (const p of passes) {
    const cells = [
      percentile(p.latencies, 0.5),
      percentile(p.latencies, 0.95),
      percentile(p.latencies, 0.99),
      percentile(p.spread, 0.5),
      percentile(p.answers, 0.5),
    ].map((v) => v.toFixed(1))
    const retried = p.retries > 0 ? ` (${p.retries} retried)` : ''
    console.info(`| ${p.label} | ${cells.join(' | ')} | ${(p.connectMs / 1000).toFixed(1)}${retried} |`)
  }
  if (!direct) console.info('\n(direct pass skipped: the Worker’s own workerd port was not found)')
  console.info('\n| hibernation | value |')
  console.info('|---|---:|')
  console.info(`| sockets held by the room | ${idle.sockets} |`)
  console.info(`| idle ${IDLE_S} s: room evicted from memory (hibernated) | ${idle.evicted ? 'yes' : 'no'} |`)
  console.info(`| sockets open and served after the idle period | ${idle.stillOpen} / ${SOCKETS} |`)
}

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
/**
 * Which passes run (BENCH_CHAT_PASSES, comma-separated; all by default): proxy, direct (raw frames
 * through `wrangler dev`'s proxy and straight to the Worker's workerd), websocket, idle (the one-thread
 * pass and the hibernation check). BENCH_CHAT_ROUNDS repeats proxy and direct back to back.
 */
const PASSES = new Set((process.env.BENCH_CHAT_PASSES ?? 'proxy,direct,websocket,idle').split(','))
const wanted = (pass: string) => PASSES.has(pass)
const ROUNDS = Number(process.env.BENCH_CHAT_ROUNDS ?? 1)

interface Tab {
  ws: WebSocket
  ready: Promise<void>
  /** seq → when its frame arrived (epoch ms). */
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
    const at = epochNow()
    const frame = JSON.parse(String(event.data)) as { type: string; seq: number }
    if (frame.type === 'ready') resolveReady()
    if (frame.type === 'message') arrived.set(frame.seq, at)
  })
  return { ws, ready, arrived }
}

/** Epoch ms now (the clock the server's step times use; both run on this machine). */
const epochNow = () => performance.timeOrigin + performance.now()

/**
 * One message through the product's send path, as the SPA sends it (web/api/chats.ts sendMessage):
 * POST add-message with the session cookie, the CSRF token, a fresh Idempotency-Key (the key's claim is
 * a D1 write before the room) and the mentions list. Local mode answers with the server's step times.
 */
async function sendMessage(base: string, session: BenchSession, chatId: string, text: string) {
  const res = await fetch(`${base}/api/chats/${chatId}/add-message`, {
    method: 'POST',
    headers: {
      cookie: session.cookie,
      'x-csrf-token': session.csrf,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({ text, mentions: [] }),
  })
  if (!res.ok) throw new Error(`add-message: ${res.status} ${await res.text()}`)
  const { seq } = (await res.json()) as { seq: number }
  const steps = new Map<string, number>()
  for (const part of (res.headers.get('x-chat-steps') ?? '').split(';')) {
    const [name, at] = part.split('=')
    if (name && at) steps.set(name, Number(at))
  }
  return { seq, steps }
}

/**
 * The steps of one message, each from the end of the step before (ms), in the order they happen. The
 * first socket's and the last socket's arrivals close it; the REST answer is its own column.
 */
const STEPS = [
  ['to the route handler (proxy, session, CSRF, idempotency claim)', 'handler'],
  ['chat access check', 'access'],
  ['into the room (RPC)', 'room-received'],
  ['room queue', 'room-started'],
  ['D1 reads and batch', 'room-committed'],
  ['send loop → first socket', 'first'],
  ['first → last socket', 'last'],
] as const

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
  /** Per step of STEPS: its duration for each message. */
  steps: number[][]
}

/** Adds one message's step durations (send → handler → … → last socket) to the pass. */
function addSteps(pass: Pass, start: number, server: Map<string, number>, first: number, last: number) {
  const at = new Map(server)
  at.set('first', first)
  at.set('last', last)
  let previous = start
  STEPS.forEach(([, key], i) => {
    const t = at.get(key)
    if (t === undefined) return
    pass.steps[i]?.push(t - previous)
    previous = t
  })
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
      steps: STEPS.map(() => []),
    }
    for (let i = 0; i < MESSAGES; i++) {
      const start = epochNow()
      const sent = await sendMessage(base, session, chat.id, `${label} ${i}`)
      pass.answers.push(epochNow() - start)
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
      addSteps(pass, start, sent.steps, Math.min(...arrivals), Math.max(...arrivals))
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
    for (const list of [pass.latencies, pass.answers, pass.spread, ...pass.steps]) list.sort((a, b) => a - b)
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
    steps: STEPS.map(() => []),
  }
  for (let i = 0; i < MESSAGES; i++) {
    const start = epochNow()
    const sent = await sendMessage(base, session, chat.id, `bench ${i}`)
    pass.answers.push(epochNow() - start)
    await until(() => tabs.every((t) => t.arrived.has(sent.seq)), 10_000, `message ${sent.seq} on every socket`)
    const times = tabs.map((t) => t.arrived.get(sent.seq) ?? 0)
    pass.latencies.push(...times.map((at) => at - start))
    pass.spread.push(Math.max(...times) - Math.min(...times))
    addSteps(pass, start, sent.steps, Math.min(...times), Math.max(...times))
    await new Promise((r) => setTimeout(r, 50))
  }
  for (const list of [pass.latencies, pass.answers, pass.spread, ...pass.steps]) list.sort((a, b) => a - b)

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
  for (let round = 0; round < ROUNDS; round++) {
    if (wanted('proxy')) passes.push(await threadedPass('proxy, raw frames', server.base, session, 'frames'))
    if (direct && wanted('direct')) passes.push(await threadedPass('direct, raw frames', direct, session, 'frames'))
  }
  if (wanted('websocket')) passes.push(await threadedPass('proxy, WebSocket', server.base, session, 'websocket'))
  const idle = wanted('idle') ? await oneThreadPassAndIdle(server.base, session) : null
  if (idle) passes.push(idle.pass)

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

  console.info(
    '\nWhere a message’s time goes (medians over the messages of each pass, ms; the server’s steps from X-Chat-Steps):\n',
  )
  console.info(`| step | ${passes.map((p) => p.label).join(' | ')} |`)
  console.info(`|---|${passes.map(() => '---:').join('|')}|`)
  STEPS.forEach(([name], i) => {
    console.info(`| ${name} | ${passes.map((p) => percentile(p.steps[i] ?? [], 0.5).toFixed(1)).join(' | ')} |`)
  })

  if (!idle) return
  console.info('\n| hibernation | value |')
  console.info('|---|---:|')
  console.info(`| sockets held by the room | ${idle.sockets} |`)
  console.info(`| idle ${IDLE_S} s: room evicted from memory (hibernated) | ${idle.evicted ? 'yes' : 'no'} |`)
  console.info(`| sockets open and served after the idle period | ${idle.stillOpen} / ${SOCKETS} |`)
}

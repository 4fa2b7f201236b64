import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { api, type BenchSession } from './server'

const SOCKETS = 500
const MESSAGES = 20
/** Longer than the runtime's idle eviction of an object whose only work is hibernatable sockets. */
const IDLE_S = Number(process.env.BENCH_CHAT_IDLE_S ?? 20)

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

/**
 * Client threads of the second pass. One Node event loop reading 500 sockets delivers their frames one
 * after another, so the last tab's arrival includes the client's own queue; 500 browsers would not.
 */
const CLIENT_THREADS = Number(process.env.BENCH_CHAT_THREADS ?? Math.max(2, availableParallelism()))

type ThreadReply = { type: 'ready' } | { type: 'error' } | { type: 'arrivals'; seq: number; times: (number | null)[] }

/** The same broadcast measured with the sockets spread over client threads (chat-tabs.worker.mjs). */
async function threadedPass(base: string, session: BenchSession, chatId: string) {
  const per = Math.ceil(SOCKETS / CLIENT_THREADS)
  const threads = Array.from({ length: CLIENT_THREADS }, (_, i) => {
    const count = Math.min(per, SOCKETS - i * per)
    return new Worker(new URL('./chat-tabs.worker.mjs', import.meta.url), {
      workerData: { base, cookie: session.cookie, chatId, count },
    })
  })
  const next = (worker: Worker, type: ThreadReply['type']) =>
    new Promise<ThreadReply>((resolve, reject) => {
      const onMessage = (reply: ThreadReply) => {
        if (reply.type === 'error') reject(new Error('socket error in a client thread'))
        else if (reply.type === type) {
          worker.off('message', onMessage)
          resolve(reply)
        }
      }
      worker.on('message', onMessage)
    })
  try {
    await Promise.all(threads.map((t) => next(t, 'ready')))
    const latencies: number[] = []
    for (let i = 0; i < MESSAGES; i++) {
      const start = performance.timeOrigin + performance.now()
      const sent = await api<{ seq: number }>(base, session, `/api/chats/${chatId}/add-message`, {
        text: `threads ${i}`,
      })
      const replies = await Promise.all(
        threads.map((t) => {
          const reply = next(t, 'arrivals')
          t.postMessage({ type: 'collect', seq: sent.seq })
          return reply
        }),
      )
      for (const reply of replies) {
        if (reply.type !== 'arrivals') continue
        for (const at of reply.times) {
          if (at === null) throw new Error(`message ${sent.seq} missed a socket`)
          latencies.push(at - start)
        }
      }
    }
    return latencies.sort((a, b) => a - b)
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

/**
 * `npm run bench -- chat`: 500 sockets in one chat room; each message is sent over REST and timed from
 * the send until every socket has it (broadcast latency: the write, its D1 commit and the fan-out). Then
 * the room idles with all sockets open: a new residence in memory afterwards shows the runtime evicted it
 * (hibernation, no duration charged while idle), and the next message still reaches every socket.
 */
export async function chatBench(base: string, session: BenchSession) {
  const chat = await api<{ id: string }>(base, session, '/api/chats/team', { name: 'Bench room', memberIds: [] })
  const threaded = await threadedPass(base, session, chat.id)
  const t0 = performance.now()
  const tabs: Tab[] = []
  for (let i = 0; i < SOCKETS; i++) tabs.push(open(base, session, chat.id))
  await Promise.all(tabs.map((t) => t.ready))
  const connectMs = performance.now() - t0
  const stats = () => api<{ sockets: number; instance: string }>(base, session, `/api/dev/chat-rooms/${chat.id}`)

  const latencies: number[] = []
  const answers: number[] = []
  const fanOut: number[] = []
  for (let i = 0; i < MESSAGES; i++) {
    const start = performance.now()
    const sent = await api<{ seq: number }>(base, session, `/api/chats/${chat.id}/add-message`, { text: `bench ${i}` })
    const answered = performance.now()
    await until(() => tabs.every((t) => t.arrived.has(sent.seq)), 10_000, `message ${sent.seq} on every socket`)
    const times = tabs.map((t) => t.arrived.get(sent.seq) ?? 0)
    latencies.push(...times.map((at) => at - start))
    fanOut.push(Math.max(...times) - Math.min(...times))
    answers.push(answered - start)
  }
  latencies.sort((a, b) => a - b)
  answers.sort((a, b) => a - b)
  fanOut.sort((a, b) => a - b)

  const before = await stats()
  await new Promise((r) => setTimeout(r, IDLE_S * 1000))
  const after = await stats()
  const again = await api<{ seq: number }>(base, session, `/api/chats/${chat.id}/add-message`, { text: 'after idle' })
  await until(() => tabs.every((t) => t.arrived.has(again.seq)), 10_000, 'the message after idling')
  const stillOpen = tabs.filter((t) => t.ws.readyState === WebSocket.OPEN).length
  for (const t of tabs) t.ws.close()

  console.info(`\nChat room: ${SOCKETS} sockets in one room, ${MESSAGES} messages, wrangler dev on 127.0.0.1\n`)
  console.info('| measure | value |')
  console.info('|---|---:|')
  console.info(`| connect ${SOCKETS} sockets (all ready) | ${connectMs.toFixed(0)} ms |`)
  console.info(`| broadcast p50 (send → socket), one client thread | ${percentile(latencies, 0.5).toFixed(1)} ms |`)
  console.info(`| broadcast p95 (send → socket), one client thread | ${percentile(latencies, 0.95).toFixed(1)} ms |`)
  console.info(`| broadcast p99 (send → socket), one client thread | ${percentile(latencies, 0.99).toFixed(1)} ms |`)
  console.info(
    `| broadcast p50, sockets over ${CLIENT_THREADS} client threads | ${percentile(threaded, 0.5).toFixed(1)} ms |`,
  )
  console.info(
    `| broadcast p95, sockets over ${CLIENT_THREADS} client threads | ${percentile(threaded, 0.95).toFixed(1)} ms |`,
  )
  console.info(
    `| broadcast p99, sockets over ${CLIENT_THREADS} client threads | ${percentile(threaded, 0.99).toFixed(1)} ms |`,
  )
  console.info(
    `| the send's own answer p50 / p95 (REST: session, room, D1 write) | ${percentile(answers, 0.5).toFixed(1)} / ${percentile(answers, 0.95).toFixed(1)} ms |`,
  )
  console.info(`| fan-out spread p95 (first → last socket) | ${percentile(fanOut, 0.95).toFixed(1)} ms |`)
  console.info(`| sockets held by the room | ${before.sockets} |`)
  console.info(
    `| idle ${IDLE_S} s: room evicted from memory (hibernated) | ${before.instance !== after.instance ? 'yes' : 'no'} |`,
  )
  console.info(`| sockets open and served after the idle period | ${stillOpen} / ${SOCKETS} |`)
}

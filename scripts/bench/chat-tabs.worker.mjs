/**
 * One bench client thread of `npm run bench -- chat`: holds its share of the room's sockets, as that
 * many browser tabs would, and notes when each message frame arrives. Arrival times are absolute
 * (performance.timeOrigin + now), so the main thread compares them with its send time across threads.
 * Plain JavaScript: worker threads do not inherit tsx's loader everywhere.
 */
import { parentPort, workerData } from 'node:worker_threads'

const { base, cookie, chatId, count } = workerData
const now = () => performance.timeOrigin + performance.now()
const tabs = []

for (let i = 0; i < count; i++) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/chats/${chatId}/socket?after=0`, {
    headers: { cookie },
  })
  const tab = { ws, arrived: new Map(), ready: false }
  ws.addEventListener('message', (event) => {
    const at = now()
    const frame = JSON.parse(String(event.data))
    if (frame.type === 'ready') {
      tab.ready = true
      if (tabs.every((t) => t.ready)) parentPort.postMessage({ type: 'ready' })
    }
    if (frame.type === 'message') tab.arrived.set(frame.seq, at)
  })
  ws.addEventListener('error', () => parentPort.postMessage({ type: 'error' }))
  tabs.push(tab)
}

parentPort.on('message', async (request) => {
  if (request.type === 'collect') {
    const end = Date.now() + 10_000
    while (!tabs.every((t) => t.arrived.has(request.seq)) && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 2))
    }
    parentPort.postMessage({
      type: 'arrivals',
      seq: request.seq,
      times: tabs.map((t) => t.arrived.get(request.seq) ?? null),
    })
  } else if (request.type === 'close') {
    for (const t of tabs) t.ws.close()
    parentPort.postMessage({ type: 'closed', open: tabs.filter((t) => t.ws.readyState === WebSocket.OPEN).length })
  }
})

/**
 * One bench client thread of `npm run bench -- chat`: holds its share of the room's sockets, as that
 * many browser tabs would, and notes when each message frame arrives. Arrival times are absolute
 * (performance.timeOrigin + now), so the main thread compares them with its send time across threads.
 * Plain JavaScript: worker threads do not inherit tsx's loader everywhere.
 *
 * Two clients (workerData.client):
 * - 'websocket': Node's WebSocket (undici). The time is taken in its message event, after undici has
 *   parsed the frame and dispatched the events of the sockets read before it in this thread.
 * - 'frames': a plain TCP socket speaking the WebSocket wire format (RFC 6455: handshake, then unmasked
 *   server frames). The time is taken when the bytes are read, before any parsing, so it shows when the
 *   frame reached this socket rather than how long one thread takes to work through 250 event dispatches.
 */
import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import { parentPort, workerData } from 'node:worker_threads'

const { base, cookie, chatId, count, client } = workerData
const now = () => performance.timeOrigin + performance.now()
const path = `/api/chats/${chatId}/socket?after=0`
const tabs = []

/** Connections refused or dropped while the room is being joined, opened again (a browser tab would). */
let retries = 0

/**
 * A frame reached a tab. Once the tab has joined, only the arrival time and the raw payload are kept:
 * the frames of the other sockets of this thread wait behind this handler, so parsing is left for
 * collect(), after the broadcast.
 */
function onFrame(tab, payload, at) {
  if (tab.ready) {
    tab.unread.push({ payload, at })
    return
  }
  const frame = JSON.parse(String(payload))
  if (frame.type === 'ready') {
    tab.ready = true
    if (tabs.length === count && tabs.every((t) => t.ready)) parentPort.postMessage({ type: 'ready', retries })
  }
  if (frame.type === 'message') tab.arrived.set(frame.seq, at)
}

/** Parses what arrived since the last look. */
function readArrivals(tab) {
  for (const { payload, at } of tab.unread) {
    const frame = JSON.parse(String(payload))
    if (frame.type === 'message') tab.arrived.set(frame.seq, at)
  }
  tab.unread.length = 0
}

function openWebSocket() {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${path}`, { headers: { cookie } })
  const tab = {
    arrived: new Map(),
    unread: [],
    ready: false,
    close: () => ws.close(),
    isOpen: () => ws.readyState === 1,
  }
  ws.addEventListener('message', (event) => onFrame(tab, event.data, now()))
  ws.addEventListener('error', () => failed(tab))
  ws.addEventListener('close', () => tab.ready || failed(tab))
  return tab
}

function openFrames() {
  const url = new URL(base)
  const socket = connect(Number(url.port), url.hostname)
  socket.setNoDelay(true)
  let open = false
  let pending = Buffer.alloc(0)
  const tab = {
    arrived: new Map(),
    unread: [],
    ready: false,
    close: () => {
      // A masked close frame (status 1000), as a client must send, then the end of the stream.
      const mask = randomBytes(4)
      const payload = Buffer.from([0x03 ^ mask[0], 0xe8 ^ mask[1]])
      socket.end(Buffer.concat([Buffer.from([0x88, 0x82]), mask, payload]))
      open = false
    },
    isOpen: () => open && !socket.destroyed,
  }
  socket.on('connect', () => {
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n` +
        `Cookie: ${cookie}\r\n\r\n`,
    )
  })
  socket.on('data', (chunk) => {
    const at = now()
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
    if (!open) {
      const end = pending.indexOf('\r\n\r\n')
      if (end < 0) return
      if (!/^HTTP\/1\.1 101/.test(pending.subarray(0, 12).toString('latin1'))) {
        socket.destroy()
        failed(tab)
        return
      }
      open = true
      pending = pending.subarray(end + 4)
    }
    while (pending.length >= 2) {
      let length = pending[1] & 0x7f
      let offset = 2
      if (length === 126) {
        if (pending.length < 4) return
        length = pending.readUInt16BE(2)
        offset = 4
      } else if (length === 127) {
        if (pending.length < 10) return
        length = Number(pending.readBigUInt64BE(2))
        offset = 10
      }
      if (pending.length < offset + length) return
      const opcode = pending[0] & 0x0f
      const payload = pending.subarray(offset, offset + length)
      pending = pending.subarray(offset + length)
      // The room sends whole text frames (opcode 1); close and control frames carry no message.
      if (opcode === 1) onFrame(tab, payload, at)
      if (opcode === 8) open = false
    }
  })
  socket.on('error', () => failed(tab))
  socket.on('close', () => tab.ready || failed(tab))
  return tab
}

const openTab = () => (client === 'frames' ? openFrames() : openWebSocket())

/** A tab that fails before it joined is opened again (up to 3 times); one that fails later is an error. */
function failed(tab) {
  if (tab.failed) return
  tab.failed = true
  const i = tabs.indexOf(tab)
  if (i < 0 || tab.ready || (tab.attempt ?? 0) >= 3) {
    parentPort.postMessage({ type: 'error' })
    return
  }
  retries++
  setTimeout(() => {
    const again = openTab()
    again.attempt = (tab.attempt ?? 0) + 1
    tabs[i] = again
  }, 250)
}

for (let i = 0; i < count; i++) tabs.push(openTab())

parentPort.on('message', async (request) => {
  if (request.type === 'collect') {
    const end = Date.now() + 10_000
    // Waiting looks only at whether a frame came (one message is in flight at a time); parsing waits
    // until every tab has one, so it never sits between a later socket's bytes and their timestamp.
    const arrived = () => tabs.every((t) => t.unread.length > 0 || t.arrived.has(request.seq))
    while (!arrived() && Date.now() < end) await new Promise((r) => setTimeout(r, 2))
    for (const t of tabs) readArrivals(t)
    // A tab whose first frame was not this message (none should be) is waited for the old way.
    while (!tabs.every((t) => t.arrived.has(request.seq)) && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 2))
      for (const t of tabs) readArrivals(t)
    }
    parentPort.postMessage({
      type: 'arrivals',
      seq: request.seq,
      times: tabs.map((t) => t.arrived.get(request.seq) ?? null),
    })
  } else if (request.type === 'close') {
    const open = tabs.filter((t) => t.isOpen()).length
    for (const t of tabs) t.close()
    parentPort.postMessage({ type: 'closed', open })
  }
})

import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

function room(name: string) {
  return env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(name))
}

async function connect(name: string, userId: string) {
  const res = await room(name).fetch('https://chat/connect', { headers: { Upgrade: 'websocket', 'X-User-Id': userId } })
  expect(res.status).toBe(101)
  const ws = res.webSocket!
  ws.accept()
  const received: string[] = []
  ws.addEventListener('message', (e) => {
    received.push(String(e.data))
  })
  return { ws, received }
}

describe('ChatRoomObject', () => {
  it('fans an event out to every connected member', async () => {
    const a = await connect('room-1', 'user-a')
    const b = await connect('room-1', 'user-b')
    expect((await room('room-1').connectedUsers()).sort()).toEqual(['user-a', 'user-b'])
    expect(await room('room-1').broadcast({ type: 'message.created', id: 'm1' })).toBe(2)
    await new Promise((r) => setTimeout(r, 50))
    expect(a.received).toEqual(['{"type":"message.created","id":"m1"}'])
    expect(b.received).toEqual(['{"type":"message.created","id":"m1"}'])
    a.ws.close()
    b.ws.close()
  })

  it('answers ping with pong without waking the object', async () => {
    const c = await connect('room-2', 'user-c')
    c.ws.send('ping')
    await new Promise((r) => setTimeout(r, 50))
    expect(c.received).toEqual(['pong'])
    c.ws.close()
  })

  it('refuses a connection that is not a WebSocket upgrade', async () => {
    const res = await room('room-3').fetch('https://chat/connect')
    expect(res.status).toBe(426)
  })
})

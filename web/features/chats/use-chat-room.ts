import { useCallback, useEffect, useRef, useState } from 'react'
import { CHAT_CLOSE, type ChatMessage, ChatServerFrameSchema } from '../../../worker/contracts/chats'
import { chatSocketUrl, loadHistory } from '../../api/chats'

export type RoomStatus = 'loading' | 'connecting' | 'live' | 'offline' | 'refused' | 'failed'

const PING_MS = 30_000
const MAX_BACKOFF_MS = 10_000

/** Keeps the newer state of a message: a change arrives once, but a REST answer may race the socket. */
function upsert(list: ChatMessage[], incoming: ChatMessage): ChatMessage[] {
  const at = list.findIndex((m) => m.id === incoming.id)
  if (at === -1) return [...list, incoming].sort((a, b) => a.seq - b.seq)
  if ((list[at]?.version ?? 0) > incoming.version) return list
  const next = list.slice()
  next[at] = incoming
  return next
}

/**
 * One chat room in the browser: the latest page of history over REST, then the room's WebSocket for
 * live changes. It remembers the highest change number seen and, after a drop, reconnects with it, so
 * the room replays exactly what was missed (no gap, no duplicate; ADR 0023). Frames are parsed with
 * the contract; anything else is ignored.
 */
export function useChatRoom(chatId: string) {
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [status, setStatus] = useState<RoomStatus>('loading')
  const [hasOlder, setHasOlder] = useState(false)
  const lastSeq = useRef(0)
  const socket = useRef<WebSocket | null>(null)

  const apply = useCallback((message: ChatMessage) => setMessages((list) => upsert(list, message)), [])

  useEffect(() => {
    let stopped = false
    let retry: ReturnType<typeof setTimeout> | undefined
    let ping: ReturnType<typeof setInterval> | undefined
    let attempts = 0

    async function loadLatest() {
      const page = await loadHistory(chatId)
      if (stopped) return
      setMessages(page.messages)
      setHasOlder(page.hasMore)
      lastSeq.current = page.seq
    }

    function connect() {
      if (stopped) return
      setStatus('connecting')
      const ws = new WebSocket(chatSocketUrl(chatId, lastSeq.current))
      socket.current = ws
      ws.addEventListener('message', (event) => {
        if (typeof event.data !== 'string' || event.data === 'pong') return
        let raw: unknown
        try {
          raw = JSON.parse(event.data)
        } catch {
          return
        }
        const frame = ChatServerFrameSchema.safeParse(raw)
        if (!frame.success) return
        const data = frame.data
        if (data.type === 'ready') {
          attempts = 0
          setStatus('live')
        } else if (data.type === 'reload') {
          // Too much changed while away: start again from the latest page.
          ws.close(1000, 'reload')
        } else if (data.seq > lastSeq.current) {
          lastSeq.current = data.seq
          apply(data.message)
        }
      })
      ws.addEventListener('open', () => {
        ping = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('ping'), PING_MS)
      })
      ws.addEventListener('close', (event) => {
        clearInterval(ping)
        if (stopped) return
        if (event.code === CHAT_CLOSE.FORBIDDEN || event.code === CHAT_CLOSE.GONE) {
          setStatus('refused')
          return
        }
        setStatus('offline')
        attempts++
        const wait = Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.min(attempts, 5))
        retry = setTimeout(() => {
          if (event.reason === 'reload') void loadLatest().then(connect, () => connect())
          else connect()
        }, wait)
      })
    }

    setMessages([])
    setStatus('loading')
    lastSeq.current = 0
    loadLatest().then(connect, () => {
      if (!stopped) setStatus('failed')
    })
    return () => {
      stopped = true
      clearTimeout(retry)
      clearInterval(ping)
      socket.current?.close(1000, 'leaving')
      socket.current = null
    }
  }, [chatId, apply])

  const loadOlder = useCallback(async () => {
    const oldest = messages[0]
    if (!oldest) return
    const page = await loadHistory(chatId, oldest.id)
    setMessages((list) => page.messages.reduce(upsert, list))
    setHasOlder(page.hasMore)
  }, [chatId, messages])

  return { messages, status, hasOlder, loadOlder, apply }
}

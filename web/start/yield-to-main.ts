interface Scheduler {
  yield?: () => Promise<void>
}

/**
 * Ends the current main-thread task and continues in a new one, so the browser can paint and handle
 * input in between (a long task on a phone is blocking time). `scheduler.yield()` continues ahead of
 * other queued tasks where Chromium has it; elsewhere a message-channel task comes next without the
 * clamping of nested timers.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

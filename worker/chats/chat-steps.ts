import type { Context } from 'hono'
import type { AppEnv } from '../context'

/** Local and test mode: when each step of a chat write happened, for the bench (scripts/bench/chat.ts). */
export const CHAT_STEPS_HEADER = 'X-Chat-Steps'

/** Notes that a step of the write finished (epoch ms; the room's steps arrive with its own clock's times). */
export type StepMark = (step: string, at?: number) => void

/**
 * Where a broadcast's time goes, step by step: `handler=…;access=…;room-received=…` in epoch ms. The
 * times are absolute so the bench can set them against its own clock (same machine) around the send and
 * the sockets' arrivals. Production answers without the header: it would tell anyone the server's inner
 * timings, and nobody there reads them.
 */
export function chatSteps(c: Context<AppEnv>): { mark?: StepMark; done: () => void } {
  if (c.get('services').config.APP_ENV === 'production') return { done: () => {} }
  const marks: string[] = []
  return {
    mark: (step, at = Date.now()) => {
      marks.push(`${step}=${at}`)
    },
    done: () => c.header(CHAT_STEPS_HEADER, marks.join(';')),
  }
}

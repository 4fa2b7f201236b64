import { countSegments } from '../../../worker/engine/messages/segments'
import { m } from '../../paraglide/messages'

/** The wording of a segment count: "2 segments · GSM-7 · 40 characters left". */
export function smsStatusText(text: string): string {
  const count = countSegments(text)
  const segments =
    count.segments === 1 ? m.message_sms_segment_one() : m.message_sms_segments({ count: String(count.segments) })
  return m.message_sms_status({ segments, encoding: count.encoding, remaining: String(count.remaining) })
}

/**
 * Recounted on every edit with the same pure function the server uses, so what the recruiter sees
 * is what the carrier bills. Polite live region: announced when typing pauses, never interrupting.
 */
export function SmsCounter({ id, text }: { id: string; text: string }) {
  const count = countSegments(text)
  return (
    <p id={id} className="sms-counter" data-encoding={count.encoding} aria-live="polite" aria-atomic="true">
      {smsStatusText(text)}
    </p>
  )
}

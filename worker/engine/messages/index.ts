/**
 * Candidate messages: invite or reject, as email or short text, in the 18 message languages of
 * spec §3. Texts are data (phrases-*.ts); composing is pure; SMS segments are counted exactly.
 */
export {
  type ComposedMessage,
  composeMessage,
  MESSAGE_PHRASES,
  type MessageInput,
  messageStrengths,
  messageVoice,
} from './compose'
export { type MessageRegister, registerOf } from './register'
export { countSegments, type SegmentCount, type SmsEncoding } from './segments'

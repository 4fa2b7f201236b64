import { z } from 'zod'
import {
  type ComposedMessage,
  countSegments,
  type MessageInput,
  messageStrengths,
  messageVoice,
} from '../../engine/messages'
import type { ChatMessage } from './json-llm'
import { fillTemplate, languageName } from './prompt-template'

/** Bump on every change of the prompt below: a message says which version wrote it. */
export const MESSAGE_PROMPT_VERSION = 'messages@1'

/** An SMS of more than three segments is no longer a short text. */
const MAX_SMS = 480

/** What the model must answer; anything else is refused and the embedded message is kept. */
export const LlmMessageSchema = z.object({
  subject: z.string().trim().max(300).nullable(),
  body: z.string().trim().min(1).max(8000),
})

/** The chat for an invite or reject message; `instructions` is the organization's messages prompt. */
export function messageMessages(input: MessageInput, draft: ComposedMessage, instructions?: string): ChatMessage[] {
  const language = languageName(input.language)
  const { company, client, agency } = messageVoice(input)
  const channel = input.channel === 'sms' ? 'a short text message (SMS)' : 'an email'
  const extra = fillTemplate(instructions, { decision: input.decision, channel, language, company }, ['facts'])
  const facts = {
    decision: input.decision,
    candidateName: input.candidateName,
    jobTitle: input.jobTitle,
    company,
    writingAsAgencyFor: agency ? client : null,
    sender: input.senderName,
    strengths: messageStrengths(input),
    register: input.register ?? 'formal',
    referenceDraft: { subject: draft.subject, body: draft.body },
  }
  return [
    {
      role: 'system',
      content:
        `You write ${input.decision === 'invite' ? 'an invitation to an interview' : 'a rejection'} to a job ` +
        `candidate as ${channel} in ${language}, in the voice of ${company}. Answer with one JSON object with ` +
        `exactly these keys: subject (${input.channel === 'sms' ? 'null' : 'the email subject'}), body (the text, ` +
        `signed by the sender${input.channel === 'sms' ? `, at most ${MAX_SMS} characters` : ''}). Never mention ` +
        'scores, never name a company other than the ones in the facts, never invent facts. Without a candidate ' +
        'name, greet neutrally.' +
        (extra ? `\nInstructions: ${extra}` : ''),
    },
    {
      role: 'user',
      content: `Facts (JSON) between the markers:\n<<<FACTS\n${JSON.stringify(facts).slice(0, 12_000)}\nFACTS>>>`,
    },
  ]
}

/**
 * The model's message in the embedded message's frame (language, direction, SMS count). Refused
 * (thrown, so the embedded message is used) when it breaks a rule the product promises: an email
 * without subject, an SMS too long, or a private client named.
 */
export function acceptMessage(
  input: MessageInput,
  draft: ComposedMessage,
  llm: z.infer<typeof LlmMessageSchema>,
): ComposedMessage {
  if (input.channel === 'sms' && llm.body.length > MAX_SMS) throw new Error('invalid answer: the text is too long')
  if (input.channel === 'email' && !llm.subject) throw new Error('invalid answer: the email has no subject')
  const privateClient = input.clientPrivacy === 'private' && input.hireType === 'staffing' ? input.clientName : null
  if (privateClient && `${llm.subject ?? ''}\n${llm.body}`.toLowerCase().includes(privateClient.toLowerCase())) {
    throw new Error('invalid answer: names a private client')
  }
  return input.channel === 'sms'
    ? { ...draft, subject: null, body: llm.body, sms: countSegments(llm.body) }
    : { ...draft, subject: llm.subject, body: llm.body, sms: null }
}

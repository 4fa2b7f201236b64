import { z } from 'zod'
import type { ClientInfoDraft } from '../../engine/client-info'
import type { ChatMessage } from './json-llm'

/** Bump on every change of the prompt below. */
export const CLIENT_INFO_PROMPT_VERSION = 'client-info@1'

const field = (max: number) => z.string().trim().max(max).nullable()

/** What the model must answer; anything else is refused and the embedded draft is kept. */
export const LlmClientInfoSchema = z.object({
  address: field(1000),
  brandLanguage: field(4000),
  culture: field(4000),
  info: field(8000),
})

/** The chat for the client wizard; `instructions` is the organization's client_info prompt. */
export function clientInfoMessages(input: { name: string; text: string }, instructions?: string): ChatMessage[] {
  const extra = instructions?.replace(/\{\{\w+\}\}/g, '').trim()
  return [
    {
      role: 'system',
      content:
        'You draft what a recruiting agency knows about a client company from text the agency pasted. Answer with ' +
        'one JSON object with exactly these keys: address (postal address as one line), brandLanguage (how the ' +
        'company writes: tone, form of address, typical wording), culture (values and ways of working, in the ' +
        "company's own words where possible), info (what the company is and does: industry, size, locations). Use " +
        'null for anything the text does not say. Never invent facts.' +
        (extra ? `\nFurther instructions: ${extra.slice(0, 4000)}` : ''),
    },
    // The pasted text is data, not instructions: fenced and cut.
    {
      role: 'user',
      content: `Company name: ${input.name.slice(0, 200)}\nText between the markers:\n<<<TEXT\n${input.text.slice(0, 24_000)}\nTEXT>>>`,
    },
  ]
}

/** The model's fields over the embedded draft: its value where it gives one, the extract where it gives null. */
export function mergeClientInfo(embedded: ClientInfoDraft, llm: z.infer<typeof LlmClientInfoSchema>): ClientInfoDraft {
  const pick = (a: string | null, b: string | null) => (a ? a : b)
  return {
    address: pick(llm.address, embedded.address),
    brandLanguage: pick(llm.brandLanguage, embedded.brandLanguage),
    culture: pick(llm.culture, embedded.culture),
    info: pick(llm.info, embedded.info),
  }
}

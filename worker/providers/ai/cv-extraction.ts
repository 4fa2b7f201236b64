import { z } from 'zod'
import { DEGREE_LEVELS, LANGUAGE_PROFICIENCIES, SENIORITY_LEVELS } from '../../contracts/enums'
import type { ParsedCv } from '../../engine/parsing'
import type { ChatMessage } from './json-llm'

/** Bump on every change of the prompt: stored profiles say which version produced them. */
export const CV_PROMPT_VERSION = 'cv-extraction@1'

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/** What the model must answer; anything else is refused and the embedded parser's result is kept. */
export const LlmCvSchema = z.object({
  isCv: z.boolean(),
  name: z.string().min(1).max(200).nullable(),
  email: z.string().max(254).nullable(),
  phone: z.string().max(40).nullable(),
  location: z.string().max(200).nullable(),
  title: z.string().max(200).nullable(),
  summary: z.string().max(2000).nullable(),
  hardSkills: z.array(z.string().min(1).max(100)).max(100),
  softSkills: z.array(z.string().min(1).max(100)).max(50),
  languages: z.array(z.object({ language: z.string().length(2), proficiency: z.enum(LANGUAGE_PROFICIENCIES) })).max(30),
  degree: z.enum(DEGREE_LEVELS).nullable(),
  experience: z
    .array(
      z.object({
        title: z.string().max(200).nullable(),
        company: z.string().max(200).nullable(),
        start: z.string().regex(MONTH).nullable(),
        end: z.union([z.string().regex(MONTH), z.literal('present')]).nullable(),
      }),
    )
    .max(50),
  seniority: z.enum(SENIORITY_LEVELS).nullable(),
  achievements: z.array(z.string().max(500)).max(30),
})
export type LlmCv = z.infer<typeof LlmCvSchema>

/**
 * The chat for CV extraction. `instructions` is the organization's or platform's prompt (AI prompts
 * screen): it adds guidance, while the schema rules above it stay fixed so answers remain checkable.
 */
export function cvExtractionMessages(text: string, instructions?: string): ChatMessage[] {
  const extra = instructions?.replace(/\{\{\w+\}\}/g, '').trim()
  return [
    {
      role: 'system',
      content:
        'You extract facts from a CV. Answer with one JSON object with exactly these keys: isCv, name, email, phone, ' +
        'location, title, summary, hardSkills, softSkills, languages [{language: ISO 639-1, proficiency}], degree, ' +
        'experience [{title, company, start: "YYYY-MM"|null, end: "YYYY-MM"|"present"|null}], seniority, achievements. ' +
        `proficiency is one of ${LANGUAGE_PROFICIENCIES.join(', ')}; degree one of ${DEGREE_LEVELS.join(', ')}; ` +
        `seniority one of ${SENIORITY_LEVELS.join(', ')}. Use null or [] for anything the CV does not say. Never invent.` +
        (extra ? `\nFurther instructions: ${extra.slice(0, 4000)}` : ''),
    },
    // The CV is data, not instructions; it is fenced and cut to keep the request bounded.
    { role: 'user', content: `CV text between the markers:\n<<<CV\n${text.slice(0, 24_000)}\nCV>>>` },
  ]
}

/**
 * The model's facts over the embedded parse: its values win where it gives one, the embedded parser
 * keeps what the model left out, its evidence, and the taxonomy-based fields (ISCO, years, education).
 */
export function mergeCv(embedded: ParsedCv, llm: LlmCv): ParsedCv {
  const pick = <T>(a: T | null, b: T | null) => (a === null ? b : a)
  const union = (a: string[], b: string[]) => {
    const seen = new Set(a.map((s) => s.toLowerCase()))
    return [...a, ...b.filter((s) => !seen.has(s.toLowerCase()))]
  }
  return {
    ...embedded,
    isCv: llm.isCv && embedded.isCv,
    name: pick(llm.name, embedded.name),
    email: pick(llm.email, embedded.email),
    phone: pick(embedded.phone, llm.phone),
    location: pick(llm.location, embedded.location),
    title: pick(llm.title, embedded.title),
    summary: pick(llm.summary, embedded.summary),
    hardSkills: union(embedded.hardSkills, llm.hardSkills),
    softSkills: union(embedded.softSkills, llm.softSkills),
    languages: llm.languages.length ? llm.languages : embedded.languages,
    degree: pick(llm.degree, embedded.degree),
    experience: llm.experience.length ? llm.experience : embedded.experience,
    seniority: pick(llm.seniority, embedded.seniority),
    achievements: llm.achievements.length ? llm.achievements : embedded.achievements,
  }
}

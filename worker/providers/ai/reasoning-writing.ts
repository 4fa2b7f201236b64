import { z } from 'zod'
import type { UiLanguage } from '../../contracts/enums'
import type { FitReport } from '../../engine/fit-report'
import type { ChatMessage } from './json-llm'
import { fillTemplate, languageName } from './prompt-template'
import { fencedEvidence, proseEvidence } from './prose-evidence'

/** Bump on every change of the prompt below: stored reasoning says which version wrote it. */
export const REASONING_PROMPT_VERSION = 'match-reasoning@1'

/** What the model must answer; anything else is refused and the embedded reasoning is kept. */
export const LlmReasoningSchema = z.object({ reasoning: z.string().trim().min(1).max(2000) })

/** The chat for a pair's match reasoning; `instructions` is the organization's match_reasoning prompt. */
export function reasoningMessages(
  report: FitReport,
  subject: { jobTitle: string; language: UiLanguage },
  instructions?: string,
): ChatMessage[] {
  const language = languageName(subject.language)
  const extra = fillTemplate(
    instructions,
    { language, score: String(Math.round(report.score)), job_title: subject.jobTitle },
    ['evidence'],
  )
  return [
    {
      role: 'system',
      content:
        'You explain to a recruiter why a candidate got the score a matching engine computed for a job. Answer ' +
        `with one JSON object with exactly one key: reasoning (plain text in ${language}). Cite only the evidence ` +
        'given, name every failed mandatory requirement, never change or question the score, never invent facts.' +
        (extra ? `\nInstructions: ${extra}` : ''),
    },
    { role: 'user', content: fencedEvidence(proseEvidence(report, subject.jobTitle)) },
  ]
}

import { z } from 'zod'
import type { FitPoint, FitReport } from '../../engine/fit-report'
import type { FitReportSubject } from './ai-provider'
import type { ChatMessage } from './json-llm'
import { fillTemplate, languageName } from './prompt-template'
import { fencedEvidence, proseEvidence } from './prose-evidence'

/** Bump on every change of the prompt below: stored fit reports say which version wrote them. */
export const FIT_REPORT_PROMPT_VERSION = 'fit-report@1'

const Point = z.object({
  text: z.string().trim().min(1).max(500),
  facts: z.array(z.string().max(300)).max(4),
})

/** What the model must answer; anything else is refused and the embedded report is kept. */
export const LlmFitReportSchema = z.object({
  summary: z.string().trim().min(1).max(2000),
  strengths: z.array(Point).max(6),
  gaps: z.array(Point).max(6),
  questions: z.array(z.string().trim().min(1).max(300)).min(1).max(8),
})

/** The chat for a fit report; `instructions` is the organization's fit_report prompt. */
export function fitReportMessages(
  embedded: FitReport,
  subject: FitReportSubject,
  instructions?: string,
): ChatMessage[] {
  const language = languageName(subject.language)
  const extra = fillTemplate(
    instructions,
    { language, score: String(Math.round(embedded.score)), job_title: subject.jobTitle },
    ['evidence'],
  )
  return [
    {
      role: 'system',
      content:
        'You write the fit report of a candidate for a job for a recruiter, from the evidence a matching engine ' +
        `found. Answer with one JSON object with exactly these keys, all text in ${language}: summary (2 to 4 ` +
        'sentences), strengths [{text, facts}], gaps [{text, facts}], questions (3 to 5 interview questions). ' +
        'facts lists the evidence facts a point rests on, copied word for word from the evidence. Knockouts and ' +
        'scores are decided by the engine: mention them, never change them. Never invent facts.' +
        (extra ? `\nInstructions: ${extra}` : ''),
    },
    {
      role: 'user',
      content: `Candidate: ${subject.candidateName?.slice(0, 200) ?? '(no name)'}\n${fencedEvidence(proseEvidence(embedded, subject.jobTitle))}`,
    },
  ]
}

/**
 * The model's prose over the embedded report: summary, strengths, gaps and questions are its words;
 * score, knockouts and areas stay the engine's, and a point cites only facts the engine found.
 */
export function mergeFitReport(embedded: FitReport, llm: z.infer<typeof LlmFitReportSchema>): FitReport {
  const known = new Set(
    [...embedded.strengths, ...embedded.gaps, ...embedded.knockouts].flatMap((p) => p.facts.map((f) => f.trim())),
  )
  const point = (p: FitPoint): FitPoint => ({ text: p.text, facts: p.facts.filter((f) => known.has(f.trim())) })
  return {
    ...embedded,
    summary: llm.summary,
    strengths: llm.strengths.map(point),
    gaps: llm.gaps.map(point),
    questions: llm.questions,
  }
}

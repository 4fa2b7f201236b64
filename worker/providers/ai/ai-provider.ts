import type { UiLanguage } from '../../contracts/enums'
import type { ClientInfoDraft } from '../../engine/client-info'
import type { FitReport } from '../../engine/fit-report'
import type { MatchResult } from '../../engine/matching'
import type { ComposedMessage, MessageInput } from '../../engine/messages'
import type { ParsedCv } from '../../engine/parsing'

/** What a fit report is written about, besides the engine's evidence. */
export interface FitReportSubject {
  /** Null when the CV names nobody (the applicant is listed under its file name): prose then names no one. */
  candidateName: string | null
  jobTitle: string
  language: UiLanguage
}

/** What the AI port returns: the value and which model and prompt version produced it. */
export interface AiResult<T> {
  value: T
  model: string
  promptVersion: string
  /** Set when a model failed and the embedded engine answered instead: why. */
  fallbackReason?: string
}

/**
 * The operations the product needs from AI (ADR 0005). Adapters: `embedded` (deterministic, rule- and
 * taxonomy-based, the default), `workers-ai` and `openai-compatible` (with matching). Scores are never
 * decided here: the AI extracts facts and writes prose.
 */
export interface AiProvider {
  readonly name: string
  /**
   * `writtenAt`: the document's own date (YYYY-MM), what "present" in the CV means; `europassXml`: the
   * Europass XML a PDF embeds, whose fields win over the text.
   */
  parseCv(
    text: string,
    context: { filename?: string; writtenAt?: string | null; europassXml?: string | null },
  ): Promise<AiResult<ParsedCv>>
  /** The fit report's prose from the scored evidence; the result names whoever actually wrote it. */
  writeFitReport(match: MatchResult, subject: FitReportSubject): Promise<AiResult<FitReport>>
  /** A pair's match reasoning: a few sentences on why it scored as it did, in the organization's language. */
  writeReasoning(match: MatchResult, subject: { jobTitle: string; language: UiLanguage }): Promise<AiResult<string>>
  /** An invite or reject message to the candidate, in the voice the input sets. */
  writeMessage(input: MessageInput): Promise<AiResult<ComposedMessage>>
  /** Address, brand language, culture and organization information from text about a client (the wizard). */
  draftClientInfo(input: { name: string; text: string }): Promise<AiResult<ClientInfoDraft>>
}

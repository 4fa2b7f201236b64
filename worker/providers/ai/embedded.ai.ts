import type { AiProvider } from './ai-provider'

/** Bump when the embedded parser's output changes meaningfully, so stored profiles can say what made them. */
export const EMBEDDED_PARSER_VERSION = 'embedded-parser@2'
/** Bump when the embedded fit-report templates change (worker/engine/fit-report). */
export const EMBEDDED_FIT_REPORT_VERSION = 'embedded-fit-report@2'
/** Bump when the embedded match reasoning changes (worker/matching/reasoning). */
export const EMBEDDED_REASONING_VERSION = 'embedded-reasoning@1'
/** Bump when the embedded message phrases change (worker/engine/messages). */
export const EMBEDDED_MESSAGES_VERSION = 'embedded-messages@1'
/** Bump when the embedded client information draft changes (worker/engine/client-info). */
export const EMBEDDED_CLIENT_INFO_VERSION = 'embedded-client-info@1'

/** The default adapter: the engine in worker/engine, no network, same answer every time. */
export function embeddedAi(): AiProvider {
  return {
    name: 'embedded',
    async parseCv(text, context) {
      // Loaded on first use: the taxonomy data is large, and most requests never parse a CV.
      const { parseCv } = await import('../../engine/parsing')
      return { value: parseCv(text, context), model: 'embedded', promptVersion: EMBEDDED_PARSER_VERSION }
    },
    async writeFitReport(match, subject) {
      const { buildFitReport } = await import('../../engine/fit-report')
      return { value: buildFitReport(match, subject), model: 'embedded', promptVersion: EMBEDDED_FIT_REPORT_VERSION }
    },
    async writeReasoning(match, subject) {
      const { writeReasoning } = await import('../../matching/reasoning')
      return {
        value: writeReasoning(match, subject.language),
        model: 'embedded',
        promptVersion: EMBEDDED_REASONING_VERSION,
      }
    },
    async writeMessage(input) {
      const { composeMessage } = await import('../../engine/messages')
      return { value: composeMessage(input), model: 'embedded', promptVersion: EMBEDDED_MESSAGES_VERSION }
    },
    async draftClientInfo(input) {
      const { draftClientInfo } = await import('../../engine/client-info')
      return { value: draftClientInfo(input), model: 'embedded', promptVersion: EMBEDDED_CLIENT_INFO_VERSION }
    },
  }
}

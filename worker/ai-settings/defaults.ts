import type { AiPurpose } from '../contracts/enums'

/**
 * Built-in platform defaults, written to D1 the first time they are read: the deployment's
 * AI_PROVIDER (embedded locally, Workers AI in production) until a platform admin or an organization
 * picks another model.
 */
export const EMBEDDED_MODEL = 'shortlist-embedded-1'
export const EMBEDDING_MODEL = '@cf/baai/bge-m3'

export const MODEL_SUGGESTIONS = {
  embedded: [EMBEDDED_MODEL],
  'workers-ai': [
    '@cf/meta/llama-3.3-70b-instruct-fp8-fast',
    '@cf/meta/llama-3.1-8b-instruct',
    '@cf/mistralai/mistral-small-3.1-24b-instruct',
    '@cf/baai/bge-m3',
  ],
  'openai-compatible': ['gpt-4o-mini', 'gpt-4.1-mini', 'mistral-small-latest'],
} as const

export const DEFAULT_PROMPTS: Record<AiPurpose, string> = {
  parse_cv:
    'Extract the candidate profile from the CV text below as JSON with the keys of the schema given. Use only facts stated in the CV; leave a field empty when the CV does not say. CV text:\n{{cv_text}}',
  parse_job:
    'Read the job description below and return JSON with the title, the required skills, the minimum years of experience, the degree, languages with levels and seniority, each with whether it is mandatory. Job description:\n{{job_text}}',
  embeddings: 'Represent this profile for similarity search between candidates and jobs:\n{{text}}',
  match_reasoning:
    'Explain in 3 to 5 sentences, in {{language}}, why the candidate scores {{score}} of 100 for the job "{{job_title}}". Cite only the evidence given, name every failed mandatory requirement, and do not invent facts. Evidence:\n{{evidence}}',
  fit_report:
    'Write a fit report in {{language}} for the candidate and job below: a summary, strengths and gaps each with the evidence, knockouts, and three to five interview questions. Use only the evidence given. Evidence:\n{{evidence}}',
  messages:
    'Write a {{decision}} message to the candidate as {{channel}} in {{language}}, in the voice of {{company}}. Be warm, brief and specific; never mention scores. Facts:\n{{facts}}',
  client_info:
    'From the text about the client below, fill in the address, brand language, culture and organization information as JSON. Text:\n{{text}}',
}

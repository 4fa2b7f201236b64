import { DocumentError, extractText } from '../engine/documents'
import { parseJobDescription } from '../engine/job-parsing'
import { loadOccupationVote } from '../engine/taxonomy'
import { AppError } from '../lib/app-error'
import { proposedRequirement } from './requirements'

function fromBase64(text: string): Uint8Array {
  try {
    const binary = atob(text)
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return bytes
  } catch {
    throw new AppError('JOB_DOCUMENT_UNREADABLE')
  }
}

/**
 * A job-description document → the text and proposed requirements for the create form. It runs the
 * same safe extraction as CVs (engine/documents) and the job-ad parser, in the request: a job ad is
 * one small file, and nothing is stored until the recruiter saves the job.
 */
export async function readJobDocument(filename: string, contentBase64: string) {
  let text: string
  try {
    text = (await extractText(fromBase64(contentBase64), { filename })).text
  } catch (err) {
    if (err instanceof DocumentError)
      throw new AppError('JOB_DOCUMENT_UNREADABLE', [{ path: 'contentBase64', message: err.reason }])
    throw err
  }
  if (!text.trim()) throw new AppError('JOB_DOCUMENT_UNREADABLE')
  await loadOccupationVote()
  const parsed = parseJobDescription(text)
  return {
    // '' when the ad names no title; the form keeps a title the recruiter typed (chooseJobTitle).
    title: parsed.title,
    description: parsed.description,
    requirements: parsed.requirements.map(proposedRequirement),
  }
}

/** Shared state of one evaluation run: logging and a per-file parse cache. */
import { basename } from 'node:path'
import { type ParsedCv, parseCv } from '../../worker/engine/parsing/index'
import { readDocumentFile } from './read'

export interface EvalContext {
  root: string
  log: (...parts: unknown[]) => void
  parseText: (
    text: string,
    file?: string,
    writtenAt?: string | null,
    europassXml?: string | null,
  ) => { cv: ParsedCv; ms: number }
  parseFile: (file: string) => Promise<{ cv: ParsedCv | null; error: string | null }>
}

export function createContext(root: string, verbose: boolean): EvalContext {
  const cache = new Map<string, { cv: ParsedCv | null; error: string | null }>()
  const parseText = (text: string, file?: string, writtenAt?: string | null, europassXml?: string | null) => {
    const started = performance.now()
    const cv = parseCv(text, { filename: file ? basename(file) : undefined, writtenAt, europassXml })
    return { cv, ms: performance.now() - started }
  }
  return {
    root,
    log: (...parts) => {
      if (verbose) console.info(...parts)
    },
    parseText,
    parseFile: async (file) => {
      const cached = cache.get(file)
      if (cached) return cached
      const read = await readDocumentFile(file)
      const result =
        read.text === null
          ? { cv: null, error: read.error }
          : { cv: parseText(read.text, file, read.writtenAt, read.europassXml).cv, error: null }
      cache.set(file, result)
      return result
    },
  }
}

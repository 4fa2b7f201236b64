import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../web/api/client'
import { checkFile, contentTypeOf, UPLOAD_ACCEPT } from '../../web/features/applicant-upload/file-check'
import {
  runUpload,
  type UploadableFile,
  type UploadDeps,
  type UploadEntry,
} from '../../web/features/applicant-upload/upload-runner'
import { summarize, UploadSession } from '../../web/features/applicant-upload/upload-session'
import type { UploadTarget } from '../../worker/contracts/applicants'

const MB = 1024 * 1024
const file = (name: string, size = 1000, type = ''): UploadableFile => ({ name, size, type })
const entries = (files: UploadableFile[]): UploadEntry[] =>
  files.map((f) => ({ file: f, state: { status: 'waiting' } }))
const target = (documentId: string, filename: string): UploadTarget => ({
  documentId,
  filename,
  uploadUrl: `/api/applicants/upload/${documentId}`,
  method: 'PUT',
  headers: {},
  expiresAt: 0,
})

/** Deps that answer at once; every call recorded. */
function fakeDeps(overrides: Partial<UploadDeps<UploadableFile>> = {}) {
  let next = 0
  const calls = { urls: [] as string[][], uploads: [] as string[], creates: [] as string[][] }
  const deps: UploadDeps<UploadableFile> = {
    requestUploadUrls: async (files) => {
      calls.urls.push(files.map((f) => f.filename))
      return { uploads: files.map((f) => target(`doc-${++next}`, f.filename)) }
    },
    uploadFile: async (t) => {
      calls.uploads.push(t.documentId)
    },
    createApplicants: async (ids) => {
      calls.creates.push(ids)
      return { accepted: ids.length, skipped: 0, refused: 0 }
    },
    ...overrides,
  }
  return { deps, calls }
}

describe('client-side file checks', () => {
  it('accepts the spec formats up to 20 MB, in any letter case', () => {
    for (const name of ['a.pdf', 'a.TXT', 'a.doc', 'a.docx', 'a.jpeg', 'a.JPG', 'a.png', 'a.pptx']) {
      expect(checkFile({ name, size: 10 }), name).toBeNull()
    }
    expect(checkFile({ name: 'max.pdf', size: 20 * MB })).toBeNull()
    expect(checkFile({ name: 'big.pdf', size: 20 * MB + 1 })).toBe('too_large')
    expect(checkFile({ name: 'empty.pdf', size: 0 })).toBe('empty')
    for (const name of ['a.exe', 'a.svg', 'a.html', 'pdf', 'a.pdf.zip', 'a.']) {
      expect(checkFile({ name, size: 10 }), name).toBe('unsupported')
    }
    expect(UPLOAD_ACCEPT).toBe('.pdf,.txt,.doc,.docx,.jpeg,.jpg,.png,.pptx')
  })

  it('fills in a content type the browser left empty', () => {
    expect(contentTypeOf({ name: 'a.doc', type: '' })).toBe('application/msword')
    expect(contentTypeOf({ name: 'a.pdf', type: 'application/pdf' })).toBe('application/pdf')
    expect(contentTypeOf({ name: 'a.xyz', type: '' })).toBe('application/octet-stream')
  })
})

describe('upload runner', () => {
  it('refuses unsuitable files before sending anything', async () => {
    const { deps, calls } = fakeDeps()
    const list = entries([file('cv.pdf'), file('virus.exe'), file('huge.pdf', 21 * MB), file('empty.txt', 0)])
    await runUpload(list, deps, { onChange: () => {} })
    expect(list.map((e) => e.state)).toEqual([
      { status: 'uploaded', documentId: 'doc-1' },
      { status: 'refused', reason: 'unsupported' },
      { status: 'refused', reason: 'too_large' },
      { status: 'refused', reason: 'empty' },
    ])
    expect(calls.urls).toEqual([['cv.pdf']])
    expect(calls.creates).toEqual([['doc-1']])
  })

  it('asks for upload URLs and starts processing in chunks of at most 1,000 files', async () => {
    const { deps, calls } = fakeDeps()
    const processing: string[][] = []
    const list = entries(Array.from({ length: 2500 }, (_, i) => file(`cv-${i}.pdf`)))
    await runUpload(list, deps, { onChange: () => {}, onProcessing: (ids) => processing.push(ids) })
    expect(calls.urls.map((chunk) => chunk.length)).toEqual([1000, 1000, 500])
    expect(calls.creates.map((chunk) => chunk.length)).toEqual([1000, 1000, 500])
    expect(new Set(calls.creates.flat()).size).toBe(2500)
    expect(calls.uploads).toHaveLength(2500)
    expect(processing.flat()).toHaveLength(2500)
    expect(summarize(list)).toMatchObject({ total: 2500, uploaded: 2500, settled: 2500 })
  })

  it('never has more than four uploads in flight', async () => {
    let inFlight = 0
    let peak = 0
    const { deps } = fakeDeps({
      uploadFile: async () => {
        inFlight++
        peak = Math.max(peak, inFlight)
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3))
        inFlight--
      },
    })
    const list = entries(Array.from({ length: 40 }, (_, i) => file(`cv-${i}.pdf`)))
    await runUpload(list, deps, { onChange: () => {} })
    expect(peak).toBe(4)
    expect(summarize(list).uploaded).toBe(40)
  })

  it('drops the files the server refuses (by index) and asks again for the rest', async () => {
    let round = 0
    const { deps, calls } = fakeDeps()
    const plain = deps.requestUploadUrls
    deps.requestUploadUrls = async (files) => {
      round++
      if (round === 1) {
        calls.urls.push(files.map((f) => f.filename))
        throw new ApiError({
          status: 400,
          code: 'VALIDATION_FAILED',
          payload: {
            error: {
              code: 'VALIDATION_FAILED',
              details: [
                { path: 'files.1.filename', message: 'Unsupported file type' },
                { path: 'files.2.size', message: 'The file is larger than 20 MB' },
              ],
            },
          },
        })
      }
      return plain(files)
    }
    const list = entries([file('a.pdf'), file('b.pdf'), file('c.pdf'), file('d.pdf')])
    await runUpload(list, deps, { onChange: () => {} })
    expect(calls.urls).toEqual([
      ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf'],
      ['a.pdf', 'd.pdf'],
    ])
    expect(list.map((e) => e.state.status)).toEqual(['uploaded', 'refused', 'refused', 'uploaded'])
    expect(list[1]?.state).toEqual({ status: 'refused', reason: 'unsupported' })
    expect(list[2]?.state).toEqual({ status: 'refused', reason: 'too_large' })
    expect(calls.creates).toEqual([['doc-1', 'doc-2']])
  })

  it('marks failed uploads and starts processing only the uploaded ones', async () => {
    const failure = new ApiError({ status: 0, payload: null, code: 'NETWORK_ERROR' })
    const { deps, calls } = fakeDeps({
      uploadFile: async (t) => {
        if (t.filename === 'bad.pdf') throw failure
      },
    })
    const list = entries([file('good.pdf'), file('bad.pdf')])
    await runUpload(list, deps, { onChange: () => {} })
    expect(list[1]?.state).toEqual({ status: 'failed', error: failure, stage: 'upload' })
    expect(calls.creates).toEqual([['doc-1']])
  })

  it('marks the chunk failed when processing cannot be started', async () => {
    const failure = new ApiError({ status: 500, payload: null, code: 'INTERNAL' })
    const onProcessing = vi.fn()
    const { deps } = fakeDeps({
      createApplicants: async () => {
        throw failure
      },
    })
    const list = entries([file('a.pdf'), file('b.pdf')])
    await runUpload(list, deps, { onChange: () => {}, onProcessing })
    expect(list.map((e) => e.state)).toEqual([
      { status: 'failed', error: failure, stage: 'create' },
      { status: 'failed', error: failure, stage: 'create' },
    ])
    expect(onProcessing).not.toHaveBeenCalled()
  })

  it('marks the chunk failed when no upload URLs can be had', async () => {
    const failure = new ApiError({ status: 403, payload: null, code: 'FORBIDDEN' })
    const { deps, calls } = fakeDeps({
      requestUploadUrls: async () => {
        throw failure
      },
    })
    const list = entries([file('a.pdf'), file('b.pdf')])
    await runUpload(list, deps, { onChange: () => {} })
    expect(list.every((e) => e.state.status === 'failed')).toBe(true)
    expect(calls.uploads).toEqual([])
    expect(calls.creates).toEqual([])
  })
})

describe('upload session', () => {
  it('re-renders in batches, not once per file', async () => {
    vi.useFakeTimers()
    try {
      const { deps } = fakeDeps()
      const session = new UploadSession(Array.from({ length: 300 }, (_, i) => file(`cv-${i}.pdf`)))
      const listener = vi.fn()
      session.subscribe(listener)
      const done = session.start(deps)
      await vi.runAllTimersAsync()
      await done
      expect(session.running).toBe(false)
      expect(summarize(session.entries).uploaded).toBe(300)
      // One at the start, one at the end, and a throttled few in between (the fake deps take no time).
      expect(listener.mock.calls.length).toBeLessThan(10)
    } finally {
      vi.useRealTimers()
    }
  })
})

import type { RefusalReason } from './file-check'
import { runUpload, type UploadableFile, type UploadDeps, type UploadEntry, type UploadHooks } from './upload-runner'

/** Re-render at most this often while thousands of files change state. */
export const UPLOAD_RENDER_INTERVAL_MS = 100

export interface UploadSummary {
  total: number
  waiting: number
  uploading: number
  uploaded: number
  refused: number
  failed: number
  /** Files that reached their end state (uploaded, refused or failed). */
  settled: number
  refusedByReason: Partial<Record<RefusalReason | 'server', number>>
}

export function summarize(entries: readonly UploadEntry[]): UploadSummary {
  const summary: UploadSummary = {
    total: entries.length,
    waiting: 0,
    uploading: 0,
    uploaded: 0,
    refused: 0,
    failed: 0,
    settled: 0,
    refusedByReason: {},
  }
  for (const { state } of entries) {
    summary[state.status]++
    if (state.status === 'refused') {
      summary.refusedByReason[state.reason] = (summary.refusedByReason[state.reason] ?? 0) + 1
    }
  }
  summary.settled = summary.uploaded + summary.refused + summary.failed
  return summary
}

/**
 * One upload of many files, as an external store for `useSyncExternalStore`: the runner updates the
 * entries in place and the screen re-renders at most every 100 ms, so thousands of files do not
 * freeze the page. It lives outside the upload screen and keeps going when the user leaves it.
 */
export class UploadSession<F extends UploadableFile = UploadableFile> {
  readonly entries: UploadEntry<F>[]
  running = false
  private version = 0
  private readonly listeners = new Set<() => void>()
  private timer: ReturnType<typeof setTimeout> | undefined
  private readonly controller = new AbortController()

  constructor(files: readonly F[]) {
    this.entries = files.map((file) => ({ file, state: { status: 'waiting' } }))
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  getSnapshot = () => this.version

  private emit = () => {
    this.timer = undefined
    this.version++
    for (const listener of this.listeners) listener()
  }

  private scheduleEmit = () => {
    if (this.timer === undefined) this.timer = setTimeout(this.emit, UPLOAD_RENDER_INTERVAL_MS)
  }

  private emitNow() {
    clearTimeout(this.timer)
    this.emit()
  }

  async start(deps: UploadDeps<F>, hooks: Partial<UploadHooks> = {}): Promise<void> {
    if (this.running) return
    this.running = true
    this.emitNow()
    try {
      await runUpload(
        this.entries,
        deps,
        {
          onChange: this.scheduleEmit,
          onProcessing: hooks.onProcessing,
        },
        { signal: this.controller.signal },
      )
    } finally {
      this.running = false
      this.emitNow()
    }
  }

  /** Stops starting new files (the user left for good: signed out or switched organization). */
  cancel(): void {
    this.controller.abort()
  }
}

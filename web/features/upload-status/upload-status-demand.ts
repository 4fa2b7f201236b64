/**
 * Asks the tab's upload-status stream to connect now. The stream connects once the page's data is
 * in (upload-status-stream.tsx); an upload or retry starting before then needs the stream at once,
 * so starting a batch (batch-store.ts) asks for it through here. A module without imports, so that
 * the batch store need not import the stream nor the stream the batch store.
 */
const handlers = new Set<() => void>()

/** Registers what connects the stream; returns the unregistration. */
export function onUploadStatusDemand(handler: () => void): () => void {
  handlers.add(handler)
  return () => {
    handlers.delete(handler)
  }
}

export function demandUploadStatusStream(): void {
  for (const handler of [...handlers]) handler()
}

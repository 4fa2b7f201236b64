/**
 * A server-sent-events reader (WHATWG "event stream interpretation", data fields only): text arrives
 * in arbitrary chunks, so a line, a CRLF pair or an event may be split across chunks. Only `data`
 * matters to the upload-status stream; `event`, `id`, `retry` and comments are skipped.
 */
export interface SseParser {
  /** Feeds decoded text; calls `onData` once per complete event. */
  push(text: string): void
  /** The stream ended: a trailing event without its blank line is dropped, as the standard says. */
  end(): void
}

export function createSseParser(onData: (data: string) => void): SseParser {
  let buffer = ''
  // How much of `buffer` is known to hold no line break, so a long line arriving in many small
  // chunks is scanned once, not once per chunk.
  let scanned = 0
  let data: string[] = []

  const processLine = (line: string) => {
    if (line === '') {
      // Blank line: the event is complete. An event without data lines dispatches nothing.
      if (data.length > 0) onData(data.join('\n'))
      data = []
      return
    }
    if (line.startsWith(':')) return
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    if (field !== 'data') return
    let value = colon === -1 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    data.push(value)
  }

  return {
    push(text) {
      buffer += text
      let start = 0
      for (let i = scanned; i < buffer.length; i++) {
        const char = buffer[i]
        if (char !== '\n' && char !== '\r') continue
        // A CR at the very end may be the first half of a CRLF split across chunks: wait for more.
        if (char === '\r' && i === buffer.length - 1) break
        processLine(buffer.slice(start, i))
        if (char === '\r' && buffer[i + 1] === '\n') i++
        start = i + 1
      }
      buffer = buffer.slice(start)
      scanned = buffer.endsWith('\r') ? buffer.length - 1 : buffer.length
    },
    end() {
      // A lone CR left at the end still terminated its line.
      if (buffer.endsWith('\r')) processLine(buffer.slice(0, -1))
      buffer = ''
      scanned = 0
      data = []
    },
  }
}

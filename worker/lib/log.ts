export type LogLevel = 'info' | 'warn' | 'error'
const RANK: Record<LogLevel, number> = { info: 0, warn: 1, error: 2 }

/** Structured logs: one JSON line each, always with the correlation id; never secrets or bodies. */
export function logEvent(level: LogLevel, event: string, fields: Record<string, unknown>, minimum: LogLevel = 'info') {
  if (RANK[level] < RANK[minimum]) return
  const line = JSON.stringify({ level, event, ...fields })
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.info(line)
}

/** Markdown table helpers for the evaluation report. */

export interface Row {
  collection: string
  metric: string
  value: string
  count: string
  aim?: string
}

export function ratio(hits: number, total: number): string {
  return total === 0 ? 'n/a' : (hits / total).toFixed(3)
}

export function markdownTable(rows: Row[]): string {
  const head = '| collection | metric | result | count | aim |\n|---|---|---|---|---|'
  return [
    head,
    ...rows.map((r) => `| ${r.collection} | ${r.metric} | ${r.value} | ${r.count} | ${r.aim ?? ''} |`),
  ].join('\n')
}

export function stats(values: number[]): { mean: number; median: number; p95: number } {
  if (values.length === 0) return { mean: 0, median: 0, p95: 0 }
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
  return { mean: values.reduce((a, b) => a + b, 0) / values.length, median: at(0.5), p95: at(0.95) }
}

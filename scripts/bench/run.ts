/**
 * `npm run bench`: every benchmark, printed as Markdown tables.
 *   npm run bench [-- cpu|dashboard|engine|hostile|http|ingest|match|signin ...]   (default: all)
 */
import { cpuBench, engineBench, hostileBench } from './cpu'
import { dashboardBench } from './dashboard'
import { httpBench } from './http'
import { ingestBench } from './ingest'
import { matchBench } from './match'
import { signIn, startServer } from './server'
import { signInBench } from './signin'

const wanted = new Set(process.argv.slice(2).filter((a) => !a.startsWith('-')))
const all = wanted.size === 0
const PORT = Number(process.env.BENCH_PORT ?? 8791)

if (all || wanted.has('cpu')) await cpuBench()
if (all || wanted.has('engine')) engineBench()
if (all || wanted.has('hostile')) await hostileBench()
if (
  all ||
  wanted.has('http') ||
  wanted.has('ingest') ||
  wanted.has('signin') ||
  wanted.has('match') ||
  wanted.has('dashboard')
) {
  const server = await startServer(PORT)
  try {
    if (all || wanted.has('signin')) await signInBench(server.base)
    const session = await signIn(server.base, 'owner@northwind.example', 'Owner-Secret-1')
    if (all || wanted.has('http')) await httpBench(server.base, session)
    if (all || wanted.has('ingest')) await ingestBench(server.base, session)
    if (all || wanted.has('match')) await matchBench(server.base, session)
    if (all || wanted.has('dashboard')) await dashboardBench(server.base, session)
  } finally {
    server.stop()
  }
}
process.exit(0)

/**
 * `npm run bench`: every benchmark, printed as Markdown tables.
 *   npm run bench [-- cpu|dashboard|engine|first-load|long-tasks|hostile|http|ingest|match|search|signin|chat ...]   (default: all)
 */
import { chatBench } from './chat'
import { cpuBench, engineBench, hostileBench } from './cpu'
import { dashboardBench } from './dashboard'
import { firstLoadBench } from './first-load'
import { httpBench } from './http'
import { ingestBench } from './ingest'
import { longTasksBench } from './long-tasks'
import { matchBench } from './match'
import { searchBench } from './search'
import { signIn, startServer } from './server'
import { signInBench } from './signin'

const wanted = new Set(process.argv.slice(2).filter((a) => !a.startsWith('-')))
const all = wanted.size === 0
const PORT = Number(process.env.BENCH_PORT ?? 8791)

if (all || wanted.has('cpu')) await cpuBench()
if (all || wanted.has('engine')) engineBench()
if (all || wanted.has('hostile')) await hostileBench()
const needsServer = [
  'http',
  'ingest',
  'signin',
  'match',
  'search',
  'chat',
  'dashboard',
  'first-load',
  'long-tasks',
].some((name) => wanted.has(name))
if (all || needsServer) {
  const server = await startServer(PORT)
  try {
    if (all || wanted.has('signin')) await signInBench(server.base)
    const session = await signIn(server.base, 'owner@northwind.example', 'Owner-Secret-1')
    // Before the data-heavy benches: the dashboard is measured with the seeded organization.
    if (all || wanted.has('first-load')) await firstLoadBench(server.base, session)
    // Only on demand: a diagnosis (which tasks block), not a figure to track.
    if (wanted.has('long-tasks')) await longTasksBench(server.base, session)
    if (all || wanted.has('http')) await httpBench(server.base, session)
    if (all || wanted.has('ingest')) await ingestBench(server.base, session)
    if (all || wanted.has('match')) await matchBench(server.base, session)
    if (all || wanted.has('search')) await searchBench(server.base, session)
    if (all || wanted.has('chat')) await chatBench(server, session)
    if (all || wanted.has('dashboard')) await dashboardBench(server.base, session)
  } finally {
    server.stop()
  }
}
process.exit(0)

import { config } from 'zod'

/**
 * zod without its just-in-time parsers in the browser. zod 4 writes a parser per object schema as
 * source text and compiles it (`new Function`) at the schema's first parse; that pays off only for a
 * schema parsed many times. The app parses most answers once or a few times, and on a cold dashboard
 * the first parses (the session, the dashboard's figures) cost about 15 ms of compiling against about
 * 3 ms interpreted (the compile is several times that on a phone; issue 19). zod already runs this way
 * in the Worker (it turns the compiler off under Cloudflare's user agent), and a future
 * Content-Security-Policy needs no 'unsafe-eval'. Imported first by the API client, before any parse.
 * A named import, not `z.config`: the bundler drops bare `z.…()` calls as pure (vite.config.ts).
 */
config({ jitless: true })

import type { Plugin, Rollup } from 'vite'

/**
 * Lets index.html fetch a first-load page's route chunks together with the entry (build only;
 * ADR 0050). Without it a cold /dashboard asked for its layout's and page's chunks only after the
 * entry script had been downloaded and evaluated and the router had resolved the route: one more
 * round trip on the way to the largest paint. Chunk names carry content hashes, so the list is
 * written at build time: for each path, every chunk holding one of the given route modules or the
 * router plugin's split of its component or loader (`?tsr-split=component`, not the error and
 * not-found components, which only a failure needs) and the chunks those import, except those the
 * entry already loads. An inline script adds them as modulepreloads on that path only.
 */
const NEEDED_SPLITS = new Set(['component', 'loader'])

function isNeeded(id: string, modules: string[]): boolean {
  const [file = '', query = ''] = id.split('?')
  if (!modules.some((module) => file.endsWith(module))) return false
  const split = new URLSearchParams(query).get('tsr-split')
  return split === null || split.split('---').some((part) => NEEDED_SPLITS.has(part))
}

export function routePreload(routes: Record<string, string[]>): Plugin {
  return {
    name: 'shortlist:route-preload',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle
        if (!bundle) return html
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const closure = (start: Rollup.OutputChunk[]) => {
          const seen = new Set<string>()
          const visit = (chunk: Rollup.OutputChunk | undefined) => {
            if (!chunk || seen.has(chunk.fileName)) return
            seen.add(chunk.fileName)
            for (const file of chunk.imports) visit(byFile.get(file))
          }
          for (const chunk of start) visit(chunk)
          return seen
        }
        const initial = closure(chunks.filter((chunk) => chunk.isEntry))
        const preloads: Record<string, string[]> = {}
        for (const [path, modules] of Object.entries(routes)) {
          const holders = chunks.filter(
            (chunk) => !initial.has(chunk.fileName) && chunk.moduleIds.some((id) => isNeeded(id, modules)),
          )
          if (holders.length === 0) throw new Error(`route-preload: no chunk holds ${modules.join(', ')}`)
          preloads[path] = [...closure(holders)].filter((file) => !initial.has(file)).map((file) => `/${file}`)
        }
        const script = `(function (preloads) {
  var files = preloads[location.pathname.replace(/\\/$/, '')]
  if (!files) return
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = files[i]
    document.head.appendChild(link)
  }
})(${JSON.stringify(preloads)})`
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] }
      },
    },
  }
}

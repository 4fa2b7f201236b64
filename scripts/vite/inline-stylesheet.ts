import type { Plugin } from 'vite'

/**
 * Puts the built stylesheet into index.html as a <style> element (build only).
 *
 * Why: the stylesheet is the page's only render-blocking request. Inline, the boot screen paints
 * as soon as the HTML has arrived instead of one more round trip later, and on a phone's link the
 * stylesheet no longer queues behind the scripts (issue 19, first load). The file stays in
 * dist/ for anything that links it; the whole CSS is small (about 7 KB gzip), so no critical-CSS cut.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'shortlist:inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {}
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file]
          if (asset?.type !== 'asset') return tag
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
          // A "</style" inside the CSS (only possible in a string or comment) would end the element early.
          return `<style>${css.replaceAll('</style', '<\\/style')}</style>`
        })
      },
    },
  }
}

/** Turns the server-rendered sign-in page into dist/client/login.html (scripts/prerender-login.ts, ADR 0049). */

/** React's server output made static: no hydration markers, scripts or client-render templates. */
export function staticMarkup(markup: string): string {
  return (
    markup
      // Suspense boundaries (<!--$-->, <!--/$-->, <!--$!-->) and text separators (<!-- -->).
      .replace(/<!--[\s\S]*?-->/g, '')
      // A boundary React gave up on (the lazily loaded toast region renders nothing at first).
      .replace(/<template[^>]*>[\s\S]*?<\/template>/g, '')
      // The router's scroll restoration snippet: the app restores scrolling itself.
      .replace(/<script>[\s\S]*?<\/script>/g, '')
      .replace(/<(form|button)(?=[\s>])/g, '<$1 inert=""')
  )
}

/** index.html with the page in #root, its language and its title. */
export function loginDocument(indexHtml: string, page: { lang: string; title: string; markup: string }): string {
  const rootElement = /<div id="root"[^>]*>[\s\S]*?<\/div><\/div>/
  if (!rootElement.test(indexHtml)) throw new Error('dist/client/index.html has no boot screen in #root')
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace(rootElement, `<div id="root" data-prerendered="login">${staticMarkup(page.markup)}</div>`)
}

import { describe, expect, it } from 'vitest'
import { loginDocument, staticMarkup } from '../../scripts/prerender/login-document'

const INDEX = `<!doctype html><html lang="en"><head><title>Shortlist</title></head><body>
<div id="root" aria-busy="true"><div class="boot-screen"><span class="brand">Shortlist</span><span class="spinner" aria-hidden="true"></span></div></div>
<script type="module" src="/assets/web-abc.js"></script></body></html>`

describe('the pre-rendered sign-in document', () => {
  it('keeps elements and text, drops React markers, scripts and client-render templates', () => {
    const markup =
      '<!--$--><p>No account yet?<!-- --> <a href="/signup">Create</a></p><script>scrollTo(0,0)</script><!--/$--><!--$!--><template data-msg="x"></template><!--/$-->'
    expect(staticMarkup(markup)).toBe('<p>No account yet? <a href="/signup">Create</a></p>')
  })

  it('makes the form and every button inert until the app is live; links stay links', () => {
    const markup =
      '<form class="form"><button type="submit">Sign in</button></form><a href="/x">x</a><button>y</button>'
    expect(staticMarkup(markup)).toBe(
      '<form inert="" class="form"><button inert="" type="submit">Sign in</button></form><a href="/x">x</a><button inert="">y</button>',
    )
  })

  it('puts the page into #root of index.html with its title and language, keeping the scripts', () => {
    const html = loginDocument(INDEX, { lang: 'en', title: 'Sign in · Shortlist', markup: '<h1>Sign in</h1>' })
    expect(html).toContain('<div id="root" data-prerendered="login"><h1>Sign in</h1></div>')
    expect(html).toContain('<title>Sign in · Shortlist</title>')
    expect(html).not.toContain('boot-screen')
    expect(html).not.toContain('aria-busy')
    expect(html).toContain('<script type="module" src="/assets/web-abc.js"></script>')
  })

  it('refuses an index.html without the boot screen (the build changed; the page would be wrong)', () => {
    expect(() => loginDocument('<html><body></body></html>', { lang: 'en', title: 't', markup: '' })).toThrow(
      /boot screen/,
    )
  })
})

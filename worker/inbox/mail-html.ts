/**
 * The mail body as the inbox shows it: an allow-list of formatting elements and attributes, run through
 * the Workers runtime's streaming HTML parser (HTMLRewriter, lol-html), so what leaves is re-serialised
 * from a real parse, not pattern-matched. Scripts, styles, forms, frames and embedded objects go with
 * their content; event handlers, inline styles, classes and ids go; links keep http(s) and mailto only;
 * remote images are removed (they would tell the sender when and where the mail was read) and only
 * inline data: pictures stay. The SPA still shows the result in a sandboxed frame.
 */

/** Longer bodies are cut: the inbox shows a mail to decide about its attachments, not to archive it. */
export const MAIL_CONTENT_MAX = 200_000

const KEEP = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'center',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'font',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
])
/** Dropped with everything inside them. */
const DROP = new Set([
  'script',
  'style',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'template',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'svg',
  'math',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'portal',
  'xml',
  'param',
  'dialog',
])
const ATTRIBUTES: Record<string, Set<string>> = {
  '*': new Set(['title', 'dir', 'lang', 'align']),
  a: new Set(['href']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan', 'width', 'valign']),
  th: new Set(['colspan', 'rowspan', 'width', 'valign', 'scope']),
  col: new Set(['span', 'width']),
  colgroup: new Set(['span', 'width']),
  table: new Set(['width', 'cellpadding', 'cellspacing', 'border']),
  ol: new Set(['start', 'type']),
  font: new Set(['color', 'size']),
}
const SAFE_LINK = /^(https?:|mailto:)/i
const INLINE_PICTURE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i

export async function sanitizeMailHtml(html: string): Promise<string> {
  const rewriter = new HTMLRewriter()
    .on('*', {
      element(el) {
        const tag = el.tagName.toLowerCase()
        if (DROP.has(tag)) {
          el.remove()
          return
        }
        if (!KEEP.has(tag)) {
          el.removeAndKeepContent()
          return
        }
        const allowed = ATTRIBUTES[tag]
        for (const [name = ''] of [...el.attributes]) {
          if (!ATTRIBUTES['*']?.has(name) && !allowed?.has(name)) el.removeAttribute(name)
        }
        if (tag === 'a') {
          const href = (el.getAttribute('href') ?? '').trim()
          if (!SAFE_LINK.test(href)) el.removeAttribute('href')
          else {
            el.setAttribute('rel', 'noopener noreferrer nofollow')
            el.setAttribute('target', '_blank')
          }
        }
        if (tag === 'img' && !INLINE_PICTURE.test((el.getAttribute('src') ?? '').trim())) el.remove()
      },
    })
    .onDocument({
      comments(comment) {
        comment.remove()
      },
    })
  const out = await rewriter.transform(new Response(html.slice(0, MAIL_CONTENT_MAX))).text()
  return out.trim()
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch)

/** A plain-text body as HTML: escaped, paragraphs by blank lines, line breaks kept. */
export function plainTextAsHtml(text: string): string {
  return text
    .slice(0, MAIL_CONTENT_MAX)
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
}

export async function mailContentHtml(body: { kind: 'html' | 'text'; content: string } | null): Promise<string> {
  if (!body) return ''
  return body.kind === 'html' ? sanitizeMailHtml(body.content) : plainTextAsHtml(body.content)
}

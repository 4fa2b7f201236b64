import { describe, expect, it } from 'vitest'
import { attachmentKind } from '../../../worker/inbox/attachment-kinds'
import { plainTextAsHtml, sanitizeMailHtml } from '../../../worker/inbox/mail-html'

describe('mail body sanitising', () => {
  it('drops scripts, styles, frames, forms and event handlers, and keeps the text and formatting', async () => {
    const out = await sanitizeMailHtml(
      '<html><head><title>t</title><style>p{background:url(https://x.example/a)}</style></head><body>' +
        '<p class="c" style="color:red" onclick="x()">Hello <b>there</b></p><script>alert(1)</script>' +
        '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="p"></form>' +
        '<svg><script>alert(2)</script></svg><!-- a comment --><table><tr><td colspan="2" onmouseover="y()">cell</td></tr></table></body></html>',
    )
    expect(out).toContain('<p>Hello <b>there</b></p>')
    expect(out).toContain('<td colspan="2">cell</td>')
    expect(out).not.toMatch(/script|style|iframe|form|input|svg|onclick|onmouseover|comment|evil|x\.example/i)
  })

  it('keeps http(s) and mailto links (opening in a new tab without referrer), removes others', async () => {
    const out = await sanitizeMailHtml(
      '<a href="https://example.com/p">p</a><a href="mailto:a@example.com">m</a><a href="javascript:alert(1)">j</a><a href=" data:text/html,x">d</a>',
    )
    expect(out).toContain('<a href="https://example.com/p" rel="noopener noreferrer nofollow" target="_blank">p</a>')
    expect(out).toContain('href="mailto:a@example.com"')
    expect(out).toContain('<a>j</a>')
    expect(out).toContain('<a>d</a>')
  })

  it('blocks remote images (read receipts) and keeps inline pictures', async () => {
    const out = await sanitizeMailHtml(
      '<img src="https://tracker.example/p.gif" width="1"><img src="//tracker.example/q.gif"><img src="cid:logo"><img src="data:image/png;base64,iVBORw0KGgo=" alt="logo">',
    )
    expect(out).not.toContain('tracker.example')
    expect(out).not.toContain('cid:')
    expect(out).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="logo">')
  })

  it('shows plain text escaped, with paragraphs and line breaks', () => {
    expect(plainTextAsHtml('Hi <b>you</b>\nline two\n\nNext & last')).toBe(
      '<p>Hi &lt;b&gt;you&lt;/b&gt;<br>line two</p>\n<p>Next &amp; last</p>',
    )
  })
})

describe('supported attachment types (spec §5 Mail rules)', () => {
  it('lists PDF, DOC, DOCX, PPTX, TXT, PNG and JPEG, by name or by declared type when the name says nothing', () => {
    expect(attachmentKind('CV.PDF', 'application/octet-stream')).toBe('pdf')
    expect(attachmentKind('cv.docx', '')).toBe('docx')
    expect(attachmentKind('cv.doc', '')).toBe('doc')
    expect(attachmentKind('slides.pptx', '')).toBe('pptx')
    expect(attachmentKind('cv.txt', '')).toBe('txt')
    expect(attachmentKind('photo.jpg', '')).toBe('jpeg')
    expect(attachmentKind('scan', 'image/png')).toBe('png')
    expect(attachmentKind('budget.xlsx', 'application/pdf')).toBeNull()
    expect(attachmentKind('archive.zip', '')).toBeNull()
    expect(attachmentKind('deck.ppt', '')).toBeNull()
  })
})

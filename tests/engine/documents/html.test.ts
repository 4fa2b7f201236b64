import { strToU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { extractText } from '../../../worker/engine/documents'
import { htmlToText } from '../../../worker/engine/documents/html'
import { LATIN1_ENTITY_NAMES } from '../../../worker/engine/documents/html-entities'
import { encodeSingleByte } from '../../fixtures/documents/text-fixtures'

const CV_HTML = `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Lebenslauf – ignored</title>
<style>body { font-family: "Helvetica" } p::before { content: "HIDDEN" }</style>
<script>document.write("<p>SCRIPT TEXT</p>")</script></head>
<body>
  <h1>Zoë  Beispiel-Ångström</h1>
  <p>E-Mail: <a href="mailto:zoe.example@example.net">schreiben Sie mir</a> &middot; <a href="https://www.linkedin.com/in/zoe-example">LinkedIn</a>
     &middot; <a href="https://example.edu">Universität&nbsp;Beispiel</a></p>
  <!-- <p>COMMENTED OUT</p> -->
  <h2>Berufserfahrung</h2>
  <ul><li>Entwicklerin &amp; Teamleiterin bei <b>Müller&#38;Co</b></li><li>Kenntnisse: C&#x2B;&#x2B;, Go &lt;3 years&gt;</li></ul>
  <table><tr><th>Jahr</th><th>Abschluss</th></tr><tr><td>2015</td><td>M.Sc. Informatik</td></tr></table>
  <pre>Code   keeps
   its spacing</pre>
  <p>Line one<br>Line two &hellip; &euro;&nbsp;50k &#150; fair</p>
  <noscript>zoe at example dot net</noscript>
</body></html>`

describe('HTML extraction', () => {
  it('turns markup into structured text', async () => {
    const result = await extractText(strToU8(CV_HTML))
    expect(result.format).toBe('html')
    expect(result.text).toBe(
      [
        'Zoë Beispiel-Ångström',
        'E-Mail: schreiben Sie mir (zoe.example@example.net) · LinkedIn (https://www.linkedin.com/in/zoe-example) · Universität Beispiel',
        'Berufserfahrung',
        '• Entwicklerin & Teamleiterin bei Müller&Co',
        '• Kenntnisse: C++, Go <3 years>',
        'Jahr\tAbschluss',
        '2015\tM.Sc. Informatik',
        'Code keeps',
        'its spacing',
        'Line one',
        'Line two … € 50k – fair',
        'zoe at example dot net',
      ].join('\n'),
    )
  })

  it('honours a declared legacy charset', async () => {
    const html =
      '<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1250"></head><body><p>Łódź – Kraków</p></body></html>'
    const result = await extractText(encodeSingleByte(html, 'windows-1250'))
    expect(result.text).toBe('Łódź – Kraków')
  })

  it('survives broken markup', () => {
    expect(htmlToText('<p>Open <b>bold <i>never closed <div>next')).toBe('Open bold never closed\nnext')
    expect(htmlToText('a < b and c > d <p unterminated')).toBe('a < b and c > d ')
    expect(htmlToText('<script>alert(1)')).toBe('')
  })

  it('has the 96 HTML 4 Latin-1 entity names', () => {
    expect(LATIN1_ENTITY_NAMES).toHaveLength(96)
    expect(htmlToText('&auml;&ouml;&uuml;&szlig;&eacute;&ccedil;&yuml;&Oslash;&lstrok;&sacute;&zdot;')).toBe(
      'äöüßéçÿØłśż',
    )
  })
})

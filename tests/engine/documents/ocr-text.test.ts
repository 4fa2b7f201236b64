/**
 * OCR clean-up rules, each on text shaped like what OCR makes of printed CVs (written here, not copied
 * from any document), and the same rules leaving ordinary text alone.
 */

import { describe, expect, it } from 'vitest'
import { extractText } from '../../../worker/engine/documents'
import { cleanOcrText } from '../../../worker/engine/documents/ocr-text'
import { jpegFile } from '../../fixtures/documents/image-fixtures'
import { scannedPdf } from '../../fixtures/documents/scan-fixtures'

describe('cleanOcrText', () => {
  it('gives look-alike letters of the other script back to the word and line they belong to', () => {
    // Cyrillic а, е, о, с inside English text.
    expect(cleanOcrText('The tool reads а YAML file and writes Pythоn sсripts')).toBe(
      'The tool reads a YAML file and writes Python scripts',
    )
    // A Ukrainian line keeps its letters, and "C++" in it stays Latin.
    expect(cleanOcrText('Знання мов програмування C++ та Python')).toBe('Знання мов програмування C++ та Python')
    // Latin look-alikes inside a Ukrainian word go the other way.
    expect(cleanOcrText('Досвід роботи з базами даних: 5 рokів')).toBe('Досвід роботи з базами даних: 5 років')
  })

  it('turns bullet glyphs read as symbols into bullets', () => {
    const text = ['+ Built CI/CD pipelines with Docker', '« Designed REST APIs', '© Led a team of five'].join('\n')
    expect(cleanOcrText(text)).toBe(
      ['• Built CI/CD pipelines with Docker', '• Designed REST APIs', '• Led a team of five'].join('\n'),
    )
  })

  it('turns letters read for small bullets into bullets only when several lines open with them', () => {
    const list = ['Skills', 'e Python and SQL', 'e Kubernetes', 'o Terraform', 'о Ansible', 'о Grafana'].join('\n')
    expect(cleanOcrText(list)).toBe(
      // The Cyrillic "о" bullets are Latin "o" first, so "o Terraform" is one of three.
      ['Skills', '• Python and SQL', '• Kubernetes', '• Terraform', '• Ansible', '• Grafana'].join('\n'),
    )
    // One Polish line opening with the word "o" is not a list.
    expect(cleanOcrText('Informacje o mnie\no projektach open source')).toBe(
      'Informacje o mnie\no projektach open source',
    )
  })

  it('removes rules and underlines read as characters, and stray column bars', () => {
    expect(cleanOcrText('Work Experience 0000000000000')).toBe('Work Experience')
    expect(cleanOcrText('Education 111111')).toBe('Education')
    expect(cleanOcrText('—————— Experience ——————')).toBe('Experience')
    expect(cleanOcrText('||| Education')).toBe('Education')
    expect(cleanOcrText('Python || SQL |')).toBe('Python | SQL')
    // Ordinary numbers and separators stay.
    expect(cleanOcrText('Revenue grew to 100000 EUR')).toBe('Revenue grew to 100000 EUR')
    expect(cleanOcrText('jane@example.com | +49 151 2345678 | Berlin')).toBe(
      'jane@example.com | +49 151 2345678 | Berlin',
    )
    expect(cleanOcrText('2019 - 2024')).toBe('2019 - 2024')
  })

  it('joins words hyphenated at a line end', () => {
    expect(cleanOcrText('backend development, infrastructure automa-\ntion, and security')).toBe(
      'backend development, infrastructure automation, and security',
    )
    // A hyphen before a capital or a number is kept: "Front-\nEnd", ranges.
    expect(cleanOcrText('Senior Front-\nEnd Developer')).toBe('Senior Front-\nEnd Developer')
    expect(cleanOcrText('2019-\n2024')).toBe('2019-\n2024')
  })

  it('restores the dot of an e-mail domain that OCR dropped', () => {
    expect(cleanOcrText('john.doe@emailcom')).toBe('john.doe@email.com')
    expect(cleanOcrText('jan.kowalski@pocztapl, Warsaw')).toBe('jan.kowalski@poczta.pl, Warsaw')
    expect(cleanOcrText('jane@example.co.uk')).toBe('jane@example.co.uk')
    expect(cleanOcrText('jane@example.com')).toBe('jane@example.com')
  })
})

describe('OCR text through extractText', () => {
  it('is cleaned for images and for scanned PDF pages alike', async () => {
    const read = 'Jana Novak\njana.novak@examplecom\n+ Python\n+ SQL'
    const expected = 'Jana Novak\njana.novak@example.com\n• Python\n• SQL'
    const image = await extractText(jpegFile(100, 100), { ocr: async () => read })
    expect(image.text).toBe(expected)
    const scan = await extractText(await scannedPdf([{ jpeg: jpegFile(100, 100) }]), { ocr: async () => read })
    expect(scan.text).toBe(expected)
  })

  it('unfolds typographic ligatures in every format', async () => {
    const doc = await extractText(new TextEncoder().encode('Oﬃce manager, ﬁnance and ﬂeet'), { filename: 'cv.txt' })
    expect(doc.text).toBe('Office manager, finance and fleet')
  })
})

import { AlignmentType, Document, Packer, Paragraph } from 'docx'
import { solidPngFile } from '../../fixtures/documents/image-fixtures'
import { makePptx } from '../../fixtures/documents/office-fixtures'
import { syntheticCv } from '../../fixtures/synthetic-cv'
import { textToPdf } from '../../fixtures/synthetic-pdf'

export interface UploadFile {
  name: string
  mimeType: string
  buffer: Buffer
  /** The person whose CV it is, when the file should be processed. */
  person: string | null
}

async function docx(text: string) {
  const doc = new Document({
    sections: [
      { children: text.split('\n').map((line) => new Paragraph({ text: line, alignment: AlignmentType.LEFT })) },
    ],
  })
  return Buffer.from(await Packer.toArrayBuffer(doc))
}

function pptx(text: string) {
  const lines = text.split('\n')
  const slides = [lines.slice(0, Math.ceil(lines.length / 2)), lines.slice(Math.ceil(lines.length / 2))]
  return Buffer.from(makePptx(slides))
}

/** Twenty mixed synthetic files: 17 CVs in four formats, an image, a corrupted PDF and an unsupported file. */
export async function mixedCvFiles(seedBase: number): Promise<UploadFile[]> {
  const files: UploadFile[] = []
  const formats = [
    'pdf',
    'pdf',
    'pdf',
    'pdf',
    'pdf',
    'docx',
    'docx',
    'docx',
    'docx',
    'pptx',
    'pptx',
    'pptx',
    'txt',
    'txt',
    'txt',
    'txt',
    'txt',
  ] as const
  for (const [i, format] of formats.entries()) {
    const cv = syntheticCv(seedBase + i)
    const name = `${cv.name.replace(/\s+/g, '-').toLowerCase()}.${format}`
    const buffer =
      format === 'pdf'
        ? Buffer.from(await textToPdf(cv.text))
        : format === 'docx'
          ? await docx(cv.text)
          : format === 'pptx'
            ? pptx(cv.text)
            : Buffer.from(cv.text, 'utf8')
    files.push({ name, mimeType: 'application/octet-stream', buffer, person: cv.name })
  }
  // A valid but blank image: the OCR finds no text in it.
  files.push({
    name: 'scan.png',
    mimeType: 'image/png',
    buffer: Buffer.from(solidPngFile(600, 800, [255, 255, 255])),
    person: null,
  })
  files.push({
    name: 'damaged.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer garbage'),
    person: null,
  })
  files.push({
    name: 'installer.docx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ\x90\x00not a document at all'),
    person: null,
  })
  return files
}

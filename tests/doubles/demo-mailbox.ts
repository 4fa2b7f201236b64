/**
 * A demo mailbox of invented mails for the mail provider double: applications with synthetic CVs as
 * PDF or DOCX (tests/fixtures/synthetic-cv.ts, never real people or files), mails without
 * attachments, an unsupported attachment, an inline signature picture, and an application older than
 * the sync window (spec §9: the past week) that must not be listed.
 */
import { Document, HeadingLevel, Packer, Paragraph } from 'docx'
import { type SyntheticCv, syntheticCv } from '../fixtures/synthetic-cv'
import { textToPdf } from '../fixtures/synthetic-pdf'

export interface NewAttachment {
  filename: string
  contentType: string
  bytes: Uint8Array
  inline?: boolean
}

export interface NewMessage {
  from: { name: string; address: string }
  subject: string
  receivedAt: number
  html: string | null
  text: string
  attachments: NewAttachment[]
}

const DAY = 24 * 60 * 60_000
const PDF = 'application/pdf'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

export async function cvPdf(cv: SyntheticCv): Promise<Uint8Array> {
  return textToPdf(cv.text)
}

export async function cvDocx(cv: SyntheticCv): Promise<Uint8Array> {
  const [first, ...rest] = cv.text.split('\n')
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: first ?? cv.name, heading: HeadingLevel.TITLE }),
          ...rest.map((line) => new Paragraph(line)),
        ],
      },
    ],
  })
  return new Uint8Array(await Packer.toArrayBuffer(doc))
}

const fileName = (cv: SyntheticCv, ext: string) => `CV_${cv.name.replace(/\s+/g, '_')}.${ext}`

function application(cv: SyntheticCv, receivedAt: number, attachment: NewAttachment): NewMessage {
  const text = `Dear hiring team,\n\nplease find my CV attached for the ${cv.title} position.\n\nKind regards,\n${cv.name}`
  return {
    from: { name: cv.name, address: cv.email },
    subject: `Application: ${cv.title}`,
    receivedAt,
    text,
    html: `<p>Dear hiring team,</p><p>please find my CV attached for the <b>${cv.title}</b> position.</p><p>Kind regards,<br>${cv.name}</p><img src="https://tracker.example/pixel.gif" alt="">`,
    attachments: [attachment],
  }
}

/** The demo mailbox, dated relative to `now`. */
export async function demoMailbox(now = Date.now()): Promise<NewMessage[]> {
  const cvs = [syntheticCv(101), syntheticCv(102), syntheticCv(103), syntheticCv(104)] as [
    SyntheticCv,
    SyntheticCv,
    SyntheticCv,
    SyntheticCv,
  ]
  const [a, b, c, old] = cvs
  return [
    application(old, now - 10 * DAY, { filename: fileName(old, 'pdf'), contentType: PDF, bytes: await cvPdf(old) }),
    {
      from: { name: 'Team Calendar', address: 'calendar@northwind.example' },
      subject: 'Weekly hiring sync',
      receivedAt: now - 5 * DAY,
      text: 'Reminder: hiring sync on Thursday at 10:00.',
      html: null,
      attachments: [],
    },
    application(a, now - 4 * DAY, { filename: fileName(a, 'pdf'), contentType: PDF, bytes: await cvPdf(a) }),
    {
      from: { name: 'Finance', address: 'finance@northwind.example' },
      subject: 'Budget spreadsheet',
      receivedAt: now - 3 * DAY,
      text: 'The budget is attached.',
      html: null,
      attachments: [
        {
          filename: 'budget.xlsx',
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          bytes: new TextEncoder().encode('not a real spreadsheet'),
        },
      ],
    },
    application(b, now - 2 * DAY, { filename: fileName(b, 'docx'), contentType: DOCX, bytes: await cvDocx(b) }),
    {
      ...application(c, now - DAY, { filename: fileName(c, 'pdf'), contentType: PDF, bytes: await cvPdf(c) }),
      // A signature logo sent inline next to the CV: not an attachment of its own.
      attachments: [
        { filename: fileName(c, 'pdf'), contentType: PDF, bytes: await cvPdf(c) },
        { filename: 'logo.png', contentType: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]), inline: true },
      ],
    },
    {
      from: { name: 'Newsletter', address: 'news@jobs-weekly.example' },
      subject: 'This week in recruiting',
      receivedAt: now - 2 * 60 * 60_000,
      text: 'Five trends in recruiting this week.',
      html: '<h1>This week in recruiting</h1><script>alert(1)</script><p onclick="x()">Five trends.</p>',
      attachments: [],
    },
  ]
}

import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { safeHref } from '../../web/features/applicants/applicant-details'
import { splitSkills, validateApplicantEdit } from '../../web/features/applicants/applicant-edit-schema'
import { applicantDetail, makeUser, recruiter, signedIn } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const stream = () => sseStream().response
const base = (detail = applicantDetail(), user = recruiter()) => ({
  'GET /api/auth/session': json(signedIn(user)),
  'GET /api/upload-status': stream,
  'GET /api/applicants/app-1': json(detail),
  'GET /api/applicants': json({ items: [], nextCursor: null }),
})
const section = (name: string) => screen.getByRole('region', { name })

describe('applicant detail', () => {
  it('shows the Details tab: summary, skills, languages, experience, education, contact, profile and document', async () => {
    mockApi(base())
    renderApp('/applicants/app-1')
    await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 })
    expect(screen.getByText('Compiler engineer')).toBeTruthy()
    const tabs = screen.getByRole('tablist', { name: 'Candidate sections' })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Details'])
    expect(within(section('Summary')).getByText(/teaches machines/)).toBeTruthy()

    const hard = within(section('Skills')).getByRole('list', { name: 'Hard skills' })
    expect(
      within(hard)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['COBOL', 'Compilers'])
    const soft = within(section('Skills')).getByRole('list', { name: 'Soft skills' })
    expect(
      within(soft)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Teaching'])

    const languages = section('Languages').textContent
    expect(languages).toContain('English')
    expect(languages).toContain('Native or bilingual')
    expect(languages).toContain('German')
    expect(languages).toContain('Limited working proficiency')

    const experience = section('Experience').textContent
    expect(experience).toContain('Senior programmer · Remington Rand')
    expect(experience).toContain('Jun 1949 – present')
    expect(experience).toContain('1944 – May 1949')
    expect(section('Education').textContent).toContain('PhD Mathematics · Yale University')
    expect(section('Education').textContent).toContain('Doctorate · 1934')

    const profile = section('Profile').textContent
    expect(profile).toContain('2512 · Software developers')
    expect(profile).toContain('Expert')
    expect(profile).toContain('40.5')
    expect(profile).toContain('Rear admiral')

    const contact = section('Contact')
    expect(within(contact).getByRole('link', { name: 'grace@example.com' }).getAttribute('href')).toBe(
      'mailto:grace@example.com',
    )
    expect(within(contact).getByRole('link', { name: '+15550100' }).getAttribute('href')).toBe('tel:+15550100')
    expect(within(contact).getByRole('link', { name: 'github.com/grace' }).getAttribute('href')).toBe(
      'https://github.com/grace',
    )
    // A script URL from the CV stays text.
    expect(within(contact).getByText('javascript:alert(1)').closest('a')).toBeNull()
    expect(section('Notable achievements').textContent).toContain('Wrote the first compiler')

    const document = section('Original document')
    const download = within(document).getByRole('link', { name: 'Download grace.pdf' })
    expect(download.getAttribute('href')).toBe('/api/applicants/app-1/document')
    expect(download.hasAttribute('download')).toBe(true)
    const preview = within(document).getByTitle('Preview of grace.pdf')
    expect(preview.tagName).toBe('OBJECT')
    expect(preview.getAttribute('type')).toBe('application/pdf')
    expect(preview.getAttribute('data')).toBe('/api/applicants/app-1/document?inline=1')
  })

  it('previews other formats through their extracted text', async () => {
    const calls = mockApi({
      ...base(
        applicantDetail({
          document: {
            id: 'app-1',
            filename: 'grace.docx',
            contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            sizeBytes: 2048,
          },
        }),
      ),
      'GET /api/applicants/app-1/text': json({ text: 'GRACE HOPPER\nSenior programmer' }),
    })
    renderApp('/applicants/app-1')
    await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 })
    const text = await within(section('Original document')).findByRole('region', { name: 'Extracted text' })
    expect(text.getAttribute('tabindex')).toBe('0')
    expect(text.textContent).toBe('GRACE HOPPER\nSenior programmer')
    expect(within(section('Original document')).queryByTitle(/Preview/)).toBeNull()
    expect(section('Original document').textContent).toContain('2 kB')
    expect(calls.some((call) => call.path === '/api/applicants/app-1/document')).toBe(false)
  })

  it("says 'Applicant not found!' for an unknown id", async () => {
    mockApi({ ...base(), 'GET /api/applicants/nope': apiError('APPLICANT_NOT_FOUND', 404) })
    renderApp('/applicants/nope')
    expect(await screen.findByRole('heading', { name: 'Applicant not found!', level: 1 })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to candidates' }).getAttribute('href')).toBe('/applicants')
  })

  it('hides the actions the user may not take', async () => {
    mockApi(base(applicantDetail(), makeUser({ permissions: ['APPLICANT_READ'] })))
    renderApp('/applicants/app-1')
    await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 })
    expect(screen.queryByRole('button', { name: 'Edit CV' })).toBeNull()
    expect(screen.queryByLabelText('Replace CV')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('edits the CV: validates, then saves the fields', async () => {
    const calls = mockApi({ ...base(), 'POST /api/applicants/app-1/update': json(applicantDetail()) })
    const { user } = renderApp('/applicants/app-1')
    await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Edit CV' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit CV' })
    const name = within(dialog).getByRole('textbox', { name: 'Name' })
    await waitFor(() => expect(document.activeElement).toBe(name))

    await user.clear(name)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByText('Name is required')).toBeTruthy()
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(name)
    expect(calls.some((call) => call.path === '/api/applicants/app-1/update')).toBe(false)

    await user.type(name, 'Grace B. Hopper')
    expect(within(dialog).queryByText('Name is required')).toBeNull()
    const hard = within(dialog).getByRole('textbox', { name: 'Hard skills' })
    await user.clear(hard)
    await user.type(hard, 'COBOL, FLOW-MATIC,, cobol ')
    await user.click(within(dialog).getByRole('radio', { name: 'Match only with assigned positions' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const update = calls.find((call) => call.path === '/api/applicants/app-1/update')
    expect(update?.body).toEqual({
      name: 'Grace B. Hopper',
      tagline: 'Compiler engineer',
      summary: 'Builds compilers and teaches machines to read English.',
      hardSkills: ['COBOL', 'FLOW-MATIC'],
      softSkills: ['Teaching'],
      matchingOption: 'ASSIGNED_ONLY',
    })
    expect(await screen.findByText('Changes saved. The candidate is processed again.')).toBeTruthy()
  })

  it("says 'Error modifying applicant' when saving fails", async () => {
    mockApi({ ...base(), 'POST /api/applicants/app-1/update': apiError('INTERNAL', 500) })
    const { user } = renderApp('/applicants/app-1')
    await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Edit CV' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit CV' })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Error modifying applicant'))
  })

  it('replaces the CV: upload URL, PUT with the CSRF header, then update with the new document', async () => {
    const calls = mockApi({
      ...base(),
      'POST /api/applicants/upload-url': json({
        uploads: [
          {
            documentId: 'doc-9',
            filename: 'new.pdf',
            uploadUrl: '/api/applicants/upload/doc-9',
            method: 'PUT',
            headers: { 'Content-Type': 'application/pdf' },
            expiresAt: Date.now() + 60_000,
          },
        ],
      }),
      'PUT /api/applicants/upload/doc-9': json({ documentId: 'doc-9' }),
      'POST /api/applicants/app-1/update': json(applicantDetail()),
    })
    const { user } = renderApp('/applicants/app-1')
    await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 })
    const file = new File(['%PDF-1.4 new'], 'new.pdf', { type: 'application/pdf' })
    await user.upload(screen.getByLabelText('Replace CV'), file)
    expect(await screen.findByText('The new CV is being processed.')).toBeTruthy()
    const urlCall = calls.find((call) => call.path === '/api/applicants/upload-url')
    expect(urlCall?.body).toEqual({ files: [{ filename: 'new.pdf', size: file.size, contentType: 'application/pdf' }] })
    const put = calls.find((call) => call.method === 'PUT')
    expect(put?.path).toBe('/api/applicants/upload/doc-9')
    expect(put?.headers.get('X-CSRF-Token')).toBe('csrf-token-1')
    expect(put?.headers.get('Content-Type')).toBe('application/pdf')
    expect(put?.credentials).toBe('same-origin')
    expect(put?.body).toBe(file)
    expect(calls.find((call) => call.path === '/api/applicants/app-1/update')?.body).toEqual({ documentId: 'doc-9' })
  })

  it('deletes the applicant after confirming and returns to the list', async () => {
    mockApi({ ...base(), 'POST /api/applicants/app-1/delete': json({ deleted: 1 }) })
    const { user, router } = renderApp('/applicants/app-1')
    await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Grace Hopper?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await screen.findByRole('heading', { name: 'Candidates', level: 1 })
    expect(currentHref(router)).toBe('/applicants')
    expect(await screen.findByText('Grace Hopper was deleted')).toBeTruthy()
  })

  it("says 'Failed to delete applicant' when the delete fails", async () => {
    mockApi({ ...base(), 'POST /api/applicants/app-1/delete': apiError('INTERNAL', 500) })
    const { user } = renderApp('/applicants/app-1')
    await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete applicant')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Grace Hopper', level: 1 })).toBeTruthy()
  })

  it('speaks German for a German organization', async () => {
    const organization = { ...makeUser().organization!, language: 'de_DE' as const }
    mockApi(base(applicantDetail(), recruiter({ organization })))
    renderApp('/applicants/app-1')
    await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 })
    expect(section('Sprachen').textContent).toContain('Muttersprache oder zweisprachig')
    expect(section('Sprachen').textContent).toContain('Englisch')
    expect(section('Berufserfahrung').textContent).toContain('heute')
    expect(screen.getByRole('tab', { name: 'Details' })).toBeTruthy()
  })
})

describe('edit form rules', () => {
  const values = {
    name: 'Ada',
    tagline: '',
    summary: '  ',
    hardSkills: 'a, b',
    softSkills: '',
    matchingOption: 'ALL' as const,
  }

  it('requires a name and bounds the lengths', () => {
    expect(validateApplicantEdit({ ...values, name: '   ' })).toEqual({
      ok: false,
      errors: { name: 'Name is required' },
    })
    const long = validateApplicantEdit({ ...values, tagline: 'x'.repeat(301), hardSkills: `${'y'.repeat(101)}, z` })
    expect(long).toEqual({
      ok: false,
      errors: { tagline: 'Must be at most 300 characters', hardSkills: 'Must be at most 100 characters' },
    })
  })

  it('sends empty texts as null and skills as a clean list', () => {
    expect(validateApplicantEdit(values)).toEqual({
      ok: true,
      request: {
        name: 'Ada',
        tagline: null,
        summary: null,
        hardSkills: ['a', 'b'],
        softSkills: [],
        matchingOption: 'ALL',
      },
    })
    expect(splitSkills(' SQL ,sql, Go;Rust\nC++ ,, ')).toEqual(['SQL', 'Go', 'Rust', 'C++'])
  })

  it('links only http(s) addresses', () => {
    expect(safeHref('https://x.example/a')).toBe('https://x.example/a')
    expect(safeHref('linkedin.com/in/ada')).toBe('https://linkedin.com/in/ada')
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref('data:text/html,hi')).toBeNull()
    expect(safeHref('mailto:a@b.example')).toBeNull()
    expect(safeHref('just words')).toBeNull()
  })
})

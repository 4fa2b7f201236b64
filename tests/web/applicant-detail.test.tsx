import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { safeHref } from '../../web/features/applicants/applicant-details'
import { editValuesOf, validateApplicantEdit } from '../../web/features/applicants/applicant-edit-schema'
import { splitSkills } from '../../web/features/pickers/skill-list-field'
import { typeInCombobox } from './support/combobox'
import { applicantDetail, makeUser, recruiter, signedIn } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const stream = () => sseStream().response
const base = (detail = applicantDetail(), user = recruiter()) => ({
  'GET /api/auth/session': json(signedIn(user)),
  'GET /api/upload-status': stream,
  'GET /api/applicants/app-1': json(detail),
  'GET /api/applicants/app-1/duplicates': json({ items: [] }),
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
    expect(profile).not.toContain('Corrected by a recruiter')

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

  it('flags a likely duplicate: keep dismisses it, merge folds it into the existing candidate', async () => {
    const duplicate = { existingId: 'app-0', name: 'Grace B. Hopper', tagline: null, match: 'email', createdAt: 1 }
    const calls = mockApi({
      ...base(),
      'GET /api/applicants/app-1/duplicates': json({ items: [duplicate] }),
      'POST /api/applicants/app-1/duplicates/keep': json({ ok: true }),
      'POST /api/applicants/app-1/duplicates/merge': json({ applicantId: 'app-0' }),
      'GET /api/applicants/app-0': json({ ...applicantDetail(), id: 'app-0', name: 'Grace B. Hopper' }),
      'GET /api/applicants/app-0/duplicates': json({ items: [] }),
    })
    const { user, router } = renderApp('/applicants/app-1')
    const notice = await screen.findByRole('region', { name: 'Possibly a duplicate' })
    expect(notice.textContent).toContain('This may be the same person as Grace B. Hopper (same e-mail address)')
    expect(within(notice).getByRole('link', { name: 'Grace B. Hopper' }).getAttribute('href')).toBe('/applicants/app-0')

    await user.click(within(notice).getByRole('button', { name: 'Keep both' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/applicants/app-1/duplicates/keep')?.body).toEqual({
        existingId: 'app-0',
      }),
    )

    await user.click(within(notice).getByRole('button', { name: 'Merge into Grace B. Hopper' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Merge Grace Hopper into Grace B. Hopper?' })
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }))
    await screen.findByRole('heading', { name: 'Grace B. Hopper', level: 1 })
    expect(currentHref(router)).toBe('/applicants/app-0')
    expect(calls.find((call) => call.path === '/api/applicants/app-1/duplicates/merge')?.body).toEqual({
      existingId: 'app-0',
    })
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

  it('says the CV named nobody, beside its file name, and the edit form asks for the name (issue 12)', async () => {
    const nameless = applicantDetail({ name: '' })
    const calls = mockApi({
      ...base(nameless),
      'POST /api/applicants/app-1/update': json({ ...nameless, name: 'Grace Hopper' }),
    })
    const { user } = renderApp('/applicants/app-1')
    await screen.findByRole('heading', { name: 'Name not found in the CV (grace.pdf)', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Edit CV' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit CV' })
    const name = within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement
    // The form starts blank, never with the note or the file name.
    expect(name.value).toBe('')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByText('Name is required')).toBeTruthy()
    expect(calls.some((call) => call.path === '/api/applicants/app-1/update')).toBe(false)
    await user.type(name, 'Grace Hopper')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const update = calls.find((call) => call.path === '/api/applicants/app-1/update')
    expect(update?.body).toMatchObject({ name: 'Grace Hopper' })
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
    // Skills: chips to remove, a type-ahead to add (a pasted list adds each new one once).
    await user.click(within(dialog).getByRole('button', { name: 'Remove Compilers' }))
    const addHard = within(dialog).getByRole('combobox', { name: 'Add to Hard skills' })
    await typeInCombobox(user, addHard, 'COBOL, FLOW-MATIC,, cobol ')
    await user.keyboard('{Enter}')
    const hard = within(dialog).getByRole('list', { name: 'Hard skills' })
    expect(
      within(hard)
        .getAllByRole('listitem')
        .map((chip) => chip.firstChild?.textContent),
    ).toEqual(['COBOL', 'FLOW-MATIC'])
    // Enter added the skill and did not submit the form.
    expect(calls.some((call) => call.path === '/api/applicants/app-1/update')).toBe(false)
    await user.click(within(dialog).getByRole('radio', { name: 'Match only with assigned positions' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const update = calls.find((call) => call.path === '/api/applicants/app-1/update')
    // The profile is untouched, so it is not sent (a parse the form cannot represent is never rewritten).
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

  it('edits the profile: a language level, a language picked by name, an occupation found by title', async () => {
    const calls = mockApi({
      ...base(),
      'GET /api/taxonomy/occupations': (call) =>
        json({
          items:
            call.query.get('q') === '2512'
              ? [{ code: '2512', title: 'Software developers', matched: null }]
              : [
                  { code: '2521', title: 'Database designers and administrators', matched: 'data engineer' },
                  { code: '25', title: 'Information and communications technology professionals', matched: null },
                ],
        }),
      'POST /api/applicants/app-1/update': json(applicantDetail()),
    })
    const { user } = renderApp('/applicants/app-1')
    await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Edit CV' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit CV' })

    const german = within(dialog).getByRole('group', { name: 'Language 2' })
    expect(within(german).getByRole('combobox', { name: 'Language' })).toHaveProperty('value', 'German')
    await user.selectOptions(within(german).getByRole('combobox', { name: 'Level' }), 'full_professional')

    await user.click(within(dialog).getByRole('button', { name: 'Add to Languages' }))
    const third = within(dialog).getByRole('group', { name: 'Language 3' })
    const language = within(third).getByRole('combobox', { name: 'Language' })
    await waitFor(() => expect(document.activeElement).toBe(language))
    await typeInCombobox(user, language, 'fren')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(language).toHaveProperty('value', 'French')
    await user.selectOptions(within(third).getByRole('combobox', { name: 'Level' }), 'elementary')

    const occupation = within(dialog).getByRole('combobox', { name: 'Occupation (ISCO-08)' })
    await waitFor(() => expect(occupation).toHaveProperty('value', 'Software developers (2512)'))
    await user.clear(occupation)
    await typeInCombobox(user, occupation, 'data eng')
    // A profile names a unit group: the major group is not offered.
    const option = await within(dialog).findByRole('option', { name: /Database designers and administrators/ })
    expect(option.textContent).toContain('ISCO-08 2521')
    expect(within(dialog).queryByRole('option', { name: /Information and communications/ })).toBeNull()
    await user.keyboard('{Enter}')
    expect(occupation).toHaveProperty('value', 'Database designers and administrators (2521)')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Seniority' }), 'advanced')

    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const update = calls.find((call) => call.path === '/api/applicants/app-1/update')
    expect((update?.body as { profile?: unknown } | undefined)?.profile).toEqual({
      isco: '2521',
      seniority: 'advanced',
      languages: [
        { language: 'en', proficiency: 'native_or_bilingual' },
        { language: 'de', proficiency: 'full_professional' },
        { language: 'fr', proficiency: 'elementary' },
      ],
    })
  })

  it('names the contract errors at their fields and focuses the first', async () => {
    const calls = mockApi(base())
    const { user } = renderApp('/applicants/app-1')
    await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Edit CV' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit CV' })
    await user.click(within(dialog).getByRole('button', { name: 'Add to Languages' }))
    const researcher = within(dialog).getByRole('group', { name: 'Position 2' })
    const end = within(researcher).getByRole('textbox', { name: /^To/ })
    await user.clear(end)
    await user.type(end, '1940')
    const email = within(dialog).getByRole('textbox', { name: 'Email' })
    await user.clear(email)
    await user.type(email, 'grace at example')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    const third = within(dialog).getByRole('group', { name: 'Language 3' })
    expect(within(third).getAllByText('Please choose')).toHaveLength(2)
    expect(within(researcher).getByText('The end is before the start')).toBeTruthy()
    expect(within(dialog).getByText('It seems not to be an email')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(within(third).getByRole('combobox', { name: 'Language' })))
    expect(calls.some((call) => call.path === '/api/applicants/app-1/update')).toBe(false)
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
    const detail = applicantDetail()
    const corrected = { fields: ['languages', 'seniority'], at: 1, by: 'user-1' }
    mockApi(base({ ...detail, profile: { ...detail.profile, corrected } } as never, recruiter({ organization })))
    renderApp('/applicants/app-1')
    await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 })
    expect(section('Profil').textContent).toContain('korrigiert: Sprachen und Erfahrungsstufe.')
    expect(section('Sprachen').textContent).toContain('Muttersprache oder zweisprachig')
    expect(section('Sprachen').textContent).toContain('Englisch')
    expect(section('Berufserfahrung').textContent).toContain('heute')
    expect(screen.getByRole('tab', { name: 'Details' })).toBeTruthy()
  })
})

describe('edit form rules', () => {
  const initial = editValuesOf(applicantDetail() as never)

  it('requires a name and bounds the lengths, as the contract does', () => {
    expect(validateApplicantEdit({ ...initial, name: '   ' }, initial)).toEqual({
      ok: false,
      errors: { name: 'Name is required' },
    })
    const long = validateApplicantEdit(
      { ...initial, tagline: 'x'.repeat(301), hardSkills: ['y'.repeat(101), 'z'] },
      initial,
    )
    expect(long).toEqual({
      ok: false,
      errors: { tagline: 'Must be at most 300 characters', 'hardSkills.0': 'Must be at most 100 characters' },
    })
  })

  it('sends empty texts as null, and only the profile fields that changed', () => {
    const result = validateApplicantEdit(
      { ...initial, tagline: ' ', summary: '  ', location: '', yearsOfExperience: '12,5' },
      initial,
    )
    expect(result).toEqual({
      ok: true,
      request: {
        name: 'Grace Hopper',
        tagline: null,
        summary: null,
        hardSkills: ['COBOL', 'Compilers'],
        softSkills: ['Teaching'],
        matchingOption: 'ALL',
        profile: { location: null, yearsOfExperience: 12.5 },
      },
    })
    expect(splitSkills(' SQL ,sql, Go;Rust\nC++ ,, ')).toEqual(['SQL', 'Go', 'Rust', 'C++'])
  })

  it('refuses what the contract refuses: a language twice, a month that is no month, a year that is no number', () => {
    const result = validateApplicantEdit(
      {
        ...initial,
        yearsOfExperience: 'many',
        languages: [...initial.languages, { key: 'x', language: 'en', proficiency: 'elementary' }],
        experience: [{ ...initial.experience[0]!, start: 'June 1949' }],
        education: [{ ...initial.education[0]!, year: '19x4' }],
      },
      initial,
    )
    expect(result).toEqual({
      ok: false,
      errors: {
        yearsOfExperience: 'A number from 0 to 70',
        languages: 'Each language only once',
        'experience.0.start': 'A year, or a year and month: 2019 or 2019-03',
        'education.0.year': 'A year such as 2014',
      },
    })
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

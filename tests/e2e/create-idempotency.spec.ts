import { DEMO, expect, signIn, test } from './support/fixtures'

const DESCRIPTION =
  'We are looking for a people-minded engineer who builds reliable backend services, ' +
  'reviews code with care and enjoys working closely with product teams.'

test.describe('Creating twice by accident', () => {
  test('a double-clicked "Create job" makes one job', async ({ page }) => {
    const title = `Double click engineer ${Date.now()}`
    await page.goto('/login')
    await signIn(page, DEMO.owner)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Open positions' }).click()
    await page.getByRole('button', { name: 'Create job' }).click()
    const dialog = page.getByRole('dialog', { name: 'New job position' })
    await dialog.getByRole('textbox', { name: 'Job title' }).fill(title)
    await dialog.getByRole('textbox', { name: 'Description' }).fill(DESCRIPTION)

    // Two clicks as fast as a hand makes them: the second arrives while the first is pending.
    await dialog.getByRole('button', { name: 'Create job' }).dblclick()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Open positions' }).click()
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(title)
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('link', { name: title })).toHaveCount(1)
  })

  test('two requests with one Idempotency-Key at once create one job and answer the same', async ({ page }) => {
    const title = `Concurrent create ${Date.now()}`
    await page.goto('/login')
    await signIn(page, DEMO.owner)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()

    // The browser sends both at once, as a retried request racing its original would.
    const answers = await page.evaluate(
      async ({ title, description }) => {
        const session = await (await fetch('/api/auth/session')).json()
        const key = crypto.randomUUID()
        const send = () =>
          fetch('/api/jobs', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken, 'Idempotency-Key': key },
            body: JSON.stringify({ title, description }),
          }).then(async (r) => ({ status: r.status, body: await r.json() }))
        return Promise.all([send(), send()])
      },
      { title, description: DESCRIPTION },
    )
    const created = answers.filter((a) => a.status === 201 || a.status === 200)
    // IETF draft: a request arriving while the first is in flight may get 409; it never creates.
    expect(created.length).toBeGreaterThanOrEqual(1)
    for (const other of answers.filter((a) => !created.includes(a))) expect(other.status).toBe(409)
    expect(new Set(created.map((a) => a.body.id)).size).toBe(1)

    const list = await page.evaluate(async (title) => {
      const r = await fetch(`/api/jobs?search=${encodeURIComponent(title)}`)
      return r.json()
    }, title)
    expect(JSON.stringify(list).split(title).length - 1).toBe(1)
  })
})

import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * The global search by keyboard alone: Ctrl+K, a prefix, the arrows down to the option in its group,
 * Enter. Leaves the page where the suggestion leads.
 */
export async function searchByKeyboard(page: Page, prefix: string, group: string, option: RegExp | string) {
  // The shortcut works once the shell is there (its search field shows it).
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible()
  await page.keyboard.press('Control+k')
  const dialog = page.getByRole('dialog', { name: 'Search' })
  const input = dialog.getByRole('combobox', { name: 'Search candidates, clients, assessments and jobs' })
  await expect(input).toBeFocused()
  await page.keyboard.type(prefix)
  const listbox = dialog.getByRole('listbox', { name: 'Suggestions' })
  const target = listbox.getByRole('group', { name: group }).getByRole('option', { name: option }).first()
  await expect(target).toBeVisible()
  const targetId = await target.getAttribute('id')
  for (let i = 0; i < 25 && (await input.getAttribute('aria-activedescendant')) !== targetId; i++) {
    await page.keyboard.press('ArrowDown')
  }
  await expect(input).toHaveAttribute('aria-activedescendant', targetId ?? '')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
}

import type { Locator, Page, TestInfo } from '@playwright/test'
import { expect } from './fixtures'

/** The widths the layout must hold at (issue 19: a laptop and a small laptop or tablet). */
export const LAYOUT_WIDTHS = [1280, 1024] as const

export interface LayoutProblem {
  kind: 'split-word' | 'overflow' | 'overlap'
  text: string
}

/**
 * Finds what a person sees as a broken layout inside `root`:
 * - a word broken over two lines ("Engli sh"): a single word whose text has more than one line box;
 * - content spilling out of its table cell or summary entry (an area score over the next column);
 * - two cells of one table row, or the items of a grid, drawn over each other.
 * Measured in the page from the rendered boxes, so it needs no stored images and holds across fonts.
 */
export async function layoutProblems(root: Locator): Promise<LayoutProblem[]> {
  return root.evaluate((element) => {
    const problems: { kind: 'split-word' | 'overflow' | 'overlap'; text: string }[] = []
    const label = (node: Element) => (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80)
    const visible = (node: Element) => {
      const box = node.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(node).visibility !== 'hidden'
    }
    const isHiddenText = (node: Element | null) => node?.closest('.visually-hidden') !== null

    // Words split over lines.
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      if (isHiddenText(node.parentElement) || !node.parentElement || !visible(node.parentElement)) continue
      for (const match of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        if (lines.size > 1) problems.push({ kind: 'split-word', text: match[0] })
      }
    }

    // Content outside its cell, and cells over each other.
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 1 && inner.right <= outer.right + 1 && inner.top >= outer.top - 1
    const cells = element.querySelectorAll('th, td, dd, dt')
    for (const cell of cells) {
      if (!visible(cell) || isHiddenText(cell)) continue
      const box = cell.getBoundingClientRect()
      for (const child of cell.querySelectorAll('*')) {
        if (!visible(child) || isHiddenText(child) || getComputedStyle(child).position === 'absolute') continue
        if (!inside(child.getBoundingClientRect(), box)) {
          problems.push({ kind: 'overflow', text: label(child) })
          break
        }
      }
    }
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1
    for (const group of element.querySelectorAll('tr, .area-scores, .summary-list')) {
      const items = [...group.children].filter(
        (child) => visible(child) && getComputedStyle(child).display !== 'contents',
      )
      for (let i = 0; i < items.length; i++) {
        for (let j = i + 1; j < items.length; j++) {
          const [a, b] = [items[i]!, items[j]!]
          if (overlaps(a.getBoundingClientRect(), b.getBoundingClientRect())) {
            problems.push({ kind: 'overlap', text: `${label(a)} | ${label(b)}` })
          }
        }
      }
    }
    return problems
  })
}

/**
 * Checks `root` at each width, attaching a screenshot per width to the report so a person can look at
 * what the measurement judged.
 */
export async function expectLayoutHolds(page: Page, testInfo: TestInfo, root: Locator, name: string) {
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await expect(root).toBeVisible()
    await testInfo.attach(`${name}-${width}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    })
    expect(await layoutProblems(root), `${name} at ${width} px`).toEqual([])
    // The whole page, header included, fits the window: nothing makes it scroll sideways (the German
    // main menu once did at 1024 px).
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(pageWidth, `${name} at ${width} px: the page's width`).toBeLessThanOrEqual(width)
  }
}

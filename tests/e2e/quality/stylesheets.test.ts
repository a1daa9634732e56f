// Issue 21: the styles are split by feature. The staff sign-in loads the workspace's styles and
// not the public layout's; a page reached inside the app is styled from its first frame.
import { describe, expect, test } from 'vitest'
import { clientNavigate, setupSite, visit } from '../support/browser.ts'
import { loadedStyles, mentions } from './styles.ts'

const site = setupSite()

// Every public page's own styles are checked at 1280 px on the console sweep's visit, which loads
// each page in the same conditions as this file did (tests/e2e/console-1280.test.ts,
// ./styles.ts): one load of each page for both.
describe('each page loads the styles it shows, and only those', () => {
  test('the staff sign-in loads the workspace styles, not the public layout or pages', async () => {
    const { page } = await site.newPage()
    await page.goto('/staff/sign-in', { waitUntil: 'load' })
    await expect.poll(async () => (await loadedStyles(page)).sheets.length).toBeGreaterThan(1)
    const { selectors } = await loadedStyles(page)
    expect(mentions(selectors, '.staff-header'), 'the workspace styles').toBe(true)
    expect(mentions(selectors, '.field'), 'the form field styles').toBe(true)
    for (const selector of ['.site-header', '.site-footer', '.hero', '.quote-steps']) {
      expect.soft(mentions(selectors, selector), `${selector} styles on the sign-in`).toBe(false)
    }
  })
})

declare global {
  interface Window {
    /** The quote layout's display when it first entered the document. */
    quoteLayoutDisplay?: string
  }
}

test('a page reached inside the app is styled from its first frame', async () => {
  const { page } = await site.newPage()
  await visit(page, '/')
  // A mutation observer's callback runs before the browser paints the change it reports.
  await page.evaluate(() => {
    new MutationObserver((_records, observer) => {
      const layout = document.querySelector('.quote-layout')
      if (!layout) return
      window.quoteLayoutDisplay = getComputedStyle(layout).display
      observer.disconnect()
    }).observe(document.body, { childList: true, subtree: true })
  })
  await clientNavigate(page, '/quote')
  await expect.poll(() => page.evaluate(() => window.quoteLayoutDisplay)).toBe('grid')
})

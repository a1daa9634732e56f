// Inter is not preloaded (app/root.tsx), so on a slow first visit it arrives after the first
// paint. Swapping it in then re-wrapped long headings and moved the sections under them
// (Lighthouse counted CLS 0.12 on /careers/2 and /projects/6). Here the font is held back until
// the page has painted in its fallback, then let through: nothing may move when it lands.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { afterFrames, setupSite, visit } from './support/browser.ts'

const site = setupSite()

/** Lighthouse's mobile screen, where the shifts were measured. */
const LIGHTHOUSE_MOBILE = { width: 412, height: 823 } as const
const HELD_BACK_MS = 1500
/** Pages whose headings wrapped differently once Inter came, and the home and 404 pages. */
const PAGES = ['/careers/2', '/projects/6', '/projects/9', '/', '/about', '/no-such-page']

/** Layout shifts since the page started, as CLS adds them (none caused by the visitor's input). */
function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect()
          resolve(
            list
              .getEntries()
              .map(
                (entry) => entry as PerformanceEntry & { value: number; hadRecentInput: boolean },
              )
              .filter((shift) => !shift.hadRecentInput)
              .reduce((sum, shift) => sum + shift.value, 0),
          )
        }).observe({ type: 'layout-shift', buffered: true })
        // An observer with nothing buffered is never called.
        setTimeout(() => resolve(0), 500)
      }),
  )
}

describe('a web font that arrives after the first paint', () => {
  test.each(PAGES)('moves nothing on %s', async (path) => {
    const { page } = await site.newPage({ viewport: LIGHTHOUSE_MOBILE })
    let fontServed = false
    await page.route('**/assets/inter-latin-subset-*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HELD_BACK_MS))
      await route.continue()
      fontServed = true
    })
    await visit(page, path)
    await expect.poll(() => fontServed, { timeout: 10_000 }).toBe(true)
    await afterFrames(page, 5)
    await expect.poll(() => layoutShiftTotal(page)).toBe(0)
  })
})

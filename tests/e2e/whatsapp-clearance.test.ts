// "What shippers and staff tripped over": the floating WhatsApp button covered the hero's buttons
// and the first words of texts on phones. It may float, but never over what a visitor reads or
// uses: not on a page's first screen at rest, not over a focused control (WCAG 2.4.11), not over
// the end of a page.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { scrollToY, setupSite, visit } from './support/browser.ts'
import { ALL_URLS, ONE_PAGE_PER_ROUTE } from './quality/support.ts'

const site = setupSite()

const WIDTHS = [320, 375, 768, 1024, 1280, 1440] as const
const HEIGHT = 700

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** The button's box when a person can see it, else null. */
function buttonBox(page: Page): Promise<Box | null> {
  return page.evaluate(() => {
    const toggle = document.querySelector('.whatsapp summary')
    if (!toggle?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null
    if (Number(getComputedStyle(toggle.parentElement as Element).opacity) < 0.05) return null
    const { x, y, width, height } = toggle.getBoundingClientRect()
    return { x, y, width, height }
  })
}

/**
 * Every visible line of text and every control in the viewport that the button's box overlaps,
 * described for the failure message.
 */
function coveredByButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const whatsapp = document.querySelector('.whatsapp')
    const toggle = whatsapp?.querySelector('summary')
    if (!whatsapp || !toggle) return ['no WhatsApp button on the page']
    const style = getComputedStyle(whatsapp)
    if (style.visibility === 'hidden' || Number(style.opacity) < 0.05) return []
    const button = toggle.getBoundingClientRect()
    const overlaps = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      rect.left < button.right &&
      rect.right > button.left &&
      rect.top < button.bottom &&
      rect.bottom > button.top
    const visible = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !whatsapp.contains(element)
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || !node.textContent?.trim() || !visible(parent)) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      if ([...range.getClientRects()].some(overlaps)) {
        found.push(`text "${node.textContent.trim().slice(0, 40)}"`)
      }
    }
    const controls = 'a[href], button, input, select, textarea, summary, [tabindex="0"]'
    for (const control of document.querySelectorAll(controls)) {
      if (visible(control) && overlaps(control.getBoundingClientRect())) {
        found.push(`control ${control.outerHTML.slice(0, 80)}`)
      }
    }
    return found
  })
}

describe('the WhatsApp button covers nothing a visitor reads or uses', () => {
  // One page for every path, each loaded afresh at the narrowest width.
  let page: Page
  beforeAll(async () => {
    // Reduced motion: the hero's texts are in place at once, not fading in while measured.
    ;({ page } = await site.newPage({ reducedMotion: 'reduce', shared: true }))
  })
  // Closed when these tests end, not with the browser: nothing of it runs beside later tests.
  afterAll(() => page.context().close())

  test.each(ONE_PAGE_PER_ROUTE.filter((path) => ALL_URLS.includes(path)))(
    '%s: the first screen at rest and the end of the page, 320 to 1440 px',
    async (path) => {
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
      await visit(page, path)
      // One load, resized: the button's place and appearance follow the width and the scroll
      // position in the stylesheet alone (scroll-driven animations), as on a fresh load.
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT })
        await scrollToY(page, 0)
        await expect
          .poll(() => coveredByButton(page), { message: `${path} at ${width} px, first screen` })
          .toEqual([])

        // The browser stops at the end of the page.
        await scrollToY(page, Number.MAX_SAFE_INTEGER)
        // Scrolled, the button is there to be used: hiding it is not the answer.
        await expect
          .poll(() => buttonBox(page), { message: `${path} at ${width} px, scrolled` })
          .not.toBeNull()
        await expect
          .poll(() => coveredByButton(page), { message: `${path} at ${width} px, end of page` })
          .toEqual([])
      }
    },
  )

  test.each([320, 375, 768])(
    'at %i px no control that takes focus is hidden behind it',
    async (width) => {
      const { page } = await site.newPage({ viewport: { width, height: HEIGHT } })
      for (const path of ['/', '/contact', '/quote', '/careers']) {
        await visit(page, path)
        await page.evaluate(() => document.getElementById('main')?.focus())
        for (let press = 0; press < 80; press++) {
          await page.keyboard.press('Tab')
          const problem = await page.evaluate(() => {
            const focused = document.activeElement
            const toggle = document.querySelector('.whatsapp summary')
            if (!focused || focused === document.body || !toggle) return null
            if (toggle.parentElement?.contains(focused)) return null
            const style = getComputedStyle(toggle.parentElement as Element)
            if (style.visibility === 'hidden' || Number(style.opacity) < 0.05) return null
            const button = toggle.getBoundingClientRect()
            const rect = focused.getBoundingClientRect()
            const covered =
              rect.left < button.right &&
              rect.right > button.left &&
              rect.top < button.bottom &&
              rect.bottom > button.top
            return covered ? focused.outerHTML.slice(0, 100) : null
          })
          expect(problem, `${path} at ${width} px, Tab ${press + 1}`).toBeNull()
        }
      }
    },
  )
})

// Issue 4, "Layout": nothing scrolls sideways at 320 px, on any page, menu open or not.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { setupSite, visit } from '../support/browser.ts'
import { ALL_URLS, SMALL, openMobileMenu } from './support.ts'

const site = setupSite()

interface Overflow {
  scrollWidth: number
  /** The outermost elements that reach past the right edge, to say what to fix. */
  culprits: string[]
}

function overflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const describe = (element: Element) => {
      const classes = [...element.classList].map((name) => `.${name}`).join('')
      const right = Math.round(element.getBoundingClientRect().right)
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes} (right edge ${right} px)`
    }
    const wide = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    )
    const culprits = wide.filter((element) => !wide.includes(element.parentElement as Element))
    return {
      scrollWidth: document.documentElement.scrollWidth,
      culprits: culprits.slice(0, 10).map(describe),
    }
  })
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, culprits } = await overflow(page)
  expect(
    scrollWidth,
    `${where}: scrollWidth; too wide: ${culprits.join(', ')}`,
  ).toBeLessThanOrEqual(SMALL.width)
}

describe('at 320 px nothing scrolls sideways', () => {
  test.each(ALL_URLS)('%s: at the top, scrolled through, and with the menu open', async (path) => {
    const { page } = await site.newPage({ viewport: SMALL })
    await visit(page, path)
    await expectNoSidewaysScroll(page, `${path} at the top`)

    // Reveal animations slide content in: check again once everything has been scrolled past.
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; y <= height; y += SMALL.height / 2) {
      await page.mouse.wheel(0, SMALL.height / 2)
      await page.waitForTimeout(30)
    }
    await expectNoSidewaysScroll(page, `${path} scrolled to the bottom`)

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await openMobileMenu(page)
    await expectNoSidewaysScroll(page, `${path} with the menu open`)
  })
})

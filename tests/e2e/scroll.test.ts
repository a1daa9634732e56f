import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { SERVICES } from '#content/services.ts'
import { scrollToY, scrollY, setupSite, visit } from './support/browser.ts'

const site = setupSite()

const TOLERANCE_PX = 30

/** A service card link that is fully inside the viewport now, so clicking it does not scroll. */
async function serviceLinkInView(page: Page) {
  const main = page.getByRole('main')
  for (const service of SERVICES) {
    const link = main.getByRole('link', { name: service.title, exact: true })
    const inView = await link.evaluate((element) => {
      const box = element.getBoundingClientRect()
      return box.top >= 100 && box.bottom <= window.innerHeight - 20
    })
    if (inView) return { link, service }
  }
  throw new Error('no service card link in view')
}

describe('scroll position on navigation', () => {
  test('a new page starts at the top; back and forward restore the saved positions', async () => {
    const { page } = await site.newPage()
    await visit(page, '/')

    await scrollToY(page, 1500)
    await expect.poll(() => scrollY(page)).toBe(1500)
    // Playwright may scroll a little more to click the card (a card still easing in, or one
    // behind a floating button), so the position to restore is the one at the click itself.
    await page.evaluate(() => {
      document.addEventListener(
        'click',
        () => sessionStorage.setItem('test:scroll-at-click', String(window.scrollY)),
        { capture: true, once: true },
      )
    })
    const { link, service } = await serviceLinkInView(page)
    await link.click()
    await page.waitForURL((url) => url.pathname === `/service-detail/${service.id}`)
    const left = Number(await page.evaluate(() => sessionStorage.getItem('test:scroll-at-click')))
    expect(left, 'the visitor left from far down the page').toBeGreaterThan(1000)
    await page.getByRole('heading', { name: 'Details' }).waitFor()
    await expect.poll(() => scrollY(page)).toBe(0)

    // Remember a position on the detail page too, for the forward navigation.
    await scrollToY(page, 400)

    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/')
    // Restoration lands once the page has rendered; wait for it rather than sampling mid-way.
    await expect
      .poll(async () => Math.abs((await scrollY(page)) - left))
      .toBeLessThanOrEqual(TOLERANCE_PX)

    await page.goForward()
    await page.waitForURL((url) => url.pathname === `/service-detail/${service.id}`)
    await expect
      .poll(async () => Math.abs((await scrollY(page)) - 400))
      .toBeLessThanOrEqual(TOLERANCE_PX)
  })

  test('a link at the bottom of a page opens the next page at the top', async () => {
    const { page } = await site.newPage()
    await visit(page, '/services')
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Contact', exact: true })
    await footerLink.scrollIntoViewIfNeeded()
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500)
    await footerLink.click()
    await page.waitForURL((url) => url.pathname === '/contact')
    await page.getByRole('button', { name: 'Send' }).waitFor()
    await expect.poll(() => scrollY(page)).toBe(0)
  })
})

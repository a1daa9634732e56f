import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { COMPANY } from '#content/company.ts'
import { HEADQUARTERS } from '#content/offices.ts'
import { OFFICES } from '#content/offices.ts'
import { MOBILE, scrollToY, scrollY, setupSite, visit } from './support/browser.ts'

const site = setupSite()

const LINKS = ['Services', 'About', 'Contact', 'Track']

interface Box {
  x: number
  y: number
  width: number
  height: number
}

async function openMenu(page: Page) {
  const button = page.getByRole('button', { name: /menu/i })
  await expect.poll(() => button.isVisible()).toBe(true)
  await button.click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  // It slides in: wait until it has arrived.
  await expect.poll(async () => (await dialog.boundingBox())?.x).toBe(0)
  return dialog
}

const dialogIsOpen = (page: Page) =>
  page.evaluate(() => document.querySelector('dialog[open]') !== null)

describe('mobile menu at 375 px', () => {
  test('the bar shows a menu button instead of the links; the menu is full-screen with the links and a close button', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/')
    const banner = page.getByRole('banner')
    for (const name of LINKS) {
      const link = banner.getByRole('link', { name, exact: true, includeHidden: true }).first()
      await expect.poll(() => link.isVisible()).toBe(false)
    }
    await expect
      .poll(() => banner.getByRole('link', { name: new RegExp(COMPANY.name) }).isVisible())
      .toBe(true)

    const dialog = await openMenu(page)
    const links = dialog.getByRole('link', { name: /^(Services|About|Contact|Track)$/ })
    await expect.poll(() => links.allInnerTexts()).toEqual(LINKS)
    await expect.poll(() => dialog.getByRole('button', { name: /close/i }).isVisible()).toBe(true)

    const rect = await dialog.boundingBox()
    expect(rect).not.toBeNull()
    expect(rect?.x).toBe(0)
    expect(rect?.y).toBe(0)
    expect(rect?.width).toBeCloseTo(MOBILE.width, 0)
    expect(rect?.height).toBeCloseTo(MOBILE.height, 0)
  })

  test('the bar offers Get Quote beside the menu button, from 320 px, on one row', async () => {
    for (const width of [320, 375, 767]) {
      const { page } = await site.newPage({ viewport: { width, height: 700 } })
      await visit(page, '/about')
      const banner = page.getByRole('banner')
      const quote = banner.getByRole('link', { name: 'Get Quote' })
      await expect.poll(() => quote.isVisible(), { message: `at ${width} px` }).toBe(true)
      const boxes = await Promise.all(
        [
          banner.getByRole('link', { name: new RegExp(COMPANY.name) }),
          quote,
          banner.getByRole('button', { name: 'Open menu' }),
        ].map((locator) => locator.boundingBox()),
      )
      const [brand, cta, menu] = boxes.map((box) => {
        if (!box) throw new Error(`a part of the bar has no box at ${width} px`)
        return box
      }) as [Box, Box, Box]
      // Side by side, in this order, within the screen, none over another.
      expect(brand.x + brand.width, `at ${width} px`).toBeLessThanOrEqual(cta.x)
      expect(cta.x + cta.width, `at ${width} px`).toBeLessThanOrEqual(menu.x)
      expect(menu.x + menu.width, `at ${width} px`).toBeLessThanOrEqual(width)
      expect(Math.abs(cta.y + cta.height / 2 - (menu.y + menu.height / 2))).toBeLessThan(2)
      expect(cta.height, `Get Quote is a comfortable target at ${width} px`).toBeGreaterThanOrEqual(
        44,
      )
    }
  })

  test('after the bar’s links, the menu offers a quote, careers and WhatsApp with each office', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/')
    const dialog = await openMenu(page)
    const navigation = dialog.getByRole('navigation', { name: 'Mobile' }).getByRole('link')
    await expect
      .poll(() => navigation.allInnerTexts())
      .toEqual([...LINKS, 'Request a quote', 'Careers'])
    await expect
      .poll(() => navigation.evaluateAll((all) => all.map((a) => a.getAttribute('href'))))
      .toEqual(['/services', '/about', '/contact', '/track', '/quote', '/careers'])
    for (const office of OFFICES) {
      const chat = dialog.getByRole('link', { name: `Chat on WhatsApp: ${office.name}` })
      await expect.poll(() => chat.isVisible()).toBe(true)
      await expect
        .poll(() => chat.getAttribute('href'))
        .toMatch(new RegExp(`^https://wa\\.me/${office.whatsapp.replace(/\D/g, '')}\\?text=`))
    }
    // Everything in the menu can be reached on a small phone: it scrolls rather than cuts off.
    await page.setViewportSize({ width: 320, height: 480 })
    const last = dialog.getByRole('link', { name: HEADQUARTERS.phones[0] })
    await last.scrollIntoViewIfNeeded()
    await expect.poll(() => last.isVisible()).toBe(true)
    const box = await last.boundingBox()
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(480)

    await dialog.getByRole('link', { name: 'Request a quote' }).click()
    await page.waitForURL((url) => url.pathname === '/quote')
    await expect.poll(() => dialogIsOpen(page)).toBe(false)
  })

  test('Escape closes the menu, and so does the close button', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/')

    await openMenu(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialogIsOpen(page)).toBe(false)
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

    const dialog = await openMenu(page)
    await dialog.getByRole('button', { name: /close/i }).click()
    await expect.poll(() => dialogIsOpen(page)).toBe(false)
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(page.url()).toBe(`${site.url}/`)
  })

  test('focus stays inside the open menu', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/')
    await openMenu(page)

    // Where focus is: in the menu, on the page behind it (which must never happen), or in the
    // browser's own interface. A native modal dialog lets Tab leave the last control for the
    // browser's address bar, as browsers do for every page; the page behind stays unreachable.
    const focus = () =>
      page.evaluate(() => {
        const dialog = document.querySelector('dialog[open]')
        if (dialog?.contains(document.activeElement)) return 'menu'
        if (!document.hasFocus() && document.activeElement === document.body) return 'browser'
        return `page: ${document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing'}`
      })
    await expect.poll(() => focus()).toBe('menu')
    const visited = new Set<string>()
    let previous = 'menu'
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab')
      const where = await focus()
      expect(where).toMatch(/^(menu|browser)$/)
      // Focus never stays away from the menu for two presses in a row.
      if (where === 'browser') expect(previous).toBe('menu')
      else visited.add(await page.evaluate(() => document.activeElement?.outerHTML ?? ''))
      previous = where
    }
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Shift+Tab')
      const where = await focus()
      expect(where).toMatch(/^(menu|browser)$/)
      if (where === 'browser') expect(previous).toBe('menu')
      previous = where
    }
    // It did cycle through the menu's controls rather than stick on one.
    expect(visited.size).toBeGreaterThanOrEqual(LINKS.length + 1)
  })

  test('the page behind does not scroll while the menu is open', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/')
    await scrollToY(page, 300)
    // Scrolling up shows the bar again, so its button can be reached.
    await scrollToY(page, 250)
    await openMenu(page)
    const before = await scrollY(page)

    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflowY))
      .toBe('hidden')
    await page.mouse.move(MOBILE.width / 2, MOBILE.height - 100)
    await page.mouse.wheel(0, 600)
    await page.keyboard.press('PageDown')
    await page.keyboard.press('End')
    // Give a (smooth) scroll the time it would need to move the page.
    await page.waitForTimeout(400)
    await expect.poll(() => scrollY(page)).toBe(before)

    await page.keyboard.press('Escape')
    await expect.poll(() => dialogIsOpen(page)).toBe(false)
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflowY))
      .not.toBe('hidden')
  })

  test('choosing a link navigates and closes the menu', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/')
    await page.evaluate(() => {
      ;(window as unknown as { __marker: string }).__marker = 'spa'
    })
    const dialog = await openMenu(page)
    await dialog.getByRole('link', { name: 'About', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/about')
    await expect.poll(() => dialogIsOpen(page)).toBe(false)
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __marker?: string }).__marker))
      .toBe('spa')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true)
  })
})

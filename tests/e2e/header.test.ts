import { describe, expect, test } from 'vitest'
import type { Locator } from 'playwright-core'
import { COMPANY } from '#content/company.ts'
import { scrollToY, setupSite, visit } from './support/browser.ts'

const site = setupSite()

async function box(locator: Locator) {
  const rect = await locator.boundingBox()
  if (!rect) throw new Error('the element has no box')
  return rect
}

const boxShadow = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).boxShadow)

describe('navigation bar', () => {
  test('the banner holds the logo link home and the links Services, About, Contact and Track', async () => {
    const { page } = await site.newPage()
    await visit(page, '/services')
    const banner = page.getByRole('banner')

    const logo = banner.getByRole('link', { name: new RegExp(COMPANY.name) })
    await expect.poll(() => logo.getAttribute('href')).toBe('/')

    const nav = banner.getByRole('navigation', { name: 'Main' })
    const links = nav.getByRole('link')
    await expect
      .poll(() => links.allInnerTexts())
      .toEqual(['Services', 'About', 'Contact', 'Track'])
    await expect
      .poll(() => links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))))
      .toEqual(['/services', '/about', '/contact', '/track'])
    for (const link of await links.all()) await expect.poll(() => link.isVisible()).toBe(true)

    await logo.click()
    await page.waitForURL((url) => url.pathname === '/')
  })

  test('hides on scrolling down, shows fixed with a shadow on scrolling up, sits in place at the top', async () => {
    const { page } = await site.newPage()
    await visit(page, '/')
    const header = page.getByRole('banner')

    // At the top: in place, no shadow.
    await expect.poll(async () => (await box(header)).y).toBe(0)
    await expect.poll(() => boxShadow(header)).toBe('none')

    for (let y = 100; y <= 1200; y += 100) await scrollToY(page, y)
    await expect
      .poll(async () => (await box(header)).y + (await box(header)).height)
      .toBeLessThanOrEqual(0)

    // A little way back up, still far from the top.
    for (let y = 1150; y >= 900; y -= 50) await scrollToY(page, y)
    await expect.poll(async () => (await box(header)).y).toBe(0)
    await expect
      .poll(() => header.evaluate((element) => getComputedStyle(element).position))
      .toMatch(/^(fixed|sticky)$/)
    await expect.poll(() => boxShadow(header)).not.toBe('none')
    await expect.poll(() => header.isVisible()).toBe(true)

    // Down again hides it again.
    for (let y = 1000; y <= 1400; y += 100) await scrollToY(page, y)
    await expect
      .poll(async () => (await box(header)).y + (await box(header)).height)
      .toBeLessThanOrEqual(0)

    // Back at the top: visible, in its place, without a shadow.
    for (let y = 1300; y >= 0; y -= 100) await scrollToY(page, y)
    await expect.poll(() => boxShadow(header)).toBe('none')
    await expect.poll(async () => (await box(header)).y).toBe(0)
    const firstContent = page.getByRole('main')
    await expect
      .poll(async () => (await box(firstContent)).y)
      .toBeGreaterThanOrEqual((await box(header)).height - 1)
  })

  test('the logo enters with a 0.6 s animation after a 0.4 s delay', async () => {
    const { page } = await site.newPage()
    await visit(page, '/')
    const logo = page.getByRole('banner').getByRole('link', { name: new RegExp(COMPANY.name) })
    const animation = await logo.evaluate((element) => {
      const style = getComputedStyle(element)
      return {
        name: style.animationName,
        duration: style.animationDuration,
        delay: style.animationDelay,
      }
    })
    expect(animation.name).not.toBe('none')
    expect(animation.duration).toBe('0.6s')
    expect(animation.delay).toBe('0.4s')
    // It finishes fully visible.
    await expect.poll(() => logo.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
  })
})

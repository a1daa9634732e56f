import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { OFFICES } from '#content/offices.ts'
import { DESKTOP, MOBILE, scrollToY, setupSite, visit } from './support/browser.ts'

const site = setupSite()

interface Box {
  x: number
  y: number
  width: number
  height: number
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).boundingBox()
  if (!found) throw new Error(`${selector} has no box`)
  return found
}

describe('WhatsApp click-to-chat', () => {
  test.each([
    ['375 px', MOBILE],
    ['1280 px', DESKTOP],
  ])('at %s: one wa.me link per office, clear of the scroll-to-top button', async (_, viewport) => {
    const { page } = await site.newPage({ viewport })
    await visit(page, '/services')
    await scrollToY(page, 1200)
    const top = page.getByRole('button', { name: /top/i })
    await top.waitFor({ state: 'visible' })
    const toggle = page.locator('.whatsapp__toggle')
    await expect.poll(() => toggle.isVisible()).toBe(true)
    await expect.poll(() => toggle.innerText()).toContain('Chat on WhatsApp')
    await expect
      .poll(async () =>
        intersects(await box(page, '.whatsapp__toggle'), await box(page, '.scroll-top')),
      )
      .toBe(false)

    await toggle.click()
    for (const office of OFFICES) {
      const link = page.getByRole('link', {
        name: `Chat on WhatsApp with our ${office.address.locality} office`,
      })
      await link.waitFor()
      const href = new URL((await link.getAttribute('href')) ?? '')
      expect(href.origin + href.pathname).toBe(`https://wa.me/${office.whatsapp}`)
      expect(href.searchParams.get('text')).toContain(office.address.locality)
    }
    // Open, the menu stays clear of the scroll-to-top button too.
    await expect
      .poll(async () =>
        intersects(await box(page, '.whatsapp__menu'), await box(page, '.scroll-top')),
      )
      .toBe(false)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('.whatsapp__menu').isVisible()).toBe(false)
  })
})

describe('directions', () => {
  test('each office block links to OpenStreetMap and Google Maps directions, no map embedded', async () => {
    const tracked = await site.newPage()
    const { page } = tracked
    await visit(page, '/contact')
    for (const office of OFFICES) {
      const { latitude, longitude } = office.geo
      const block = page
        .getByRole('main')
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: office.name }) })
      const osm = block.getByRole('link', { name: /OpenStreetMap/ })
      await expect
        .poll(() => osm.getAttribute('href'))
        .toBe(`https://www.openstreetmap.org/directions?to=${latitude}%2C${longitude}`)
      const google = block.getByRole('link', { name: /Google Maps/ })
      await expect
        .poll(() => google.getAttribute('href'))
        .toBe(`https://www.google.com/maps/dir/?api=1&destination=${latitude}%2C${longitude}`)
      await expect.poll(() => osm.getAttribute('aria-label')).toContain(office.address.locality)
    }
    await expect.poll(() => page.locator('iframe').count()).toBe(0)
    const origin = new URL(site.url).origin
    expect(tracked.requests.filter((url) => new URL(url).origin !== origin)).toEqual([])
  })

  test('the contact page offers a detailed quote, and a service page opens it preselected', async () => {
    const { page } = await site.newPage()
    await visit(page, '/contact')
    const link = page.getByRole('main').getByRole('link', { name: 'Request a detailed quote' })
    await expect.poll(() => link.getAttribute('href')).toBe('/quote')
    await visit(page, '/service-detail/3')
    const quote = page.getByRole('main').getByRole('link', { name: 'Get Quote' })
    await expect.poll(() => quote.getAttribute('href')).toBe('/quote?service=sea-air')
    await quote.click()
    await page.waitForURL('**/quote?service=sea-air')
    await expect
      .poll(() => page.getByRole('main').getByLabel('Service', { exact: true }).inputValue())
      .toBe('sea-air')
  })
})

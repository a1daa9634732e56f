import { describe, expect, test } from 'vitest'
import type { Locator } from 'playwright-core'
import { COMPANY } from '#content/company.ts'
import { formatAddress, HEADQUARTERS, OFFICES } from '#content/offices.ts'
import { SERVICES } from '#content/services.ts'
import { STATISTICS } from '#content/statistics.ts'
import { setupSite, visit } from './support/browser.ts'

const site = setupSite()

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** True when every locator's element comes after the previous one in the document. */
async function inDocumentOrder(locators: Locator[]): Promise<boolean> {
  const handles = await Promise.all(locators.map((locator) => locator.elementHandle()))
  for (let i = 1; i < handles.length; i++) {
    const before = handles[i - 1]
    const after = handles[i]
    if (!before || !after) return false
    const follows = await before.evaluate(
      (a, b) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING),
      after,
    )
    if (!follows) return false
  }
  return true
}

const normalized = async (locator: Locator) =>
  (await locator.innerText()).replace(/\s+/g, ' ').trim()

describe('home page', () => {
  test('hero, info strip, about block with statistics, services grid and contact banner, in that order', async () => {
    const { page } = await site.newPage()
    await visit(page, '/')
    const main = page.getByRole('main')

    const hero = main.getByRole('heading', { level: 1 })
    await expect
      .poll(async () => (await hero.textContent())?.replace(/\s+/g, ' ').trim())
      .toBe('We are the leading WORLDWIDE FREIGHT FORWARDER')
    await expect.poll(() => normalized(hero)).toMatch(/WORLDWIDE FREIGHT FORWARDER$/)
    const quote = main.getByRole('link', { name: 'Get Quote' })
    await expect.poll(() => quote.getAttribute('href')).toBe('/contact')

    const opening = main.getByText(COMPANY.openingHours.label)
    expect(COMPANY.openingHours.label).toBe('Sunday to Thursday, 10:00 AM to 6:00 PM')
    await expect.poll(() => opening.isVisible()).toBe(true)
    const address = main.getByText(formatAddress(HEADQUARTERS))
    await expect.poll(() => address.isVisible()).toBe(true)
    const phones = HEADQUARTERS.phones.map((phone) =>
      main.getByRole('link', { name: phone }).first(),
    )
    for (const [index, phone] of HEADQUARTERS.phones.entries()) {
      await expect.poll(() => phones[index]?.getAttribute('href')).toBe(tel(phone))
    }

    const seeMore = main.getByRole('link', { name: 'See More' })
    await expect.poll(() => seeMore.getAttribute('href')).toBe('/about')

    const stats = main.getByRole('list', { name: 'Key figures' })
    const tiles = stats.getByRole('listitem')
    await expect.poll(() => tiles.count()).toBe(4)
    for (const [index, statistic] of STATISTICS.entries()) {
      await expect.poll(() => tiles.nth(index).innerText()).toContain(statistic.label)
    }
    expect(
      STATISTICS.map((statistic) => `${statistic.value}${statistic.suffix} ${statistic.label}`),
    ).toEqual([
      '10+ Years of Experience',
      '150+ Global Partners',
      '24/7 Customer Support',
      '99% On-time Delivery Rate',
    ])

    const firstService = main.getByRole('link', { name: SERVICES[0].title, exact: true })
    const lastService = main.getByRole('link', { name: SERVICES[7].title, exact: true })

    const banner = main.getByText(
      'Contact us now to get quote for all your global shipping needs',
      {
        exact: true,
      },
    )
    await expect.poll(() => banner.isVisible()).toBe(true)
    const contactUs = main.getByRole('link', { name: 'Contact Us' })
    await expect.poll(() => contactUs.getAttribute('href')).toBe('/contact')

    await expect
      .poll(() =>
        inDocumentOrder([
          hero,
          quote,
          opening,
          address,
          ...phones,
          seeMore,
          stats,
          firstService,
          lastService,
          banner,
          contactUs,
        ]),
      )
      .toBe(true)

    await contactUs.click()
    await page.waitForURL((url) => url.pathname === '/contact')
  })

  test('See More leads to /about and Get Quote to /contact', async () => {
    const { page } = await site.newPage()
    await visit(page, '/')
    await page.getByRole('main').getByRole('link', { name: 'See More' }).click()
    await page.waitForURL((url) => url.pathname === '/about')
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('main').getByRole('link', { name: 'Get Quote' }).click()
    await page.waitForURL((url) => url.pathname === '/contact')
  })

  test('the footer: blurb, phone and email links, both offices and this year’s copyright', async () => {
    const { page } = await site.newPage()
    await visit(page, '/')
    const footer = page.getByRole('contentinfo')

    await expect.poll(() => footer.getByText(COMPANY.blurb, { exact: true }).isVisible()).toBe(true)
    for (const phone of HEADQUARTERS.phones) {
      await expect
        .poll(() => footer.getByRole('link', { name: phone }).getAttribute('href'))
        .toBe(tel(phone))
    }
    await expect
      .poll(() => footer.getByRole('link', { name: COMPANY.email }).getAttribute('href'))
      .toBe(`mailto:${COMPANY.email}`)
    for (const office of OFFICES) {
      await expect.poll(() => footer.getByText(formatAddress(office)).isVisible()).toBe(true)
    }
    const year = new Date().getFullYear()
    const copyright = footer.getByText(`© ${year}`)
    await expect.poll(() => copyright.isVisible()).toBe(true)
    await expect.poll(() => copyright.innerText()).toContain(COMPANY.name)
  })

  test('in a year after the build, the page hydrates cleanly and the copyright is that year’s', async () => {
    // The pages are prerendered when the site is built; on New Year's Day a visitor's clock is
    // in a year the HTML was not built in.
    const tracked = await site.newPage()
    const { page } = tracked
    const later = new Date().getFullYear() + 1
    await page.clock.setFixedTime(new Date(later, 0, 1, 9, 30))
    await visit(page, '/')
    const footer = page.getByRole('contentinfo')
    await expect.poll(() => footer.getByText(`© ${later} ${COMPANY.legalName}`).count()).toBe(1)
    expect(tracked.pageErrors).toEqual([])
    expect(tracked.consoleErrors).toEqual([])
  })
})

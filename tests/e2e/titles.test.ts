import { describe, expect, test } from 'vitest'
import { COMPANY } from '#content/company.ts'
import { SERVICES } from '#content/services.ts'
import { SERVICES_BN } from '#content/bn/services.ts'
import { htmlTitle, setupSite, visit } from './support/browser.ts'

const site = setupSite()

const title = (routeTitle: string) => `${routeTitle} | ${COMPANY.name}`

const ROUTES = [
  { path: '/', title: 'Home' },
  { path: '/services', title: 'Services' },
  { path: '/service-detail/1', title: 'Air Freight' },
  { path: '/bn/service-detail/1', title: 'এয়ার ফ্রেইট' },
  { path: '/contact', title: 'Contact' },
  { path: '/about', title: 'About' },
  { path: '/schedules', title: 'Sailings and flights' },
  { path: '/bn/schedules', title: 'জাহাজ ও ফ্লাইটের সূচি' },
] as const

describe('document titles', () => {
  test.each(ROUTES)(
    'the prerendered HTML of $path has the title "$title | <company>"',
    async (route) => {
      const response = await fetch(new URL(route.path, site.url))
      expect(response.status).toBe(200)
      expect(htmlTitle(await response.text())).toBe(title(route.title))
    },
  )

  test('every service detail page is titled with its service’s name, in English and in Bangla', async () => {
    for (const service of SERVICES) {
      const response = await fetch(new URL(`/service-detail/${service.id}`, site.url))
      expect(response.status).toBe(200)
      const tabTitle = htmlTitle(await response.text())
      expect(tabTitle?.replace('&amp;', '&').toUpperCase()).toBe(title(service.title).toUpperCase())

      const bangla = await fetch(new URL(`/bn/service-detail/${service.id}`, site.url))
      expect(bangla.status).toBe(200)
      expect(htmlTitle(await bangla.text())).toBe(title(SERVICES_BN[service.id].title))
    }
  })

  test('client-side navigation updates document.title without reloading the page', async () => {
    const { page } = await site.newPage()
    await visit(page, '/')
    await expect.poll(() => page.title()).toBe(title('Home'))
    await page.evaluate(() => {
      ;(window as unknown as { __marker: string }).__marker = 'still here'
    })

    const banner = page.getByRole('banner')
    const steps = [
      {
        link: banner.getByRole('link', { name: 'Services', exact: true }),
        path: '/services',
        title: 'Services',
      },
      {
        link: banner.getByRole('link', { name: 'About', exact: true }),
        path: '/about',
        title: 'About',
      },
      {
        link: banner.getByRole('link', { name: 'Contact', exact: true }),
        path: '/contact',
        title: 'Contact',
      },
      {
        link: banner.getByRole('link', {
          name: new RegExp(`^${COMPANY.name}\\s+Freight forwarders\\s*, home$`),
        }),
        path: '/',
        title: 'Home',
      },
      {
        link: page.getByRole('main').getByRole('link', { name: SERVICES[1].title, exact: true }),
        path: `/service-detail/${SERVICES[1].id}`,
        title: 'Ocean Freight',
      },
    ]
    for (const step of steps) {
      await step.link.click()
      await page.waitForURL((url) => url.pathname === step.path)
      await expect.poll(() => page.title()).toBe(title(step.title))
    }

    // A full reload would have dropped the marker.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __marker?: string }).__marker))
      .toBe('still here')
  })
})

import { describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { COMPANY } from '#content/company.ts'
import { SERVICES } from '#content/services.ts'
import { clientNavigate, htmlTitle, setupSite, visit, waitForHydration } from './support/browser.ts'

const site = setupSite()

const ORDER = [
  'AIR FREIGHT',
  'OCEAN FREIGHT',
  'SEA-AIR',
  'WAREHOUSING',
  'ROAD-AIR',
  'AIR-AIR',
  'AIR-SEA',
  'PROJECTS & CHARTERS',
]

/** The card text: the first 160 characters of the description, then an ellipsis. */
const preview = (description: string) => `${description.slice(0, 160).trimEnd()}…`

/** The list of service cards inside <main>: the list that holds the first service's link. */
const servicesGrid = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: SERVICES[0].title, exact: true }) })

async function checkGrid(grid: Locator) {
  const cards = grid.getByRole('listitem')
  await expect.poll(() => cards.count()).toBe(SERVICES.length)
  await expect.poll(() => cards.getByRole('heading').allInnerTexts()).toEqual(ORDER)

  for (const [index, service] of SERVICES.entries()) {
    const card = cards.nth(index)
    const image = card.locator('img')
    await expect.poll(() => image.count()).toBe(1)
    await expect.poll(async () => Number(await image.getAttribute('width'))).toBeGreaterThan(0)
    await expect.poll(async () => Number(await image.getAttribute('height'))).toBeGreaterThan(0)
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete || img.loading === 'lazy'))
      .toBe(true)

    await expect.poll(() => card.getByRole('heading').innerText()).toBe(service.title)
    expect(service.description.length).toBeGreaterThan(160)
    await expect
      .poll(() => card.getByText(preview(service.description), { exact: true }).count())
      .toBe(1)

    const links = card.getByRole('link')
    await expect
      .poll(() => links.evaluateAll((all) => [...new Set(all.map((a) => a.getAttribute('href')))]))
      .toEqual([`/service-detail/${service.id}`])
  }
}

describe('services', () => {
  test('the services page: breadcrumb Home | Services, then the eight cards in order', async () => {
    const { page } = await site.newPage()
    await visit(page, '/services')

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    const crumbs = breadcrumb.getByRole('listitem')
    await expect.poll(() => crumbs.allInnerTexts()).toEqual(['Home', 'Services'])
    await expect
      .poll(() => breadcrumb.getByRole('link', { name: 'Home' }).getAttribute('href'))
      .toBe('/')
    await expect.poll(() => breadcrumb.getByRole('link').count()).toBe(1)
    // The links are padded to a larger target; the current page's name still sits on their line.
    const textBottoms = await crumbs.evaluateAll((items) =>
      items.map((item) => {
        const text = document.createTreeWalker(item, NodeFilter.SHOW_TEXT).nextNode()
        const range = document.createRange()
        if (text) range.selectNodeContents(text)
        return Math.round(range.getBoundingClientRect().bottom)
      }),
    )
    expect(new Set(textBottoms).size, `text bottoms ${textBottoms.join(', ')}`).toBe(1)

    expect(SERVICES.map((service) => service.title)).toEqual(ORDER)
    await checkGrid(servicesGrid(page))
  })

  test('the home page shows the same grid', async () => {
    const { page } = await site.newPage()
    await visit(page, '/')
    await checkGrid(servicesGrid(page))
  })

  test('a card leads to its detail page: Details, title, full description, the other services and Get Quote', async () => {
    const { page } = await site.newPage()
    await visit(page, '/services')
    const service = SERVICES[2]
    await servicesGrid(page).getByRole('link', { name: service.title, exact: true }).click()
    await page.waitForURL((url) => url.pathname === `/service-detail/${service.id}`)

    const main = page.getByRole('main')
    await main.getByRole('heading', { name: 'Details', exact: true }).waitFor()
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe(service.title)
    await expect
      .poll(() => main.getByText(service.description, { exact: true }).isVisible())
      .toBe(true)

    const others = main.getByRole('navigation', { name: /other services/i }).getByRole('link')
    await expect
      .poll(() => others.allInnerTexts())
      .toEqual(SERVICES.filter((other) => other.id !== service.id).map((other) => other.title))
    await expect
      .poll(() => others.evaluateAll((all) => all.map((a) => a.getAttribute('href'))))
      .toEqual(
        SERVICES.filter((other) => other.id !== service.id).map(
          (other) => `/service-detail/${other.id}`,
        ),
      )

    // Get Quote leads to a page where a quote can be asked for (the contact or a quote form).
    const quote = main.getByRole('link', { name: 'Get Quote' })
    await expect.poll(() => quote.getAttribute('href')).toMatch(/^\/(contact|quote)([?#]|$)/)

    // Following another service updates the page in place.
    const next = SERVICES[7]
    await others.filter({ hasText: next.title }).click()
    await page.waitForURL((url) => url.pathname === `/service-detail/${next.id}`)
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe(next.title)
    await expect
      .poll(() => main.getByText(next.description, { exact: true }).isVisible())
      .toBe(true)

    await quote.click()
    await page.waitForURL((url) => /^\/(contact|quote)$/.test(url.pathname))
    await expect
      .poll(() => main.getByRole('heading', { level: 1 }).innerText())
      .not.toBe(next.title)
    await expect
      .poll(() => main.getByRole('heading', { level: 1 }).innerText())
      .not.toBe('Page not found')
  })

  test.each(SERVICES.map((service) => service.id))(
    'the prerendered /service-detail/%i shows its own service',
    async (id) => {
      const service = SERVICES.find((candidate) => candidate.id === id)
      const response = await fetch(new URL(`/service-detail/${id}`, site.url))
      expect(response.status).toBe(200)
      const html = (await response.text()).replaceAll('<!-- -->', '')
      expect(html).toContain('>Details</h2>')
      expect(html).toContain(
        (service?.description ?? '-').replaceAll('&', '&amp;').replaceAll('"', '&quot;'),
      )
    },
  )

  test('an unknown service id loaded directly answers 404 with "Page not found" and a link home', async () => {
    const response = await fetch(new URL('/service-detail/99', site.url))
    expect(response.status).toBe(404)
    expect(htmlTitle(await response.text())).toBe(`Page not found | ${COMPANY.name}`)

    const tracked = await site.newPage()
    const { page } = tracked
    const answer = await page.goto('/service-detail/99')
    expect(answer?.status()).toBe(404)
    await waitForHydration(page)
    const main = page.getByRole('main')
    await main.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor()
    await expect
      .poll(() => main.getByRole('link', { name: /home/i }).getAttribute('href'))
      .toBe('/')
    await expect.poll(() => main.getByRole('heading', { name: 'Details' }).count()).toBe(0)
    await expect.poll(() => page.title()).toBe(`Page not found | ${COMPANY.name}`)
    // The prerendered not-found page hydrates cleanly at this address (no React error #418).
    expect(tracked.pageErrors).toEqual([])
  })

  test('an unknown service id reached inside the app shows "Page not found" with a link home', async () => {
    const { page } = await site.newPage()
    await visit(page, '/services')
    await clientNavigate(page, '/service-detail/99')
    await page.waitForURL((url) => url.pathname === '/service-detail/99')
    const main = page.getByRole('main')
    await main.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor()
    await expect.poll(() => page.title()).toBe(`Page not found | ${COMPANY.name}`)
    const home = main.getByRole('link', { name: /home/i })
    await expect.poll(() => home.getAttribute('href')).toBe('/')
    await home.click()
    await page.waitForURL((url) => url.pathname === '/')
  })
})

describe('service card titles', () => {
  test('no title breaks inside a word, on /services or the home page, from 320 to 1440 px', async () => {
    const { page } = await site.newPage({ reducedMotion: 'reduce' })
    for (const path of ['/services', '/']) {
      await visit(page, path)
      for (let width = 320; width <= 1440; width += 40) {
        await page.setViewportSize({ width, height: 800 })
        const broken = await servicesGrid(page)
          .getByRole('heading')
          .evaluateAll((headings) =>
            headings.flatMap((heading) => {
              const text = heading.firstChild?.firstChild ?? heading.firstChild
              if (!text || text.nodeType !== Node.TEXT_NODE) return [`${heading.textContent} ?`]
              const content = text.textContent ?? ''
              const words: string[] = []
              for (const match of content.matchAll(/\S+/g)) {
                const range = document.createRange()
                range.setStart(text, match.index)
                range.setEnd(text, match.index + match[0].length)
                const lines = new Set(
                  [...range.getClientRects()].map((rect) => Math.round(rect.top)),
                )
                if (lines.size > 1) words.push(`"${match[0]}" in ${content}`)
              }
              return words
            }),
          )
        expect(broken, `${path} at ${width} px`).toEqual([])
      }
    }
  })
})

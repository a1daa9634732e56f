import { describe, expect, test } from 'vitest'
import { COMPANY } from '#content/company.ts'
import { htmlTitle, setupSite, waitForHydration } from './support/browser.ts'

const site = setupSite()

const TITLE = `Page not found | ${COMPANY.name}`

describe('404 page', () => {
  test('an unknown path answers 404 with the not-found page in the site layout', async () => {
    const response = await fetch(new URL('/does-not-exist', site.url))
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(htmlTitle(html)).toBe(TITLE)
    expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/)
    expect(html).toMatch(/<header[\s>]/)
    expect(html).toMatch(/<footer[\s>]/)
    expect(html).toMatch(/<a[^>]*href="\/"/)
  })

  test('in the browser: heading, banner, footer, a link home that works, and the title', async () => {
    const { page } = await site.newPage()
    const response = await page.goto('/does-not-exist')
    expect(response?.status()).toBe(404)
    await waitForHydration(page)

    await expect.poll(() => page.title()).toBe(TITLE)
    await expect.poll(() => page.getByRole('banner').isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('contentinfo').isVisible()).toBe(true)
    const main = page.getByRole('main')
    await expect
      .poll(() => main.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible())
      .toBe(true)
    // It stays at the address the visitor asked for.
    expect(new URL(page.url()).pathname).toBe('/does-not-exist')

    const home = main.getByRole('link', { name: /home/i })
    await expect.poll(() => home.getAttribute('href')).toBe('/')
    await home.click()
    await page.waitForURL((url) => url.pathname === '/')
    await expect.poll(() => page.title()).toBe(`Home | ${COMPANY.name}`)
  })

  test('a deeper unknown path and the 404 file itself are not served as pages', async () => {
    const deeper = await fetch(new URL('/services/no-such-thing', site.url))
    expect(deeper.status).toBe(404)
    expect(htmlTitle(await deeper.text())).toBe(TITLE)
  })
})

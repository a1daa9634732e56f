// Issue 24: the Bangla edition's addresses, shell and content pages, language switch and font,
// in Chromium.
import { describe, expect, test } from 'vitest'
import { CLIENTS, REVIEWS } from '#content/records.ts'
import { NOT_FOUND_PATH } from '#content/site-map.ts'
import { TEAM } from '#content/team.ts'
import { DESKTOP, MOBILE, setupSite, visit } from './support/browser.ts'
import {
  englishLeftIn,
  expectBanglaPageAddresses,
  expectEnglishPageNamesBangla,
} from './support/bangla.ts'
import { openMobileMenu } from './quality/support.ts'

const site = setupSite()

/**
 * Names the seeded content writes in Latin letters inside Bangla sentences and attributes
 * (aria-labels, a portrait's or a logo's alt text): the company, its cities, its people, its
 * clients and the people quoted, as they write their own names.
 */
const NAMES = [
  'Delta Bridge Logistics Ltd.',
  'Delta Bridge Logistics',
  'Dhaka',
  'Chattogram',
  ...TEAM.map((member) => member.name),
  ...CLIENTS.map((client) => client.name),
  ...REVIEWS.flatMap((review) => [review.author, review.company]),
]

/** The Bangla pages of the main navigation and the 404, each checked whole. */
const PAGES = [
  '/bn',
  '/bn/services',
  '/bn/service-detail/1',
  '/bn/about',
  '/bn/contact',
  '/bn/notices',
  `/bn${NOT_FOUND_PATH}`,
  '/bn/careers',
  '/bn/quote',
  '/bn/track',
]

describe('every Bangla page', () => {
  test.each(PAGES)('%s: lang, canonical, alternates, Bengali, no English left', async (path) => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, path)
    // A 404 is noindex: a canonical would contradict it, so it has alternates only.
    const notFound = path === `/bn${NOT_FOUND_PATH}`
    await expectBanglaPageAddresses(page, path, { canonical: !notFound })
    await expect.poll(() => englishLeftIn(page, { allow: NAMES })).toEqual([])
    await expectEnglishPageNamesBangla(page, path, { canonical: !notFound })
  })

  test('/bn counts its figures up in Bengali digits', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP, reducedMotion: 'reduce' })
    await visit(page, '/bn')
    const figures = page.getByRole('list', { name: 'এক নজরে আমরা' })
    await expect.poll(() => figures.textContent()).toMatch(/[০-৯]{2}/)
    await expect.poll(() => figures.textContent()).not.toMatch(/[0-9]/)
  })

  test('/bn/about lets English content that has no Bangla yet speak English (lang="en")', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, '/bn/about')
    const mission = page.getByRole('heading', { name: 'আমাদের লক্ষ্য' }).locator('+ p')
    // Marked English exactly when it has no Bengali in it.
    await expect
      .poll(async () => ({
        lang: await mission.getAttribute('lang'),
        bangla: /[\u0980-\u09FF]/.test((await mission.textContent()) ?? ''),
      }))
      .toSatisfy(({ lang, bangla }) => lang === (bangla ? null : 'en'))
  })

  test('links between Bangla pages stay in Bangla', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, '/bn/service-detail/1')
    const hrefs = await page
      .locator('a[href^="/"]:not([hreflang])')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThan(10)
    expect(hrefs.filter((href) => href !== '/bn' && !href.startsWith('/bn/'))).toEqual([])
  })
})

describe('the language switch', () => {
  test('leads, without JavaScript, to the same service in Bangla and back, query kept', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP, javaScriptEnabled: false })
    await page.goto('/service-detail/2?from=mail')
    const toBangla = page.getByRole('banner').getByRole('link', { name: 'বাংলা' })
    await expect.poll(() => toBangla.getAttribute('lang')).toBe('bn')
    await expect.poll(() => toBangla.getAttribute('hreflang')).toBe('bn')
    await toBangla.click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/bn/service-detail/2')
    expect(new URL(page.url()).search).toBe('?from=mail')
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('bn')
    const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English' })
    await expect.poll(() => toEnglish.getAttribute('lang')).toBe('en')
    await toEnglish.click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/service-detail/2')
  })

  test('keeps a shipment answer and the hash, and takes visible focus', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, '/bn/track/DBL-K7M2P9QX#history')
    const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English' })
    await expect.poll(() => toEnglish.getAttribute('href')).toBe('/track/DBL-K7M2P9QX#history')
    // The answer page may still move focus while it settles, so focus and look again until it holds.
    await expect
      .poll(async () => {
        await toEnglish.focus()
        return toEnglish.evaluate((link) => {
          const style = getComputedStyle(link)
          const focused = document.activeElement === link
          return focused && (style.outlineStyle !== 'none' || style.boxShadow !== 'none')
        })
      })
      .toBe(true)
  })

  test('is in the footer of a phone without JavaScript, where the menu cannot open', async () => {
    const { page } = await site.newPage({ viewport: MOBILE, javaScriptEnabled: false })
    await page.goto('/bn/about')
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'English' })
    await expect.poll(() => link.getAttribute('href')).toBe('/about')
    await link.click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/about')
  })

  test('is in the mobile menu, labelled in its own language', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/about')
    await openMobileMenu(page)
    const link = page.getByRole('dialog').getByRole('link', { name: 'বাংলা' })
    await expect.poll(() => link.getAttribute('href')).toBe('/bn/about')
    await expect.poll(() => link.getAttribute('lang')).toBe('bn')
  })
})

describe('the Bengali font', () => {
  const fontFiles = (requests: readonly string[]) =>
    requests
      .filter((url) => new URL(url).pathname.endsWith('.woff2'))
      .map((url) => (url.includes('noto-sans-bengali') ? 'Noto Sans Bengali' : 'Inter'))

  test('a first Bangla page paints in the device’s font and fetches it once loaded; the next one paints in it; English pages never fetch it', async () => {
    const english = await site.newPage({ viewport: MOBILE })
    await visit(english.page, '/')
    await english.page.evaluate(() => document.fonts.ready)
    expect(fontFiles(english.requests)).toEqual(['Inter'])

    const bangla = await site.newPage({ viewport: MOBILE })
    const { page } = bangla
    const usesBengaliFont = () =>
      page.evaluate(() => document.documentElement.hasAttribute('data-bengali-font'))
    const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily)
    // A page with Latin text too (FCL, LCL, phone numbers): it is drawn by the device's own font,
    // so Inter is not fetched for it either.
    await visit(page, '/bn/quote')
    await expect.poll(() => page.locator('head link[rel="preload"][as="font"]').count()).toBe(0)
    await expect.poll(usesBengaliFont).toBe(false)
    await expect.poll(bodyFont).toMatch(/^"Noto Sans Bengali Fallback"/)
    await expect.poll(() => fontFiles(bangla.requests)).toEqual(['Noto Sans Bengali'])
    // Fetched after the page's load event, so that it shares the connection with nothing.
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      const font = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('noto-sans-bengali'))
      return { loaded: navigation?.loadEventEnd ?? Infinity, fetched: font?.startTime ?? -1 }
    })
    expect(timing.fetched).toBeGreaterThanOrEqual(timing.loaded)
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('bengali-font')))
      .toMatch(/\/assets\/noto-sans-bengali-subset-[\w-]+\.woff2$/)

    // A link followed without a new document: that page takes the font too.
    await page.locator('a[href="/bn/services"]:visible').first().click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/bn/services')
    await expect.poll(usesBengaliFont).toBe(true)

    await visit(page, '/bn/services')
    await expect.poll(usesBengaliFont).toBe(true)
    await expect.poll(bodyFont).toMatch(/^"Noto Sans Bengali"/)
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'ক্ষ')))
      .toBe(true)
    // From the cache: nothing crossed the network for it again.
    const transferred = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('noto-sans-bengali'))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    )
    expect(transferred).toEqual([0])
  })

  test('joins conjuncts: ক্ষ, ন্ত্র and স্ট্র are narrower than their letters with visible hasants', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, '/bn')
    const widths = await page.evaluate(async () => {
      const font = '48px "Noto Sans Bengali"'
      await document.fonts.load(font, 'ক্ষন্ত্রস্ট্র')
      const context = document.createElement('canvas').getContext('2d')
      if (!context) throw new Error('no canvas')
      context.font = font
      const width = (text: string) => context.measureText(text).width
      // A zero-width non-joiner after each hasant asks for the letters apart, hasants showing:
      // what a subset without its layout glyphs draws for the conjunct itself.
      return ['ক্ষ', 'ন্ত্র', 'স্ট্র'].map((conjunct) => ({
        conjunct,
        joined: width(conjunct),
        apart: width(conjunct.replaceAll('\u09CD', '\u09CD\u200C')),
      }))
    })
    for (const { conjunct, joined, apart } of widths) {
      expect(joined, `${conjunct}: ${joined} joined, ${apart} apart`).toBeLessThan(apart * 0.9)
    }
  })
})

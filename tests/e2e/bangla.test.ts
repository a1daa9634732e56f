// Issue 24: the Bangla edition's addresses, shell and content pages, language switch and font,
// in Chromium.
import { describe, expect, test } from 'vitest'
import { NOT_FOUND_PATH } from '#content/site-map.ts'
import type { Page } from 'playwright-core'
import {
  afterFrames,
  DESKTOP,
  MOBILE,
  setupSite,
  visit,
  waitForHydration,
} from './support/browser.ts'
import {
  englishLeftIn,
  expectBanglaPageAddresses,
  expectEnglishPageNamesBangla,
  SEEDED_LATIN_NAMES,
} from './support/bangla.ts'
import { openMobileMenu } from './quality/support.ts'

const site = setupSite()

/** The seeded names in Latin letters, and the company's cities as they write them. */
const NAMES = [...SEEDED_LATIN_NAMES, 'Dhaka', 'Chattogram']

/** The Bangla pages of the main navigation and the 404, each checked whole. */
const PAGES = [
  '/bn',
  '/bn/services',
  '/bn/service-detail/1',
  '/bn/about',
  '/bn/contact',
  '/bn/notices',
  '/bn/schedules',
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
      .map((url) => /\/assets\/([a-z-]+)-[\w-]+\.woff2$/.exec(new URL(url).pathname)?.[1] ?? url)

  /**
   * The fonts Chromium drew an element's text with, as its layout reports them, and how many of
   * the text's characters are outside the Bengali block (spaces, Latin), which the Bengali faces'
   * unicode-range leaves to other fonts.
   */
  async function fontsDrawing(page: Page, selector: string) {
    const text = (await page.locator(selector).textContent()) ?? ''
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    await cdp.detach()
    return {
      bengaliFont: fonts.filter((font) => font.isCustomFont).map((font) => font.familyName),
      devicesGlyphs: fonts
        .filter((font) => !font.isCustomFont)
        .reduce((sum, font) => sum + font.glyphCount, 0),
      charactersOutsideBengali: [...text].filter((letter) => !/[\u0980-\u09FF]/.test(letter))
        .length,
    }
  }

  /** Every Bengali letter of the element was drawn by the one web font `family`. */
  async function expectBengaliDrawnBy(page: Page, selector: string, family: string) {
    const drawn = await fontsDrawing(page, selector)
    expect(drawn.bengaliFont).toEqual([family])
    expect(drawn.devicesGlyphs).toBeLessThanOrEqual(drawn.charactersOutsideBengali)
  }

  /** A picture of what the screen shows inside an element's box, as PNG bytes in base64. */
  async function pictureOf(page: Page, selector: string) {
    const box = await page.locator(selector).boundingBox()
    if (!box) throw new Error(`${selector} has no box`)
    const cdp = await page.context().newCDPSession(page)
    // Through the protocol: Playwright's own screenshots wait for the fonts, which are held here.
    const { data } = await cdp.send('Page.captureScreenshot', {
      clip: { ...box, scale: 1 },
      captureBeyondViewport: false,
    })
    await cdp.detach()
    return data
  }

  // This machine has no Bengali font, as some visitors' devices: whatever the site's font does
  // not draw shows as empty boxes.
  test.each(['/bn', '/bn/quote'])(
    'a first Bangla page in a fresh browser, %s, asks for it in its head, shows no boxes while it comes, and is drawn in it',
    async (path) => {
      const bangla = await site.newPage({ viewport: MOBILE, reducedMotion: 'reduce' })
      const { page } = bangla
      // A slow connection: the font arrives well after the page could first paint.
      let releaseFont = () => {}
      const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve))
      let fontAsked = false
      await page.route('**/assets/noto-sans-bengali-subset-*.woff2', async (route) => {
        fontAsked = true
        await fontHeld
        await route.continue()
      })
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      await expect.poll(() => fontAsked).toBe(true)
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByType('paint').length))
        .toBeGreaterThan(0)
      await afterFrames(page, 3)
      // While it comes, the heading's letters are not drawn at all (not as boxes): the heading
      // looks as it does with its text made transparent.
      const waiting = await pictureOf(page, 'h1')
      const heading = page.locator('h1')
      await heading.evaluate((element) =>
        element.style.setProperty('color', 'transparent', 'important'),
      )
      await afterFrames(page, 3)
      const withoutText = await pictureOf(page, 'h1')
      await heading.evaluate((element) => element.style.removeProperty('color'))
      expect(waiting === withoutText, 'the heading drew something before its font came').toBe(true)

      releaseFont()
      await waitForHydration(page)
      await page.evaluate(() => document.fonts.ready)
      // Asked for by the page's head, before the document was even parsed to its end.
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[]
        const font = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('noto-sans-bengali-subset'))
        return {
          parsed: navigation?.domContentLoadedEventStart ?? -1,
          asked: font?.startTime ?? Infinity,
        }
      })
      expect(timing.asked).toBeLessThan(timing.parsed)
      await expect
        .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'ক্ষ')))
        .toBe(true)
      await expectBengaliDrawnBy(page, 'h1', 'Noto Sans Bengali')
      // A page with Latin text too (FCL, LCL, phone numbers): it is drawn by the device's own
      // font, so Inter is not fetched for it.
      expect(fontFiles(bangla.requests)).toEqual(['noto-sans-bengali-subset'])
    },
  )

  test('an English page draws its switch, "বাংলা", from a 1 KB font of those letters, never fetching the Bangla pages’ font', async () => {
    const english = await site.newPage({ viewport: MOBILE })
    const { page } = english
    await visit(page, '/')
    await page.evaluate(() => document.fonts.ready)
    const switchInFooter = '.site-footer__language'
    await expect.poll(() => page.locator(switchInFooter).textContent()).toBe('বাংলা')
    // The file's own name for itself is its source's.
    await expectBengaliDrawnBy(page, switchInFooter, 'Noto Sans Bengali')
    const labelFace = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replaceAll('"', '') === 'Noto Sans Bengali Label')
        .map((face) => face.status),
    )
    expect(labelFace).toEqual(['loaded'])
    expect(fontFiles(english.requests).sort()).toEqual([
      'inter-latin-subset',
      'noto-sans-bengali-label',
    ])
    const labelBytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('noto-sans-bengali-label'))
        .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize),
    )
    expect(labelBytes).toHaveLength(1)
    expect(labelBytes[0]).toBeLessThan(2 * 1024)
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

// Issue 21: the styles are split by feature. A page loads the global sheet, its layout's and its
// own, each linked from the HTML the server sends (so the first paint has them all), and no
// feature's styles but those it shows; the staff workspace's styles never reach a public page.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { clientNavigate, setupSite, visit } from '../support/browser.ts'
import { ALL_URLS } from './support.ts'
import { pathWithoutLanguage } from '#app/i18n/language.ts'

const site = setupSite()

/** The root's global sheet, the layout's and the page's own. */
const MAX_STYLESHEETS = 3

const isPositionPage = (path: string) => /^\/careers\/[^/]+$/.test(path)

/** A selector of each feature, and the public pages that show that feature. */
const FEATURES: readonly { selector: string; shownOn: (path: string) => boolean }[] = [
  { selector: '.hero', shownOn: (path) => path === '/' },
  { selector: '.intro-grid', shownOn: (path) => path === '/about' },
  { selector: '.office-card', shownOn: (path) => path === '/contact' },
  { selector: '.quote-steps', shownOn: (path) => path === '/quote' },
  { selector: '.calendar__day', shownOn: (path) => path === '/quote' },
  { selector: '.tracking-search', shownOn: (path) => path === '/track' },
  { selector: '.position-card', shownOn: (path) => path === '/careers' },
  { selector: '.file-picker', shownOn: isPositionPage },
  // The workspace's own, and the workspace's shipments screens (once in the global sheet).
  { selector: '.staff-header', shownOn: () => false },
  { selector: '.staff-shipments', shownOn: () => false },
  // The site content and media library screens.
  { selector: '.content-localized', shownOn: () => false },
  { selector: '.media-grid', shownOn: () => false },
]

interface LoadedStyles {
  /** The stylesheets the document applies, by URL. */
  sheets: string[]
  /** Every style rule's selector, in media and supports rules too. */
  selectors: string[]
}

async function loadedStyles(page: Page): Promise<LoadedStyles> {
  return page.evaluate(() => {
    const selectors: string[] = []
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText)
        if (rule instanceof CSSGroupingRule) walk(rule.cssRules)
      }
    }
    const sheets: string[] = []
    for (const sheet of document.styleSheets) {
      if (sheet.href) sheets.push(new URL(sheet.href).pathname)
      walk(sheet.cssRules)
    }
    return { sheets, selectors }
  })
}

function mentions(selectors: readonly string[], className: string): boolean {
  const pattern = new RegExp(`${className.replace(/[.]/g, '\\.')}(?![\\w-])`)
  return selectors.some((selector) => pattern.test(selector))
}

/** The stylesheets linked in the <head> of the HTML the server sends for a path. */
async function linkedInHead(path: string): Promise<string[]> {
  const html = await (await fetch(new URL(path, site.url))).text()
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap((match) => {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1]
    return href ? [href] : []
  })
}

describe('each page loads the styles it shows, and only those', () => {
  // One page for every path, each loaded afresh: what a document applies is its own.
  let page: Page
  beforeAll(async () => {
    ;({ page } = await site.newPage({ shared: true }))
  })
  afterAll(() => page.context().close())

  test.each(ALL_URLS)('%s', async (path) => {
    await page.goto(path, { waitUntil: 'load' })
    const { sheets, selectors } = await loadedStyles(page)

    expect(sheets.length, `stylesheets of ${path}: ${sheets.join(', ')}`).toBeGreaterThan(0)
    expect(sheets.length, `stylesheets of ${path}: ${sheets.join(', ')}`).toBeLessThanOrEqual(
      MAX_STYLESHEETS,
    )
    // Linked by the HTML itself, none added later by a script: nothing shows unstyled first.
    await expect.poll(() => linkedInHead(path)).toEqual(expect.arrayContaining(sheets))
    for (const { selector, shownOn } of FEATURES) {
      expect
        .soft(mentions(selectors, selector), `${selector} styles on ${path}`)
        .toBe(shownOn(pathWithoutLanguage(path)))
    }
  })

  test('the staff sign-in loads the workspace styles, not the public layout or pages', async () => {
    const { page } = await site.newPage()
    await page.goto('/staff/sign-in', { waitUntil: 'load' })
    await expect.poll(async () => (await loadedStyles(page)).sheets.length).toBeGreaterThan(1)
    const { selectors } = await loadedStyles(page)
    expect(mentions(selectors, '.staff-header'), 'the workspace styles').toBe(true)
    expect(mentions(selectors, '.field'), 'the form field styles').toBe(true)
    for (const selector of ['.site-header', '.site-footer', '.hero', '.quote-steps']) {
      expect.soft(mentions(selectors, selector), `${selector} styles on the sign-in`).toBe(false)
    }
  })
})

declare global {
  interface Window {
    /** The quote layout's display when it first entered the document. */
    quoteLayoutDisplay?: string
  }
}

test('a page reached inside the app is styled from its first frame', async () => {
  const { page } = await site.newPage()
  await visit(page, '/')
  // A mutation observer's callback runs before the browser paints the change it reports.
  await page.evaluate(() => {
    new MutationObserver((_records, observer) => {
      const layout = document.querySelector('.quote-layout')
      if (!layout) return
      window.quoteLayoutDisplay = getComputedStyle(layout).display
      observer.disconnect()
    }).observe(document.body, { childList: true, subtree: true })
  })
  await clientNavigate(page, '/quote')
  await expect.poll(() => page.evaluate(() => window.quoteLayoutDisplay)).toBe('grid')
})

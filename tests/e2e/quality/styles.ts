// Issue 21: the styles are split by feature. What a page's document applies, and the check made on
// every public page at 1280 px by the console sweep (tests/e2e/support/console-sweep.ts) on its
// visit, right after the load event: the sheets are linked from the HTML the server sends (so the
// first paint has them all), at most the global sheet, the layout's and the page's own, and no
// feature's styles but those the page shows; the staff workspace's never reach a public page.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { pathWithoutLanguage } from '#app/i18n/language.ts'

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

export interface LoadedStyles {
  /** The stylesheets the document applies, by URL. */
  sheets: string[]
  /** Every style rule's selector, in media and supports rules too. */
  selectors: string[]
}

export async function loadedStyles(page: Page): Promise<LoadedStyles> {
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

export function mentions(selectors: readonly string[], className: string): boolean {
  const pattern = new RegExp(`${className.replace(/[.]/g, '\\.')}(?![\\w-])`)
  return selectors.some((selector) => pattern.test(selector))
}

/** The stylesheets linked in the <head> of the HTML the server sends for a path. */
async function linkedInHead(siteUrl: string, path: string): Promise<string[]> {
  const html = await (await fetch(new URL(path, siteUrl))).text()
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap((match) => {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1]
    return href ? [href] : []
  })
}

/**
 * Checks the styles of the public page `path`, just loaded in `page` (its load event fired): each
 * sheet linked by the server's HTML, at most MAX_STYLESHEETS, and each feature's styles there
 * exactly when the page shows that feature.
 */
export async function expectOwnStylesOnly(page: Page, siteUrl: string, path: string) {
  const { sheets, selectors } = await loadedStyles(page)
  expect(sheets.length, `stylesheets of ${path}: ${sheets.join(', ')}`).toBeGreaterThan(0)
  expect(sheets.length, `stylesheets of ${path}: ${sheets.join(', ')}`).toBeLessThanOrEqual(
    MAX_STYLESHEETS,
  )
  // Linked by the HTML itself, none added later by a script: nothing shows unstyled first.
  await expect.poll(() => linkedInHead(siteUrl, path)).toEqual(expect.arrayContaining(sheets))
  for (const { selector, shownOn } of FEATURES) {
    expect
      .soft(mentions(selectors, selector), `${selector} styles on ${path}`)
      .toBe(shownOn(pathWithoutLanguage(path)))
  }
}

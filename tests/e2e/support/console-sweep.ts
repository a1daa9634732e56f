// The sweep of the pages in both languages, one file per width (console-1280.test.ts and
// console-320.test.ts, so that the two halves run beside each other: decision 0017): every page at
// 320 px, one page per route at 1280 px. Each page is
// loaded and scrolled through (lazy images, reveals, count-ups, the particle background), one
// visit per page for all of:
// - no console error, no page error, no failed request;
// - issue 4, "Hosts": no request to any host but the site's own (quality/hosts.test.ts sends
//   the contact form as well);
// - issue 4, "Layout": at 320 px nothing scrolls sideways, at the top, scrolled through, and
//   with the menu open;
// - issue 21, at 1280 px on the public pages (one per route): the page loads the styles it shows and
//   only those, read at its load event (tests/e2e/quality/styles.ts);
// - issue 4, "Accessibility": axe finds no WCAG A/AA violation, once the page has been scrolled
//   through (every reveal, count-up and lazy image done) and is back at the top, header in place.
//   Every page at 320 px, where an item's words have the least room; one page per route at
//   1280 px, where what the width changes (the navigation, the columns) is the route's layout.
//   quality/a11y.test.ts checks the states a visit does not reach (the menu open, form errors, a
//   toast). Before, that file loaded every page again for axe at 375 and 1280 px (decision 0013).
// - issue 24, on a Bangla page: nothing left in English (tests/e2e/support/bangla.ts) outside the
//   glossary's kept terms and the seeded names, at 320 px with the menu open and at 1280 px, where
//   the header shows its navigation instead; the Bangla pages of the sitemap the sweep leaves out
//   (projects and case studies beyond the first) are read for English alone at 320 px.
//   Before, a file of its own loaded every Bangla page again at 375 and 1280 px for it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page, ViewportSize } from 'playwright-core'
import { languageOfPath, localizedPath } from '#app/i18n/language.ts'
import { englishLeftIn, SEEDED_LATIN_NAMES } from './bangla.ts'
import type { TrackedPage } from './browser.ts'
import { scrollThrough, setupSite, visit, waitForHydration } from './browser.ts'
import { expectOwnStylesOnly } from '../quality/styles.ts'
import {
  ALL_URLS,
  ALL_URLS_BOTH_LANGUAGES,
  ONE_PAGE_PER_ROUTE,
  UNKNOWN_URL,
  backToTop,
  expectNoAxeViolations,
  foreignRequests,
  isAssetIn,
  openMobileMenu,
  particleChunks,
  settleAnimations,
} from '../quality/support.ts'

/** Unknown paths and an unknown service id: each answers 404 with the not-found page. */
const NOT_FOUND_PATHS = [UNKNOWN_URL, localizedPath(UNKNOWN_URL, 'bn'), '/service-detail/99']

/** Chromium reports a 404 document itself as a failed resource: that one is expected. */
const isExpected404 = (path: string, message: string) =>
  NOT_FOUND_PATHS.includes(path) && /^Failed to load resource: .*404/.test(message)

/** How long the particle chunks may take once the page is idle (its idle timeout is 4 s). */
const PARTICLES_TIMEOUT_MS = 15_000

interface Overflow {
  scrollWidth: number
  /** The outermost elements that reach past the right edge, to say what to fix. */
  culprits: string[]
}

function overflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const describe = (element: Element) => {
      const classes = [...element.classList].map((name) => `.${name}`).join('')
      const right = Math.round(element.getBoundingClientRect().right)
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes} (right edge ${right} px)`
    }
    const wide = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    )
    const culprits = wide.filter((element) => !wide.includes(element.parentElement as Element))
    return {
      scrollWidth: document.documentElement.scrollWidth,
      culprits: culprits.slice(0, 10).map(describe),
    }
  })
}

async function expectNoSidewaysScroll(page: Page, width: number, where: string) {
  const { scrollWidth, culprits } = await overflow(page)
  expect(
    scrollWidth,
    `${where}: scrollWidth; too wide: ${culprits.join(', ')}`,
  ).toBeLessThanOrEqual(width)
}

/**
 * Registers the sweep at one width: a server and one page for the file, loaded afresh (a full
 * page load) for every path. Call at the top level of a test file.
 */
export function sweepEveryPage({
  viewport,
  checkLayout,
  checkStyles,
}: {
  viewport: ViewportSize
  /**
   * Whether nothing may scroll sideways (the 320 px sweep): then every page is loaded, since an
   * item's words can run past a narrow screen; otherwise one page per route (ONE_PAGE_PER_ROUTE),
   * the 320 px sweep having seen every page's console and requests.
   */
  checkLayout: boolean
  /** Whether the public pages load their own styles only (the 1280 px sweep). */
  checkStyles: boolean
}): void {
  const site = setupSite()
  let particles: ReadonlySet<string> = new Set()
  beforeAll(async () => {
    particles = await particleChunks(site.url)
  })

  if (checkLayout) {
    // The showcases beyond the first of each stand for nothing but their own words: read for
    // English alone, with the menu open, without the sweep's scrolling and axe.
    test(
      'the other Bangla pages of the sitemap (more projects, case studies): nothing left in English',
      { timeout: 300_000 },
      async () => {
        const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
        const bangla = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
          .map((match) => new URL(match[1] ?? '').pathname)
          .filter((path) => languageOfPath(path) === 'bn')
        expect(bangla.length).toBeGreaterThan(15)
        const others = bangla.filter((path) => !ALL_URLS_BOTH_LANGUAGES.includes(path))
        expect(others.length).toBeGreaterThan(0)
        const { page } = await site.newPage({ viewport })
        const found: Record<string, string[]> = {}
        for (const path of others) {
          await visit(page, path)
          await openMobileMenu(page)
          const words = await englishLeftIn(page, { allow: SEEDED_LATIN_NAMES })
          if (words.length > 0) found[path] = words
        }
        expect(found).toEqual({})
      },
    )
  }

  describe(`at ${viewport.width} px`, () => {
    let tracked: TrackedPage
    beforeAll(async () => {
      tracked = await site.newPage({ viewport, shared: true })
    })
    // Closed when these tests end, not with the browser: nothing of it runs beside later tests.
    afterAll(() => tracked.context.close())

    test.each([
      ...new Set([
        ...(checkLayout ? ALL_URLS_BOTH_LANGUAGES : ONE_PAGE_PER_ROUTE),
        ...NOT_FOUND_PATHS,
      ]),
    ])(
      `%s: no console errors, no page errors, nothing from other hosts, no axe violation, nothing left in English on a Bangla page${checkLayout ? ', nothing scrolls sideways (at the top, scrolled through, menu open)' : ''}${checkStyles ? ', a public page loads the styles it shows and only those' : ''}`,
      async (path) => {
        const { page } = tracked
        await page.goto('about:blank')
        for (const list of [
          tracked.requests,
          tracked.consoleErrors,
          tracked.pageErrors,
          tracked.failedRequests,
        ]) {
          list.length = 0
        }
        await page.goto(path)
        if (checkStyles && ALL_URLS.includes(path)) {
          await expectOwnStylesOnly(page, site.url, path)
        }
        await waitForHydration(page)
        if (checkLayout) await expectNoSidewaysScroll(page, viewport.width, `${path} at the top`)

        // Scroll through the page so lazy images, reveals and count-ups run too. Half a screen at a
        // time: a reveal fires once it is in the upper 90 % of the screen.
        await scrollThrough(page, viewport.height / 2)
        await page.waitForFunction(() => [...document.images].every((image) => image.complete))
        await page.evaluate(
          () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
        )
        // The particle background is fetched once the page is idle: its requests are checked too.
        if ((await page.getByTestId('particles').count()) > 0) {
          await expect
            .poll(() => tracked.requests.some((url) => isAssetIn(url, particles)), {
              timeout: PARTICLES_TIMEOUT_MS,
              message: 'the particle background was fetched',
            })
            .toBe(true)
        }
        // Reveal animations slide content in: checked again once everything has been scrolled
        // past.
        if (checkLayout) {
          await expectNoSidewaysScroll(page, viewport.width, `${path} scrolled through`)
        }
        await backToTop(page)
        await settleAnimations(page)
        await expectNoAxeViolations(page, `${path} at ${viewport.width} px`)
        if (checkLayout) {
          await openMobileMenu(page)
          await expectNoSidewaysScroll(page, viewport.width, `${path} with the menu open`)
        }
        if (languageOfPath(path) === 'bn') {
          const english = await englishLeftIn(page, { allow: SEEDED_LATIN_NAMES })
          expect(english, `${path}: left in English`).toEqual([])
        }

        expect(tracked.requests.length).toBeGreaterThan(1)
        expect(foreignRequests(tracked.requests, site.url), 'other hosts').toEqual([])
        expect(tracked.pageErrors).toEqual([])
        expect(tracked.consoleErrors.filter((message) => !isExpected404(path, message))).toEqual([])
        expect(tracked.failedRequests).toEqual([])
      },
    )
  })
}

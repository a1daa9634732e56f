import { beforeAll, describe, expect, test } from 'vitest'
import { PUBLIC_PATHS } from '#content/site-map.ts'
import type { TrackedPage } from './support/browser.ts'
import { DESKTOP, MOBILE, scrollToY, setupSite, waitForHydration } from './support/browser.ts'

const site = setupSite()

/** An unknown path and an unknown service id: both answer 404 with the not-found page. */
const NOT_FOUND_PATHS = ['/does-not-exist', '/service-detail/99']

/** Chromium reports a 404 document itself as a failed resource: that one is expected. */
const isExpected404 = (path: string, message: string) =>
  NOT_FOUND_PATHS.includes(path) && /^Failed to load resource: .*404/.test(message)

describe.each([
  { name: '1280 px', viewport: DESKTOP },
  { name: '375 px', viewport: MOBILE },
])('at $name', ({ viewport }) => {
  // One page per viewport, loaded afresh (a full page load) for every path.
  let tracked: TrackedPage
  beforeAll(async () => {
    tracked = await site.newPage({ viewport, shared: true })
  })

  test.each([...PUBLIC_PATHS, ...NOT_FOUND_PATHS])(
    '%s: no console errors, no page errors, nothing from other hosts',
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
      await waitForHydration(page)
      // Scroll through the page so lazy images, reveals and count-ups run too.
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0; y < height; y += viewport.height) await scrollToY(page, y)
      await page.waitForFunction(() => [...document.images].every((image) => image.complete))
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
      )

      const origin = new URL(site.url).origin
      expect(tracked.requests.filter((url) => new URL(url).origin !== origin)).toEqual([])
      expect(tracked.pageErrors).toEqual([])
      expect(tracked.consoleErrors.filter((message) => !isExpected404(path, message))).toEqual([])
      expect(tracked.failedRequests).toEqual([])
    },
  )
})

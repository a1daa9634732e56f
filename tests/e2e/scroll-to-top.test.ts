import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { DESKTOP, scrollToY, scrollY, setupSite, visit } from './support/browser.ts'

const site = setupSite()

const START_Y = 3000

const button = (page: Page) => page.getByRole('button', { name: /top/i, includeHidden: true })

/** Records window.scrollY on every frame from now until it reaches 0 (or 5 s pass). */
async function recordScroll(page: Page) {
  await page.evaluate(() => {
    const samples: number[] = []
    ;(window as unknown as { __scrollSamples: number[] }).__scrollSamples = samples
    const started = performance.now()
    const sample = () => {
      samples.push(window.scrollY)
      if ((window.scrollY > 0 || samples.length < 3) && performance.now() - started < 5000)
        requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
}

/** Waits for the button's fade-in transition to end, so its box is final. */
const settled = (page: Page) =>
  button(page).evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  )

const scrollSamples = (page: Page) =>
  page.evaluate(() => (window as unknown as { __scrollSamples: number[] }).__scrollSamples)

describe('scroll-to-top button', () => {
  test('appears only once the page has scrolled more than 200 px, fixed at the right side', async () => {
    const { page } = await site.newPage()
    await visit(page, '/')
    await expect.poll(() => button(page).count()).toBe(1)
    await expect.poll(() => button(page).isVisible()).toBe(false)

    await scrollToY(page, 150)
    await expect.poll(() => button(page).isVisible()).toBe(false)

    await scrollToY(page, 250)
    await expect.poll(() => button(page).isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('button', { name: /top/i }).count()).toBe(1)

    await expect
      .poll(() => button(page).evaluate((element) => getComputedStyle(element).position))
      .toBe('fixed')
    await settled(page)
    const box = await button(page).boundingBox()
    expect(box).not.toBeNull()
    if (!box) return
    expect(DESKTOP.width - (box.x + box.width)).toBeGreaterThanOrEqual(0)
    expect(DESKTOP.width - (box.x + box.width)).toBeLessThanOrEqual(48)
    expect(box.x).toBeGreaterThan(DESKTOP.width / 2)

    // Still at the same place on screen further down the page.
    await scrollToY(page, 2000)
    await settled(page)
    await expect.poll(() => button(page).boundingBox()).toEqual(box)

    await scrollToY(page, 150)
    await expect.poll(() => button(page).isVisible()).toBe(false)
  })

  test('scrolls smoothly back to the top', async () => {
    const { page } = await site.newPage()
    await visit(page, '/')
    await scrollToY(page, START_Y)
    await expect.poll(() => button(page).isVisible()).toBe(true)

    await recordScroll(page)
    await button(page).click()
    await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(0)

    const samples = await scrollSamples(page)
    // It passed through positions between the start and the top instead of jumping.
    const between = samples.filter((y) => y > 0 && y < START_Y - 10)
    expect(between.length).toBeGreaterThanOrEqual(2)
    expect(samples.at(-1)).toBe(0)
    await expect.poll(() => button(page).isVisible()).toBe(false)
  })

  test('with reduced motion it still brings the visitor to the top', async () => {
    const { page } = await site.newPage({ reducedMotion: 'reduce' })
    await visit(page, '/')
    await scrollToY(page, START_Y)
    await expect.poll(() => button(page).isVisible()).toBe(true)
    await button(page).click()
    await expect.poll(() => scrollY(page)).toBe(0)
    await expect.poll(() => button(page).isVisible()).toBe(false)
  })
})

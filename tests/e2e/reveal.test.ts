import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { afterFrames, MOBILE, setupSite, waitForHydration } from './support/browser.ts'

const site = setupSite()

/** Every block of the about page that fades in: the mission cards, the values and the team. */
async function revealedBlocks(page: Page) {
  const blocks = [
    page.getByRole('region', { name: 'Mission and vision' }).getByRole('heading', { level: 2 }),
    page.getByRole('region', { name: 'Our Values' }).getByRole('listitem'),
    page.getByRole('region', { name: 'Management Team' }).getByRole('listitem'),
  ]
  const all = []
  for (const locator of blocks) {
    for (const block of await locator.all()) {
      all.push(
        await block.evaluate((element) => {
          // A mission card's heading is inside the card that fades in.
          const target = element.closest('li, .mission-card') ?? element
          const { top } = target.getBoundingClientRect()
          return {
            text: (element.textContent ?? '').trim().slice(0, 40),
            top,
            belowScreen: top >= window.innerHeight,
            state: target.getAttribute('data-reveal'),
            opacity: getComputedStyle(target).opacity,
          }
        }),
      )
    }
  }
  return all
}

describe('blocks that fade in as they scroll into view (about page, 375 px)', () => {
  test('only what is below the screen when the script runs waits, hidden, and each appears once reached', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    // Opened at the team, so that some blocks are above the screen, some on it and some below.
    await page.goto('/about#team-title')
    await waitForHydration(page)
    await page.waitForFunction(() => document.querySelector('[data-reveal="pending"]') !== null)
    const blocks = await revealedBlocks(page)
    const below = blocks.filter((block) => block.belowScreen)
    const seen = blocks.filter((block) => !block.belowScreen)
    expect(below.length, 'blocks below the screen').toBeGreaterThan(0)
    expect(seen.length, 'blocks above or on the screen').toBeGreaterThan(0)
    for (const block of seen) expect(block.state, block.text).not.toBe('pending')
    for (const block of seen) expect(block.opacity, block.text).toBe('1')
    for (const block of below)
      expect([block.state, block.opacity], block.text).toEqual(['pending', '0'])

    const last = page.getByRole('region', { name: 'Management Team' }).getByRole('listitem').last()
    await last.scrollIntoViewIfNeeded()
    await expect
      .poll(() => last.evaluate((element) => element.getAttribute('data-reveal')))
      .toBe('shown')
  })

  test('with reduced motion nothing is hidden', async () => {
    const { page } = await site.newPage({ viewport: MOBILE, reducedMotion: 'reduce' })
    await page.goto('/about#team-title')
    await waitForHydration(page)
    await afterFrames(page)
    const blocks = await revealedBlocks(page)
    expect(blocks.some((block) => block.belowScreen)).toBe(true)
    for (const block of blocks) expect(block.state, block.text).toBeNull()
  })
})

// The home page's particle background (app/components/drifting-dots.ts): under
// PARTICLES_MAX_BYTES compressed, loaded once the page is idle, drawing moving dots that follow the
// hero's size at no more than 30 frames a second, still while the tab is hidden, stopped when the
// page is left, and not downloaded at all for visitors whose browser asks to save data or who
// prefer reduced motion.
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { clientNavigate, DESKTOP, MOBILE, setupSite, visit } from './support/browser.ts'
import { CLIENT_DIR, isAssetIn, particleChunks } from './quality/support.ts'

const site = setupSite()

/** Compressed, as served: the build's brotli file, or the file itself when too small to compress. */
const PARTICLES_MAX_BYTES = 25 * 1024
/** The idle callback that loads the particles has a 4 s timeout; give it room to fire. */
const IDLE_WAIT_MS = 6000
/** Long enough for a running animation to draw a dozen frames. */
const FRAMES_WAIT_MS = 400
/** The canvas follows a resize once it has settled for half a second. */
const RESIZE_WAIT_MS = 1500

let particles: ReadonlySet<string> = new Set()
beforeAll(async () => {
  particles = await particleChunks(site.url)
})

async function servedBytes(name: string): Promise<number> {
  const file = path.join(CLIENT_DIR, 'assets', name)
  const brotli = await stat(`${file}.br`).catch(() => undefined)
  return brotli ? brotli.size : (await stat(file)).size
}

async function particleRequests(page: Page): Promise<string[]> {
  const requested: string[] = []
  page.on('request', (request) => {
    if (isAssetIn(request.url(), particles)) requested.push(request.url())
  })
  return requested
}

/** Counts the frames drawn on any 2D canvas of the page (each frame starts by clearing it). */
async function countFrames(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counted = window as unknown as { framesDrawn: number }
    counted.framesDrawn = 0
    const clearRect = CanvasRenderingContext2D.prototype.clearRect
    CanvasRenderingContext2D.prototype.clearRect = function (...args) {
      counted.framesDrawn++
      clearRect.apply(this, args)
    }
  })
  return () => page.evaluate(() => (window as unknown as { framesDrawn: number }).framesDrawn)
}

/** The canvas's pixels, as a string that changes whenever anything on it moves. */
function canvasPixels(page: Page): Promise<{ painted: number; fingerprint: string }> {
  return page
    .getByTestId('particles')
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d')
      if (!context) return { painted: 0, fingerprint: '' }
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
      let painted = 0
      let hash = 0
      for (let i = 3; i < data.length; i += 4) {
        const alpha = data[i] ?? 0
        if (alpha > 0) painted++
        hash = (hash * 31 + alpha * (i + 1)) | 0
      }
      return { painted, fingerprint: `${painted}:${hash}` }
    })
}

async function withDots(page: Page): Promise<void> {
  await visit(page, '/')
  await page.getByTestId('particles').locator('canvas').waitFor({ state: 'attached' })
}

function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  return page.evaluate((hide) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hide ? 'hidden' : 'visible'),
    })
    document.dispatchEvent(new Event('visibilitychange'))
  }, hidden)
}

describe('particle background', () => {
  test(`its chunks are under ${PARTICLES_MAX_BYTES / 1024} KB compressed`, async () => {
    expect(particles.size).toBeGreaterThan(0)
    const sizes = await Promise.all([...particles].map(servedBytes))
    const total = sizes.reduce((sum, size) => sum + size, 0)
    console.log(`particle chunks: ${[...particles].join(', ')}: ${(total / 1024).toFixed(1)} KB br`)
    expect(total).toBeLessThanOrEqual(PARTICLES_MAX_BYTES)
  })

  test('loads when the page is idle, and draws moving dots on a canvas the size of the hero', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    const requested = await particleRequests(page)
    await withDots(page)
    expect(requested.length).toBeGreaterThan(0)

    const canvas = page.getByTestId('particles').locator('canvas')
    const size = async () =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const hero = element.parentElement ?? element
        return {
          backing: [element.width, element.height],
          hero: [hero.clientWidth, hero.clientHeight],
        }
      })
    const first = await size()
    expect(first.backing).toEqual(first.hero)
    const before = await canvasPixels(page)
    expect(before.painted, 'pixels painted on the canvas').toBeGreaterThan(0)
    await page.waitForTimeout(FRAMES_WAIT_MS)
    await expect
      .poll(async () => (await canvasPixels(page)).fingerprint, { message: 'the dots move' })
      .not.toBe(before.fingerprint)

    // It follows the hero when the window is resized.
    await page.setViewportSize(DESKTOP)
    await expect.poll(size, { timeout: RESIZE_WAIT_MS * 2 }).toEqual({
      backing: [DESKTOP.width, expect.any(Number)],
      hero: [DESKTOP.width, expect.any(Number)],
    })
    const resized = await size()
    expect(resized.backing).toEqual(resized.hero)
    await expect.poll(async () => (await canvasPixels(page)).painted).toBeGreaterThan(0)
  })

  test('draws one canvas pixel per CSS pixel on a high-density screen', async () => {
    const { page } = await site.newPage({ viewport: MOBILE, deviceScaleFactor: 3 })
    await withDots(page)
    const canvas = page.getByTestId('particles').locator('canvas')
    const { backing, hero } = await canvas.evaluate((element: HTMLCanvasElement) => {
      const host = element.parentElement ?? element
      return {
        backing: [element.width, element.height],
        hero: [host.clientWidth, host.clientHeight],
      }
    })
    await expect.poll(() => page.evaluate(() => devicePixelRatio)).toBe(3)
    expect(backing).toEqual(hero)
    await expect.poll(async () => (await canvasPixels(page)).painted).toBeGreaterThan(0)
  })

  test('draws at most 30 frames a second, whatever the screen offers', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    const framesDrawn = await countFrames(page)
    await withDots(page)
    await expect.poll(framesDrawn).toBeGreaterThan(0)
    // Counted in the page over two seconds of its own clock; the browser offers 60 frames a second.
    const perSecond = await page.evaluate(async () => {
      const counted = window as unknown as { framesDrawn: number }
      const start = { frames: counted.framesDrawn, time: performance.now() }
      await new Promise((resolve) => setTimeout(resolve, 2000))
      return ((counted.framesDrawn - start.frames) * 1000) / (performance.now() - start.time)
    })
    expect(perSecond).toBeGreaterThan(0)
    expect(perSecond).toBeLessThanOrEqual(31)
  })

  test('stands still while the tab is hidden and stops drawing once the page is left', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    const framesDrawn = await countFrames(page)
    await withDots(page)
    await expect.poll(framesDrawn).toBeGreaterThan(0)

    await setTabHidden(page, true)
    // A frame already asked for may still come.
    await page.waitForTimeout(FRAMES_WAIT_MS)
    const hidden = await framesDrawn()
    await page.waitForTimeout(FRAMES_WAIT_MS)
    await expect.poll(() => framesDrawn(), { message: 'frames drawn while hidden' }).toBe(hidden)

    await setTabHidden(page, false)
    await expect.poll(framesDrawn).toBeGreaterThan(hidden)

    await clientNavigate(page, '/about')
    await expect.poll(() => page.getByTestId('particles').count()).toBe(0)
    const left = await framesDrawn()
    await page.waitForTimeout(FRAMES_WAIT_MS)
    await expect
      .poll(() => framesDrawn(), { message: 'frames drawn after leaving the page' })
      .toBe(left)
  })

  test('is never downloaded when the browser asks to save data', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: '4g' }),
      })
    })
    const requested = await particleRequests(page)
    await visit(page, '/')
    await page.waitForTimeout(IDLE_WAIT_MS)
    expect(requested).toEqual([])
    await expect.poll(() => page.getByTestId('particles').locator('canvas').count()).toBe(0)
  })

  test('is never downloaded for visitors who prefer reduced motion', async () => {
    const { page } = await site.newPage({ viewport: MOBILE, reducedMotion: 'reduce' })
    const requested = await particleRequests(page)
    await visit(page, '/')
    await page.waitForTimeout(IDLE_WAIT_MS)
    expect(requested).toEqual([])
    await expect.poll(() => page.getByTestId('particles').locator('canvas').count()).toBe(0)
  })
})

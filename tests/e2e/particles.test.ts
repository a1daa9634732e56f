// The home page's particle background: only the tsParticles features the effect uses, under
// PARTICLES_MAX_BYTES compressed, and not downloaded at all for visitors whose browser asks to
// save data or who prefer reduced motion.
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { MOBILE, setupSite, visit } from './support/browser.ts'
import { CLIENT_DIR, isAssetIn, particleChunks } from './quality/support.ts'

const site = setupSite()

/** Compressed, as served: the build's brotli file, or the file itself when too small to compress. */
const PARTICLES_MAX_BYTES = 25 * 1024
/** The idle callback that loads the particles has a 4 s timeout; give it room to fire. */
const IDLE_WAIT_MS = 6000

let particles: ReadonlySet<string> = new Set()
beforeAll(async () => {
  particles = await particleChunks()
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

describe('particle background', () => {
  test(`its chunks are under ${PARTICLES_MAX_BYTES / 1024} KB compressed, without tsParticles' slim bundle`, async () => {
    expect(particles.size).toBeGreaterThan(0)
    const sizes = await Promise.all([...particles].map(servedBytes))
    const total = sizes.reduce((sum, size) => sum + size, 0)
    console.log(`particle chunks: ${[...particles].join(', ')}: ${(total / 1024).toFixed(1)} KB br`)
    expect(total).toBeLessThanOrEqual(PARTICLES_MAX_BYTES)
    for (const name of particles) {
      const source = await readFile(path.join(CLIENT_DIR, 'assets', name), 'utf8')
      // Features the effect does not use (the slim bundle registers them all).
      for (const unused of ['emoji', 'repulse', 'collisions']) {
        expect(source, `${name} holds the ${unused} feature`).not.toMatch(new RegExp(unused, 'i'))
      }
    }
  })

  test('loads when the page is idle, and draws', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    const requested = await particleRequests(page)
    await visit(page, '/')
    await page.getByTestId('particles').locator('canvas').first().waitFor({ state: 'attached' })
    expect(requested.length).toBeGreaterThan(0)
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
    expect(await page.getByTestId('particles').locator('canvas').count()).toBe(0)
  })

  test('is never downloaded for visitors who prefer reduced motion', async () => {
    const { page } = await site.newPage({ viewport: MOBILE, reducedMotion: 'reduce' })
    const requested = await particleRequests(page)
    await visit(page, '/')
    await page.waitForTimeout(IDLE_WAIT_MS)
    expect(requested).toEqual([])
    expect(await page.getByTestId('particles').locator('canvas').count()).toBe(0)
  })
})

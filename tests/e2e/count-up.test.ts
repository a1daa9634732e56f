import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { STATISTICS } from '#content/statistics.ts'
import { setupSite, visit } from './support/browser.ts'
import { isAssetIn, particleChunks } from './quality/support.ts'

const site = setupSite()

const FINALS = STATISTICS.map((statistic) => `${statistic.value}${statistic.suffix}`)
const COUNT_UP_MS = 2500

interface Sample {
  t: number
  texts: string[]
  boxes: { left: number; top: number; width: number; height: number }[]
}

/**
 * Scrolls the statistics into view and records, every 16 ms for `durationMs`, the numbers the
 * tiles show and the tiles' boxes (in page coordinates). The recording runs on a timer, not on
 * animation frames: it must end on time even when the browser paints no frame (a CI run once
 * waited on frames until the test's timeout), and then the numbers it saw say what went wrong.
 */
async function scrollToStatsAndRecord(page: Page, durationMs: number): Promise<Sample[]> {
  const tiles = page.getByRole('list', { name: 'Key figures' }).getByRole('listitem')
  await expect.poll(() => tiles.count()).toBe(STATISTICS.length)
  await tiles.first().evaluate((first) => {
    const { top } = first.getBoundingClientRect()
    if (top < window.innerHeight) throw new Error('the statistics must start below the fold')
  })
  return tiles.first().evaluate(async (first, duration) => {
    const list = first.parentElement
    if (!list) throw new Error('no list')
    const items = [...list.children] as HTMLElement[]
    const samples: Sample[] = []
    const record = () =>
      samples.push({
        t: performance.now(),
        texts: items.map((item) => item.querySelector('[data-count]')?.textContent ?? ''),
        boxes: items.map((item) => {
          const box = item.getBoundingClientRect()
          return {
            left: box.left + window.scrollX,
            top: box.top + window.scrollY,
            width: box.width,
            height: box.height,
          }
        }),
      })
    record()
    window.scrollTo({
      top: first.getBoundingClientRect().top + window.scrollY - 200,
      behavior: 'instant',
    })
    const started = performance.now()
    await new Promise<void>((resolve) => {
      const sampler = setInterval(() => {
        record()
        if (performance.now() - started >= duration) {
          clearInterval(sampler)
          resolve()
        }
      }, 16)
    })
    return samples
  }, durationMs)
}

const numberIn = (text: string) => Number.parseInt(text, 10)

describe('statistics count-up', () => {
  test('the prerendered HTML holds the final values and the labels', async () => {
    const html = (await (await fetch(new URL('/', site.url))).text()).replaceAll('<!-- -->', '')
    const list = /<ul[^>]*aria-label="Key figures"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1]
    expect(list).toBeDefined()
    const text = (list ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    for (const [index, statistic] of STATISTICS.entries()) {
      expect(text).toContain(`${FINALS[index]} ${statistic.label}`)
    }
    // The number that is shown (not only the one screen readers get) is final too.
    const shown = [...(list ?? '').matchAll(/<span[^>]*data-count[^>]*>([^<]*)<\/span>/g)].map(
      (match) => match[1],
    )
    expect(shown).toEqual(FINALS)
  })

  test('the numbers count up over about 2.5 s once in view, without moving the layout', async () => {
    const { page } = await site.newPage()
    await visit(page, '/')
    // Below the fold nothing has started: the tiles still show their final values.
    await expect
      .poll(() =>
        page.getByRole('list', { name: 'Key figures' }).locator('[data-count]').allTextContents(),
      )
      .toEqual(FINALS)

    const samples = await scrollToStatsAndRecord(page, COUNT_UP_MS + 900)
    const [first] = samples
    const last = samples.at(-1)
    if (!first || !last) throw new Error('no samples')
    const seconds = (last.t - first.t) / 1000
    expect(samples.length, `samples in ${seconds.toFixed(1)} s`).toBeGreaterThan(10)

    for (const [index, statistic] of STATISTICS.entries()) {
      const texts = samples.map((sample) => sample.texts[index] ?? '')
      // On the way, a number between 0 and the final value, followed by the suffix.
      expect(
        texts.some((text) => {
          const value = numberIn(text)
          return value > 0 && value < statistic.value && text === `${value}${statistic.suffix}`
        }),
        `${statistic.label}: ${texts.join(' ')}`,
      ).toBe(true)
      expect(last.texts[index]).toBe(FINALS[index])
    }

    // The largest number reaches its final value only after roughly 2.5 s of counting.
    const biggest = STATISTICS.reduce(
      (best, statistic, index) => (statistic.value > (STATISTICS[best]?.value ?? 0) ? index : best),
      0,
    )
    const counting = samples.filter((sample) => sample.texts[biggest] !== FINALS[biggest])
    const startedAt = counting.find((sample) => sample.t > first.t)?.t ?? first.t
    const finishedAt = samples.find(
      (sample) => sample.t > startedAt && sample.texts[biggest] === FINALS[biggest],
    )?.t
    expect(finishedAt).toBeDefined()
    // Not sooner than that after the scroll: the count-up starts when the tiles come into view,
    // and its first frame may come late on a busy machine, so measured from the first change seen
    // it can look short (1.7 s once, with another browser beside it) when it was not.
    expect((finishedAt ?? 0) - first.t).toBeGreaterThan(COUNT_UP_MS - 500)
    expect((finishedAt ?? 0) - startedAt).toBeLessThan(COUNT_UP_MS + 600)

    // No tile changes size or place while counting.
    for (const sample of samples) {
      for (const [index, box] of sample.boxes.entries()) {
        const before = first.boxes[index]
        expect(box.width).toBeCloseTo(before?.width ?? -1, 1)
        expect(box.height).toBeCloseTo(before?.height ?? -1, 1)
        expect(box.left).toBeCloseTo(before?.left ?? -1, 1)
        expect(box.top).toBeCloseTo(before?.top ?? -1, 1)
      }
    }
  })

  test('under reduced motion the final values show at once and never change; no particles are loaded', async () => {
    const chunks = await particleChunks(site.url)
    expect(chunks.size).toBeGreaterThan(0)
    const tracked = await site.newPage({ reducedMotion: 'reduce' })
    const { page } = tracked
    await visit(page, '/')

    const samples = await scrollToStatsAndRecord(page, 1500)
    for (const sample of samples) expect(sample.texts).toEqual(FINALS)

    // Long after the page went idle, the particle library has still not been requested.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })),
    )
    await page.waitForLoadState('networkidle')
    expect(tracked.requests.filter((url) => isAssetIn(url, chunks))).toEqual([])
    await expect.poll(() => page.getByTestId('particles').locator('canvas').count()).toBe(0)
  })

  test('without reduced motion the particle library is loaded once the page is idle', async () => {
    const chunks = await particleChunks(site.url)
    const tracked = await site.newPage()
    const { page } = tracked
    const particleRequest = page.waitForRequest((request) => isAssetIn(request.url(), chunks), {
      timeout: 15_000,
    })
    await page.goto('/')
    const request = await particleRequest
    // A resource timing entry is added once the response has arrived.
    await request.response()
    await expect
      .poll(() => page.evaluate((url) => performance.getEntriesByName(url).length, request.url()))
      .toBeGreaterThan(0)
    // The page had painted before the library was even asked for.
    const timing = await page.evaluate((url) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      const resource = performance.getEntriesByName(url)[0]
      return { paint: paint?.startTime, request: resource?.startTime }
    }, request.url())
    expect(timing.paint).toBeDefined()
    expect(timing.request).toBeDefined()
    expect(timing.request ?? 0).toBeGreaterThan(timing.paint ?? Infinity)
    // And it draws behind the hero.
    await page.getByTestId('particles').locator('canvas').first().waitFor({ state: 'attached' })
  })
})

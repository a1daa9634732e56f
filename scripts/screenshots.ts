/**
 * Screenshots every page at a phone and a desktop width, for looking at the
 * site as a visitor would: `npm run screenshots -- http://localhost:3000 out/`.
 * The careers pages are rendered from the database, so the open positions are asked of the site.
 */
import { mkdir } from 'node:fs/promises'
import { chromium, type Page } from 'playwright-core'
import { NOT_FOUND_PATH, PUBLIC_PATHS } from '../content/site-map.ts'
import { JobPositionSchema } from '../schemas/positions.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'

const [baseUrl = 'http://localhost:3000', outDir = 'reports/screenshots'] = process.argv.slice(2)
const WIDTHS = [375, 1280] as const

/** Lazy images below the fold would show as blanks in a full-page shot. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager'
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})))
  })
}

const openPositions = JobPositionSchema.pick({ id: true })
  .array()
  .parse(
    ((await (await fetch(new URL('/api/jobs/position', baseUrl))).json()) as { data: unknown })
      .data,
  )
const paths = [...PUBLIC_PATHS, NOT_FOUND_PATH, ...openPositions.map(({ id }) => `/careers/${id}`)]

await mkdir(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
for (const width of WIDTHS) {
  // Reduced motion shows every reveal at once, so a full-page shot has no blank sections.
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
  for (const path of paths) {
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' })
    await loadLazyImages(page)
    const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true })
  }
  await page.close()
}
await browser.close()
console.log(`Screenshots written to ${outDir}`)

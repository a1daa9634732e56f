/**
 * Screenshots every page at a phone and a desktop width, for looking at the
 * site as a visitor would: `npm run screenshots -- http://localhost:3000 out/`.
 */
import { mkdir } from 'node:fs/promises'
import { chromium, type Page } from 'playwright-core'
import { PRERENDERED_PATHS } from '../content/site-map.ts'
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

await mkdir(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
for (const width of WIDTHS) {
  // Reduced motion shows every reveal at once, so a full-page shot has no blank sections.
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
  for (const path of PRERENDERED_PATHS) {
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' })
    await loadLazyImages(page)
    const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true })
  }
  await page.close()
}
await browser.close()
console.log(`Screenshots written to ${outDir}`)

import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'
const t = Date.now()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
console.log('launched in', Date.now() - t)
const page = await browser.newPage()
await page.setContent('<p>hi</p>')
console.log(await page.evaluate(async () => {
  const start = performance.now()
  await new Promise((r) => setTimeout(r, 300))
  let frames = 0
  await new Promise<void>((r) => { const f = () => { if (++frames < 10) requestAnimationFrame(f); else r() }; requestAnimationFrame(f) })
  return { date: new Date().toISOString(), timer: performance.now() - start, frames }
}))
await browser.close()

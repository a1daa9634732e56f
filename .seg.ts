import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/main/tests/support/chromium.ts'
const [url, out, widthArg = '375', segArg = '1400'] = process.argv.slice(2)
const width = Number(widthArg); const seg = Number(segArg)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const page = await browser.newPage({ viewport: { width, height: 800 }, reducedMotion: 'reduce' })
await page.goto(url!, { waitUntil: 'networkidle' })
const height = await page.evaluate(() => document.documentElement.scrollHeight)
for (let y = 0, i = 0; y < height; y += seg, i++) {
  await page.screenshot({ path: `${out}-${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(seg, height - y) } })
}
console.log(height)
await browser.close()

// Issue 24: the careers pages in Bangla, in Chromium: the list and a position with nothing left in
// English but hr's positions (marked lang="en"), and an application refused and accepted in
// Bangla with JavaScript.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { formatDate } from '#domain/calendar.ts'
import type { StaffPosition } from '#schemas/positions.ts'
import { SAMPLE_PDF } from '../api/support/files.ts'
import { publishPosition } from '../api/support/positions.ts'
import { englishLeftIn } from './support/bangla.ts'
import { DESKTOP, setupSite, visit } from './support/browser.ts'

const site = setupSite()
let position: StaffPosition
beforeAll(async () => {
  position = await publishPosition(site)
})

/** Latin on the Bangla careers pages on purpose: the company's name and the CV's file types. */
const LATIN = ['Delta Bridge Logistics', 'PDF', 'DOCX', 'DOC', 'MB']

const main = (page: Page) => page.getByRole('main')
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true })

describe('the careers pages in Bangla', () => {
  test('/bn/careers and a position: Bangla around hr’s English, the apply-by date in Bangla', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, '/bn/careers')
    await main(page).getByRole('heading', { name: 'শূন্য পদসমূহ' }).waitFor()
    await expect.poll(() => englishLeftIn(page, { allow: LATIN })).toEqual([])

    await visit(page, `/bn/careers/${position.id}`)
    await main(page).getByRole('heading', { name: 'এই পদে আবেদন করুন' }).waitFor()
    await expect
      .poll(() => main(page).locator('.position-facts').innerText())
      .toContain(`আবেদনের শেষ তারিখ ${formatDate(position.applyBy, 'bn')}`)
    await expect.poll(() => englishLeftIn(page, { allow: LATIN })).toEqual([])
  })

  test('an application is refused in Bangla beside its fields, then sent and confirmed in Bangla', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, `/bn/careers/${position.id}`)
    const languages: (string | undefined)[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/jobs/applications/create')) {
        languages.push(request.headers()['content-language'])
      }
    })
    await field(page, 'নাম').fill('নাসরিন আক্তার')
    await field(page, 'ইমেইল').fill('nasrin.bangla@example.com')
    await field(page, 'ফোন').fill('+8801711000111')
    const send = main(page).getByRole('button', { name: 'আবেদন পাঠান' })
    await send.click()
    await expect.poll(() => main(page).textContent()).toContain('অনুগ্রহ করে আপনার সিভি যুক্ত করুন')
    await expect
      .poll(() => field(page, 'সিভি').evaluate((element) => element === document.activeElement))
      .toBe(true)
    await field(page, 'সিভি').setInputFiles({
      name: 'cv.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    })
    await expect
      .poll(() => main(page).textContent())
      .toContain('সিভি অবশ্যই PDF, DOC বা DOCX ফাইল হতে হবে')
    expect(languages).toEqual([])

    await field(page, 'সিভি').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(SAMPLE_PDF),
    })
    await send.click()
    await expect
      .poll(() => main(page).getByRole('status').filter({ hasText: 'আবেদন পাঠানো হয়েছে' }).count())
      .toBe(1)
    await expect.poll(() => main(page).textContent()).toContain('এরপর কী হবে')
    expect(languages).toEqual(['bn'])
  })
})

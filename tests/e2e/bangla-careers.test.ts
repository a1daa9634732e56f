// Issue 24: the careers pages in Bangla, in Chromium: the list and a position in the Bangla hr
// wrote, with nothing left in English; a position hr has not translated, in English marked
// lang="en" (and the checker refusing it unmarked); an application refused and accepted in
// Bangla with JavaScript.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { formatDate } from '#domain/calendar.ts'
import type { TestPosition as StaffPosition } from '../api/support/positions.ts'
import { SAMPLE_PDF } from '../api/support/files.ts'
import { POSITION_BANGLA, publishPosition } from '../api/support/positions.ts'
import { englishLeftIn } from './support/bangla.ts'
import { DESKTOP, setupSite, visit } from './support/browser.ts'

const site = setupSite()
let position: StaffPosition
let untranslated: StaffPosition
beforeAll(async () => {
  ;[position, untranslated] = await Promise.all([
    publishPosition(site, { fields: POSITION_BANGLA }),
    publishPosition(site),
  ])
})

/** Latin on the Bangla careers pages on purpose: the company's name and the CV's file types. */
const LATIN = ['Delta Bridge Logistics', 'PDF', 'DOCX', 'DOC', 'MB']

const main = (page: Page) => page.getByRole('main')
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true })

describe('the careers pages in Bangla', () => {
  test('/bn/careers and a position in hr’s Bangla, the apply-by date in Bangla', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, '/bn/careers')
    await main(page).getByRole('heading', { name: 'শূন্য পদসমূহ' }).waitFor()
    await main(page).getByRole('link', { name: POSITION_BANGLA.titleBn }).first().waitFor()
    await expect.poll(() => englishLeftIn(page, { allow: LATIN })).toEqual([])

    await visit(page, `/bn/careers/${position.id}`)
    await main(page).getByRole('heading', { name: 'এই পদে আবেদন করুন' }).waitFor()
    await main(page).getByRole('heading', { level: 1, name: POSITION_BANGLA.titleBn }).waitFor()
    await expect
      .poll(() => main(page).locator('.position-facts').innerText())
      .toContain(`আবেদনের শেষ তারিখ ${formatDate(position.applyBy, 'bn')}`)
    await expect
      .poll(() => main(page).getByRole('listitem').allInnerTexts())
      .toEqual(expect.arrayContaining([...POSITION_BANGLA.responsibilitiesBn]))
    // Nothing of the position is left in English, marked or not.
    await expect.poll(() => main(page).locator('[lang="en"]').count()).toBe(0)
    await expect.poll(() => englishLeftIn(page, { allow: LATIN })).toEqual([])
  })

  test('a position hr has not translated: English marked lang="en", which the checker needs', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, `/bn/careers/${untranslated.id}`)
    const title = main(page).getByRole('heading', { level: 1, name: untranslated.title })
    await expect.poll(() => title.getAttribute('lang')).toBe('en')
    await expect
      .poll(() => main(page).locator('.check-list li[lang="en"]').count())
      .toBe(untranslated.responsibilities.length + untranslated.requirements.length)
    await expect.poll(() => englishLeftIn(page, { allow: LATIN })).toEqual([])
    // Unmarked, the same English is what the checker reports.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('main [lang="en"]')) {
        element.removeAttribute('lang')
      }
    })
    await expect
      .poll(() => englishLeftIn(page, { allow: LATIN }))
      .toEqual(expect.arrayContaining(['Air', 'Import', 'Executive', 'carriers']))
  })

  test('the CV’s file input speaks Bangla, takes the keyboard with its focus shown, and works without JavaScript', async () => {
    // Issue 40: it read the browser's "Choose File / No file chosen" on /bn pages.
    const face = (page: Page) => main(page).locator('.file-picker__face')
    for (const javaScriptEnabled of [true, false]) {
      const { page } = await site.newPage({ viewport: DESKTOP, javaScriptEnabled })
      // Without JavaScript there is no hydration to wait for.
      if (javaScriptEnabled) await visit(page, `/bn/careers/${position.id}`)
      else await page.goto(`/bn/careers/${position.id}`)
      await expect
        .poll(() => face(page).innerText())
        .toBe('ফাইল বেছে নিন\nকোনো ফাইল বেছে নেওয়া হয়নি')
      // The input is what the keyboard reaches from the cover letter, named by its label.
      await field(page, 'কভার লেটার (ঐচ্ছিক)').focus()
      await page.keyboard.press('Tab')
      await expect
        .poll(() => field(page, 'সিভি').evaluate((element) => element === document.activeElement))
        .toBe(true)
      await expect
        .poll(() => face(page).evaluate((element) => getComputedStyle(element).boxShadow))
        .not.toBe('none')
      await field(page, 'সিভি').setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(SAMPLE_PDF),
      })
      await expect
        .poll(() => face(page).innerText())
        .toBe(javaScriptEnabled ? 'ফাইল বেছে নিন\ncv.pdf' : 'ফাইল বেছে নিন\nফাইল বেছে নেওয়া হয়েছে')
    }
    const english = await site.newPage({ viewport: DESKTOP })
    await visit(english.page, `/careers/${position.id}`)
    await expect.poll(() => face(english.page).innerText()).toBe('Choose file\nNo file chosen')
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

// Issue 24: the quote form and its confirmation in Bangla, with JavaScript (the stepped form, its
// date picker, review and success panel) and without (the sectioned form, the server's refusal
// and /bn/quote/sent). The English form is tests/e2e/quote.test.ts.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import {
  addDays,
  formatDate,
  formatLongDate,
  formatDayFirst,
  formatMonthYear,
  localToday,
} from '#domain/calendar.ts'
import { digitsIn } from '#domain/numerals.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { englishLeftIn } from './support/bangla.ts'
import { DESKTOP, MOBILE, setupSite, visit } from './support/browser.ts'

const site = setupSite()

const main = (page: Page) => page.getByRole('main')
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true })

/** Written in Latin letters on purpose: the company's name, the unit cm, the reference's letter. */
const LATIN = ['Delta Bridge Logistics', 'cm', 'Q']

/** Nothing in English left on the page, retried while it settles. */
async function expectNoEnglish(page: Page) {
  await expect.poll(() => englishLeftIn(page, { allow: LATIN })).toEqual([])
}

const ROUTE = {
  'যে শহর বা বন্দর থেকে': 'ঢাকা',
  'যে দেশ থেকে': 'বাংলাদেশ',
  'গন্তব্যের শহর বা বন্দর': 'হামবুর্গ',
  'গন্তব্যের দেশ': 'জার্মানি',
}
const CONTACT = { নাম: 'রহিমা আক্তার', ইমেইল: 'rahima.quote@example.com', ফোন: '+8801711555123' }
/** Pieces, length, width, height, weight per piece. */
const LINE = { পিস: '2', 'দৈর্ঘ্য (cm)': '60', 'প্রস্থ (cm)': '50', 'উচ্চতা (cm)': '40' }
const PIECE_WEIGHT = 'প্রতি পিসের ওজন (kg)'

async function fillFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value)
}

async function fillFirstLine(page: Page) {
  const line = main(page).getByRole('group', { name: 'প্যাকেজ লাইন ১' })
  for (const [label, value] of Object.entries({ ...LINE, [PIECE_WEIGHT]: '8' })) {
    await line.getByLabel(label, { exact: true }).fill(value)
  }
}

const stepTitle = (page: Page) => main(page).locator('#quote-step-title').textContent()

describe('/bn/quote with JavaScript', () => {
  test('each step, the date picker by keyboard, the review and the success panel are in Bangla', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    const languages: (string | undefined)[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/quote/create')) {
        languages.push(request.headers()['content-language'])
      }
    })
    await visit(page, '/bn/quote')
    await expect.poll(() => stepTitle(page)).toBe('৩ ধাপের ১ম রুট ও মাধ্যম')
    await expect.poll(() => field(page, 'যে দেশ থেকে').inputValue()).toBe('বাংলাদেশ')
    await expectNoEnglish(page)

    // Refused by the page's own checks, in Bangla, the first problem focused.
    await main(page).getByRole('button', { name: 'পরের ধাপ: কার্গো' }).click()
    await expect
      .poll(() => field(page, 'সেবা').evaluate((element) => element === document.activeElement))
      .toBe(true)
    await expect.poll(() => main(page).innerText()).toContain('অনুগ্রহ করে একটি সেবা বেছে নিন')
    await expect
      .poll(() => main(page).innerText())
      .toContain('অনুগ্রহ করে যে শহর বা বন্দর থেকে পাঠাবেন সেটি লিখুন')
    await expectNoEnglish(page)
    await expectNoAxeViolations(page, '/bn/quote step 1 with errors')

    await field(page, 'সেবা').selectOption('air-freight')
    await fillFields(page, ROUTE)
    await field(page, 'Incoterm').selectOption('FOB')
    await expect.poll(() => main(page).innerText()).toContain('FOB: শুধু সমুদ্রপথে')

    // The date picker, by keyboard alone: Bangla names, Bengali digits, day first.
    const today = localToday()
    const tomorrow = addDays(today, 1)
    await page.getByRole('button', { name: 'ক্যালেন্ডার থেকে তারিখ বেছে নিন' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.getByRole('grid').count()).toBe(1)
    await expect.poll(() => dialog.locator('th').first().getAttribute('abbr')).toBe('রবিবার')
    await expect.poll(() => dialog.locator('th').first().innerText()).toBe('রবি')
    await expect
      .poll(() => dialog.getByRole('heading').innerText())
      .toBe(formatMonthYear(today, 'bn'))
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-date')))
      .toBe(today)
    await page.keyboard.press('ArrowRight')
    const focusedDay = page.locator(`[data-date="${tomorrow}"]`)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-date')))
      .toBe(tomorrow)
    await expect
      .poll(() => focusedDay.innerText())
      .toBe(digitsIn(String(Number(tomorrow.slice(8))), 'bn'))
    await expect
      .poll(() => focusedDay.getAttribute('aria-label'))
      .toBe(formatLongDate(tomorrow, 'bn'))
    expect(formatLongDate(tomorrow, 'bn')).toMatch(/^\S+বার, [০-৯]+ \S+, [০-৯]{4}$/)
    await expect.poll(() => dialog.getByRole('button', { name: 'আগের মাস' }).count()).toBe(1)
    await expectNoEnglish(page)
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await expect
      .poll(() => field(page, 'কার্গো প্রস্তুতের তারিখ').inputValue())
      .toBe(formatDayFirst(tomorrow))
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /^ক্যালেন্ডার থেকে তারিখ বেছে নিন, / })
          .getAttribute('aria-label'),
      )
      .toBe(`ক্যালেন্ডার থেকে তারিখ বেছে নিন, বেছে নেওয়া তারিখ ${formatLongDate(tomorrow, 'bn')}`)

    await main(page).getByRole('button', { name: 'পরের ধাপ: কার্গো' }).click()
    await expect.poll(() => stepTitle(page)).toBe('৩ ধাপের ২য় কার্গো')
    await fillFields(page, { 'পণ্যের বিবরণ': 'কার্টনে সুতি টি-শার্ট', 'HS code (ঐচ্ছিক)': '6109.10' })
    await fillFirstLine(page)
    // The live totals, figures in Bengali digits, units as written.
    const totals = main(page).getByRole('region', { name: 'শিপমেন্টের মোট হিসাব' })
    await expect.poll(() => totals.innerText()).toMatch(/মোট পিস\s+২/)
    await expect.poll(() => totals.innerText()).toMatch(/গ্রস ওজন\s+১৬ kg/)
    await expect.poll(() => totals.innerText()).toMatch(/আয়তন\s+০\.২৪ CBM/)
    await expectNoEnglish(page)

    await main(page).getByRole('button', { name: 'পরের ধাপ: যোগাযোগ ও নিশ্চিতকরণ' }).click()
    await expect.poll(() => stepTitle(page)).toBe('৩ ধাপের ৩য় যোগাযোগ ও নিশ্চিতকরণ')
    await fillFields(page, CONTACT)
    await expectNoEnglish(page)

    await main(page).getByRole('button', { name: 'অনুরোধটি দেখে নিন' }).click()
    await expect.poll(() => stepTitle(page)).toBe('৩ ধাপের ৩য় যাচাই করে পাঠান')
    await expect
      .poll(() => main(page).innerText())
      .toContain(`কার্গো প্রস্তুতের তারিখ\n${formatLongDate(tomorrow, 'bn')}`)
    await expect.poll(() => main(page).innerText()).toContain('২ পিস, ৬০ × ৫০ × ৪০ cm, প্রতিটি ৮ kg')
    await expect
      .poll(() => main(page).getByRole('button', { name: 'রুট ও মাধ্যম বদলান' }).count())
      .toBe(1)
    await expectNoEnglish(page)
    await expectNoAxeViolations(page, '/bn/quote review')

    await main(page).getByRole('button', { name: 'অনুরোধ পাঠান' }).click()
    await expect
      .poll(() => main(page).getByRole('heading', { level: 2 }).first().innerText())
      .toBe('ধন্যবাদ, আপনার কোটেশনের অনুরোধ আমরা পেয়েছি')
    await expect
      .poll(() => main(page).getByTestId('quote-reference').innerText())
      .toMatch(/^Q-\d{4}-\d{6,}$/)
    await expect.poll(() => main(page).innerText()).toContain('এরপর কী হবে')
    await expectNoEnglish(page)
    expect(languages).toEqual(['bn'])
  })
})

describe('/bn/quote without JavaScript', () => {
  test('the sectioned form, its refusal and its confirmation page are in Bangla', async () => {
    const { page } = await site.newPage({ javaScriptEnabled: false, viewport: DESKTOP })
    await page.goto('/bn/quote')
    await expect
      .poll(() => main(page).locator('.quote-form__title').allTextContents())
      .toEqual(['৩ ধাপের ১ম রুট ও মাধ্যম', '৩ ধাপের ২য় কার্গো', '৩ ধাপের ৩য় যোগাযোগ ও নিশ্চিতকরণ'])
    await expect.poll(() => field(page, 'যে দেশ থেকে').inputValue()).toBe('বাংলাদেশ')
    await expectNoEnglish(page)

    await field(page, 'সেবা').selectOption('air-freight')
    await fillFields(page, ROUTE)
    await field(page, 'Incoterm').selectOption('FOB')
    await field(page, 'কার্গো প্রস্তুতের তারিখ').fill('13/45/27')
    await fillFirstLine(page)
    await fillFields(page, CONTACT)
    await main(page).getByRole('button', { name: 'অনুরোধ পাঠান' }).click()
    await page.waitForURL('**/bn/quote')
    const summary = main(page).getByRole('alert').filter({ hasText: 'আপনার অনুরোধ পাঠানো যায়নি' })
    await expect
      .poll(() => summary.getByRole('link').allInnerTexts())
      .toEqual([
        'অনুগ্রহ করে সঠিক একটি তারিখ আগে দিন, তারপর মাস ও বছর দিয়ে লিখুন, যেমন ৩১/১২/২০২৬',
        'অনুগ্রহ করে পণ্যের বিবরণ লিখুন',
      ])
    await expect.poll(() => field(page, 'যে শহর বা বন্দর থেকে').inputValue()).toBe('ঢাকা')
    await expectNoEnglish(page)

    await field(page, 'কার্গো প্রস্তুতের তারিখ').fill(formatDayFirst(addDays(localToday(), 10)))
    await field(page, 'পণ্যের বিবরণ').fill('কার্টনে সুতি টি-শার্ট')
    await main(page).getByRole('button', { name: 'অনুরোধ পাঠান' }).click()
    await page.waitForURL('**/bn/quote/sent')
    await expect
      .poll(() => main(page).getByRole('heading', { level: 1 }).innerText())
      .toBe('কোটেশনের অনুরোধ পাঠানো হয়েছে')
    await expect
      .poll(() => main(page).getByTestId('quote-reference').innerText())
      .toMatch(/^Q-\d{4}-\d{6,}$/)
    await expect.poll(() => main(page).innerText()).toMatch(/মোট পিস\s+২/)
    await expect
      .poll(() => main(page).getByRole('link', { name: 'আরেকটি কোটেশন চান' }).getAttribute('href'))
      .toBe('/bn/quote')
    // On a phone, the reference is never broken at its hyphens, in its box or in the sentence.
    await page.setViewportSize(MOBILE)
    for (const reference of [
      main(page).getByTestId('quote-reference'),
      main(page).locator('.quote-success__call-reference'),
    ]) {
      await expect
        .poll(() => reference.evaluate((element) => element.getClientRects().length))
        .toBe(1)
    }
    await expectNoEnglish(page)
  })
})

describe('/bn/quote typed on a Bangla keyboard (issue 40)', () => {
  /**
   * A date from three weeks on whose day is 12 or less and not its month, so that read month
   * first it would be another date (or none).
   */
  function twoWayDate(): string {
    let day = addDays(localToday(), 21)
    while (Number(day.slice(8)) > 12 || day.slice(8) === day.slice(5, 7)) day = addDays(day, 1)
    return day
  }

  test('a day-first date and figures in Bengali digits are read, stated back, totalled and sent, at 375 px', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/bn/quote?service=air-freight')
    await expect.poll(() => field(page, 'সেবা').inputValue()).toBe('air-freight')
    await fillFields(page, ROUTE)
    await field(page, 'Incoterm').selectOption('FOB')
    const ready = twoWayDate()
    const typed = digitsIn(formatDayFirst(ready), 'bn')
    expect(typed).toMatch(/^[০-৯]{2}\/[০-৯]{2}\/[০-৯]{4}$/)
    await field(page, 'কার্গো প্রস্তুতের তারিখ').fill(typed)
    const readAs = main(page).locator('.date-field__read-as')
    await expect
      .poll(() => readAs.innerText())
      .toBe(`তারিখটি পড়া হয়েছে: ${formatDate(ready, 'bn')}`)
    await expect.poll(() => field(page, 'কার্গো প্রস্তুতের তারিখ').inputValue()).toBe(typed)
    await main(page).getByRole('button', { name: 'পরের ধাপ: কার্গো' }).click()
    await expect.poll(() => stepTitle(page)).toBe('৩ ধাপের ২য় কার্গো')

    await field(page, 'পণ্যের বিবরণ').fill('কার্টনে সুতি টি-শার্ট')
    const line = main(page).getByRole('group', { name: 'প্যাকেজ লাইন ১' })
    const bengaliLine = {
      পিস: '২',
      'দৈর্ঘ্য (cm)': '১২০',
      'প্রস্থ (cm)': '৮০',
      'উচ্চতা (cm)': '১০০',
      [PIECE_WEIGHT]: '১৫০.৫',
    }
    for (const [label, value] of Object.entries(bengaliLine)) {
      await line.getByLabel(label, { exact: true }).fill(value)
    }
    // 2 × 1.2 × 0.8 × 1 m = 1.92 CBM, 301 kg: the live totals count the Bengali digits.
    const totals = main(page).getByRole('region', { name: 'শিপমেন্টের মোট হিসাব' })
    await expect.poll(() => totals.innerText()).toMatch(/মোট পিস\s+২/)
    await expect.poll(() => totals.innerText()).toMatch(/গ্রস ওজন\s+৩০১ kg/)
    await expect.poll(() => totals.innerText()).toMatch(/আয়তন\s+১\.৯২ CBM/)
    await expect.poll(() => line.getByLabel('পিস', { exact: true }).inputValue()).toBe('২')

    await main(page).getByRole('button', { name: 'পরের ধাপ: যোগাযোগ ও নিশ্চিতকরণ' }).click()
    await fillFields(page, { ...CONTACT, ফোন: '০১৭১১-২২৩৩৪৪' })
    await main(page).getByRole('button', { name: 'অনুরোধটি দেখে নিন' }).click()
    await expect.poll(() => stepTitle(page)).toBe('৩ ধাপের ৩য় যাচাই করে পাঠান')
    await expect
      .poll(() => main(page).innerText())
      .toContain(`কার্গো প্রস্তুতের তারিখ\n${formatLongDate(ready, 'bn')}`)
    await main(page).getByRole('button', { name: 'অনুরোধ পাঠান' }).click()
    await expect
      .poll(() => main(page).getByRole('heading', { level: 2 }).first().innerText())
      .toBe('ধন্যবাদ, আপনার কোটেশনের অনুরোধ আমরা পেয়েছি')
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(MOBILE.width)
  })

  test('without JavaScript, a day-first date in Bengali digits reaches the confirmation', async () => {
    const { page } = await site.newPage({ javaScriptEnabled: false, viewport: DESKTOP })
    await page.goto('/bn/quote')
    await field(page, 'সেবা').selectOption('air-freight')
    await fillFields(page, ROUTE)
    await field(page, 'Incoterm').selectOption('FOB')
    await field(page, 'কার্গো প্রস্তুতের তারিখ').fill(digitsIn(formatDayFirst(twoWayDate()), 'bn'))
    await field(page, 'পণ্যের বিবরণ').fill('কার্টনে সুতি টি-শার্ট')
    const line = main(page).getByRole('group', { name: 'প্যাকেজ লাইন ১' })
    for (const [label, value] of Object.entries({
      পিস: '২',
      'দৈর্ঘ্য (cm)': '৬০',
      'প্রস্থ (cm)': '৫০',
      'উচ্চতা (cm)': '৪০',
      [PIECE_WEIGHT]: '৮',
    })) {
      await line.getByLabel(label, { exact: true }).fill(value)
    }
    await fillFields(page, { ...CONTACT, ফোন: '০১৭১১ ৫৫৫১২৩' })
    await main(page).getByRole('button', { name: 'অনুরোধ পাঠান' }).click()
    await page.waitForURL('**/bn/quote/sent')
    await expect.poll(() => main(page).innerText()).toMatch(/মোট পিস\s+২/)
  })
})

// Issue 41, the instant estimate as a visitor sees it on /quote and /bn/quote: with JavaScript,
// the estimate arrives as the cargo is entered; without, it arrives when the form is posted to
// be priced. Every figure below is worked out by hand from the rate cards published here.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { addDays, formatDate, formatDayFirst, localToday } from '#domain/calendar.ts'
import { INCOTERMS } from '#domain/quote-options.ts'
import { contentCall, type ContentEditor } from '../api/support/content.ts'
import { DEFAULT_SITE_ORIGIN, signedInStaff } from '../api/support/staff.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { DESKTOP, MOBILE, setupSite, visit } from './support/browser.ts'

const site = setupSite()

const today = localToday()
const VALID_FROM = addDays(today, -1)
const VALID_TO = addDays(today, 60)
const READY = formatDayFirst(addDays(today, 14))

const NO_AIR_RATES = {
  minimum: '',
  normal: '',
  plus45: '',
  plus100: '',
  plus300: '',
  plus500: '',
  plus1000: '',
}
const NO_LCL_RATES = { perWm: '', minimum: '' }
const NO_FCL_RATES = { dry20: '', dry40: '', highCube40: '', reefer20: '', reefer40: '' }

/** A charge the shipper pays under every Incoterm, in US dollars. */
const charge = (code: string, basis: string, amount: string, side = 'origin') => ({
  code,
  basis,
  amount,
  minimum: '',
  currency: 'USD',
  side,
  container: 'any',
  incoterms: [...INCOTERMS],
})

const card = (fields: Record<string, unknown>) => ({
  carrier: '',
  validFrom: VALID_FROM,
  validTo: VALID_TO,
  currency: 'USD',
  air: NO_AIR_RATES,
  lcl: NO_LCL_RATES,
  fcl: NO_FCL_RATES,
  charges: [],
  ...fields,
})

/*
 * Dhaka → Frankfurt by air, for 3 pieces of 120 × 80 × 100 cm at 210 kg each: 630 kg gross,
 * 2.88 CBM = 2,880,000 cm³ ÷ 6,000 = 480 kg by volume, so 630.0 kg chargeable, in the +500 kg
 * band.
 *   Via Dubai, 4 days: 630.0 × 2.60 = 1,638.00; FSC 630.0 × 0.85 = 535.50; AWB 25.00;
 *     total 2,198.50 USD; × 122.5 = 269,316.25 BDT. The cheapest.
 *   Direct, 2 days: 630.0 × 3.60 = 2,268.00; AWB 30.00; total 2,298.00 USD; 281,505.00 BDT.
 *     The fastest.
 */
const AIR_VIA_DUBAI = card({
  mode: 'air',
  origin: 'BDDAC',
  destination: 'DEFRA',
  routing: 'via-dubai',
  transitDays: 4,
  air: { ...NO_AIR_RATES, minimum: '75', normal: '5.10', plus45: '4.20', plus500: '2.60' },
  charges: [charge('FSC', 'per-kg', '0.85'), charge('AWB', 'per-shipment', '25')],
})
const AIR_DIRECT = card({
  mode: 'air',
  origin: 'BDDAC',
  destination: 'DEFRA',
  routing: 'direct',
  transitDays: 2,
  air: { ...NO_AIR_RATES, normal: '6.00', plus500: '3.60' },
  charges: [charge('AWB', 'per-shipment', '30')],
})
/*
 * Chattogram → Hamburg, LCL, for 4.2 CBM and 2,900 kg: W/M = max(2.900 t, 4.200 CBM) = 4.200.
 *   Via Colombo, 24 days: 4.200 × 38.00 = 159.60; THC 4.200 × 12.00 = 50.40; B/L 35.00;
 *   total 245.00 USD; × 122.5 = 30,012.50 BDT.
 */
const LCL_VIA_COLOMBO = card({
  mode: 'sea-lcl',
  origin: 'BDCGP',
  destination: 'DEHAM',
  routing: 'via-colombo',
  transitDays: 24,
  lcl: { perWm: '38', minimum: '100' },
  charges: [charge('THC', 'per-wm', '12'), charge('BL', 'per-shipment', '35')],
})

beforeAll(async () => {
  const who = await signedInStaff(site, { role: 'pricing' })
  const pricing: ContentEditor = { server: site, who, origin: DEFAULT_SITE_ORIGIN }
  const publish = async (collection: string, data: unknown) => {
    const created = await contentCall(pricing, 'POST', `/api/staff/content/${collection}`, { data })
    await contentCall(pricing, 'POST', `/api/staff/content/${collection}/${created.id}/publish`, {
      revision: created.revision,
    })
  }
  for (const data of [AIR_VIA_DUBAI, AIR_DIRECT, LCL_VIA_COLOMBO]) await publish('rate-cards', data)
  await publish('exchange-rates', { currency: 'BDT', perUsd: '122.5', day: VALID_FROM })
}, 120_000)

const main = (page: Page) => page.getByRole('main')
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true })
const region = (page: Page, name: string) => main(page).getByRole('region', { name })
const option = (estimate: Locator, name: RegExp) => estimate.getByRole('region', { name })
/** An option's own heading (its departures have one of their own, a level below). */
const optionHeading = (option: Locator) => option.getByRole('heading', { level: 4 })
/** A charge's row: its name and how it is worked out, then its amount. */
const row = (estimate: Locator, name: string) =>
  estimate.getByRole('row').filter({ has: estimate.page().getByRole('rowheader', { name }) })
const textOf = (locator: Locator) => locator.innerText().then((text) => text.replace(/\s+/g, ' '))
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name') ?? null)

/** Presses a button that posts the form without JavaScript, and waits for the page it answers. */
async function post(page: Page, button: string) {
  const loaded = page.waitForEvent('load')
  await main(page).getByRole('button', { name: button }).click()
  await loaded
}

/**
 * axe runs its script in the page, which a page without JavaScript cannot: the page as it
 * arrived is checked in a page with scripting, its own scripts held back so that it stays so.
 */
async function expectNoAxeViolationsWithoutScript(page: Page, where: string) {
  const html = await page.content()
  const { page: checked } = await site.newPage({ viewport: page.viewportSize() ?? DESKTOP })
  await checked.route('**/*.js', (route) => route.abort())
  await checked.goto(new URL(page.url()).pathname)
  await checked.setContent(html, { waitUntil: 'load' })
  await expectNoAxeViolations(checked, where)
}

async function fillFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value)
}

async function fillLine(page: Page, group: string, labels: string[], values: string[]) {
  const line = main(page).getByRole('group', { name: group })
  for (const [index, label] of labels.entries()) {
    await line.getByLabel(label, { exact: true }).fill(values[index] ?? '')
  }
}

const LINE_LABELS = ['Pieces', 'Length (cm)', 'Width (cm)', 'Height (cm)', 'Weight per piece (kg)']
const LINE_LABELS_BN = ['পিস', 'দৈর্ঘ্য (cm)', 'প্রস্থ (cm)', 'উচ্চতা (cm)', 'প্রতি পিসের ওজন (kg)']

describe('/quote with JavaScript', () => {
  test('1280 px: the cheapest and the fastest air rate, line by line, as the cargo is typed', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/quote/estimate')) asked.push(request.url())
    })
    await visit(page, '/quote')
    await field(page, 'Service').selectOption('air-freight')
    await fillFields(page, {
      'Origin city or port': 'Dhaka',
      'Destination city or port': 'Frankfurt',
      'Destination country': 'Germany',
      'Cargo ready date': READY,
    })
    await field(page, 'Incoterm').selectOption('FCA')
    await main(page).getByRole('button', { name: 'Next: Cargo' }).click()
    await field(page, 'Commodity').fill('Knitwear in cartons')
    // Nothing to price before the cargo is there.
    await expect.poll(() => region(page, 'Instant estimate').count()).toBe(0)
    await fillLine(page, 'Package line 1', LINE_LABELS, ['3', '120', '80', '100', '210'])

    const estimate = region(page, 'Instant estimate')
    const cheapest = option(estimate, /^Cheapest/)
    const fastest = option(estimate, /^Fastest/)
    await expect.poll(() => textOf(cheapest)).toContain('USD 2,198.50')
    // The focus stays where the visitor typed.
    await expect.poll(() => focusedName(page)).toBe('packages.0.weightKg')
    await expect
      .poll(() => textOf(estimate.locator('.estimate__chargeable')))
      .toBe(
        'Charged on 630.0 kg: the greater of the gross weight, 630.00 kg, and the volume weight, 480.00 kg (2.880 CBM at 6,000 cm³ per kg), rounded up to the next 0.5 kg.',
      )
    await expect
      .poll(() => textOf(estimate))
      .toContain('2 published rates cover this lane: the cheapest and the fastest are shown.')
    await expect.poll(() => textOf(optionHeading(cheapest))).toBe('Cheapest Via Dubai')
    const cheapestText = await textOf(cheapest)
    for (const text of [
      'All-in estimate USD 2,198.50 about BDT 269,316.25',
      `at 122.50 taka to the US dollar of ${formatDate(VALID_FROM)}`,
      'Transit time 4 days',
      `Rate valid ${formatDate(VALID_FROM)} to ${formatDate(VALID_TO)}`,
    ]) {
      expect(cheapestText).toContain(text)
    }
    await expect
      .poll(() => textOf(row(cheapest, 'Air freight')))
      .toBe('Air freight main carriage Per chargeable kg: 630.0 kg × USD 2.60 USD 1,638.00')
    await expect
      .poll(() => textOf(row(cheapest, 'FSC: fuel surcharge')))
      .toBe('FSC: fuel surcharge at origin Per chargeable kg: 630.0 kg × USD 0.85 USD 535.50')
    await expect
      .poll(() => textOf(row(cheapest, 'AWB fee')))
      .toBe('AWB fee at origin Per shipment: 1 shipment × USD 25.00 USD 25.00')
    await expect.poll(() => textOf(row(cheapest, 'All-in total'))).toBe('All-in total USD 2,198.50')
    const fastestText = await textOf(fastest)
    await expect.poll(() => textOf(optionHeading(fastest))).toBe('Fastest Direct')
    expect(fastestText).toContain('All-in estimate USD 2,298.00 about BDT 281,505.00')
    expect(fastestText).toContain('Transit time 2 days')
    await expect
      .poll(() => textOf(row(fastest, 'Air freight')))
      .toBe('Air freight main carriage Per chargeable kg: 630.0 kg × USD 3.60 USD 2,268.00')
    // A screen reader hears one sentence, once typing has paused.
    await expect
      .poll(() =>
        main(page).locator('[aria-live="polite"]', { hasText: 'Instant estimate' }).innerText(),
      )
      .toBe(
        'Instant estimate: the cheapest USD 2,198.50 all-in, the fastest USD 2,298.00 in 2 days.',
      )
    // What it leaves out.
    await expect.poll(() => textOf(estimate)).toContain('Not included')
    await expect.poll(() => textOf(estimate)).toContain('Subject to space and equipment')
    expect(asked.length, 'one question once typing paused, not one per keystroke').toBeLessThan(4)
    await expectNoAxeViolations(page, '/quote estimate, 1280 px')

    // The review shows the same estimate, without asking again.
    const before = asked.length
    await main(page).getByRole('button', { name: 'Next: Contact and confirm' }).click()
    await fillFields(page, { Name: 'Rahim Uddin', Email: 'rahim.estimate@example.com' })
    await fillFields(page, { Phone: '+8801711000000' })
    await main(page).getByRole('button', { name: 'Review request' }).click()
    await expect.poll(() => textOf(option(estimate, /^Cheapest/))).toContain('USD 2,198.50')
    expect(asked.length).toBe(before)
    await expectNoAxeViolations(page, '/quote review with the estimate')
  })

  test('375 px: a lane with no rate says so in plain words, and the form goes on as today', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/quote')
    await field(page, 'Service').selectOption('air-freight')
    await fillFields(page, {
      'Origin city or port': 'Dhaka',
      'Destination city or port': 'Toronto',
      'Destination country': 'Canada',
      'Cargo ready date': READY,
    })
    await field(page, 'Incoterm').selectOption('FCA')
    await main(page).getByRole('button', { name: 'Next: Cargo' }).click()
    await field(page, 'Commodity').fill('Knitwear in cartons')
    await fillLine(page, 'Package line 1', LINE_LABELS, ['3', '120', '80', '100', '210'])
    const estimate = region(page, 'Instant estimate')
    await expect
      .poll(() => textOf(estimate))
      .toContain('We have no rate for air freight from Dhaka to Toronto yet.')
    await expect.poll(() => estimate.getByRole('table').count()).toBe(0)
    await expectNoAxeViolations(page, '/quote no rate, 375 px')
    await main(page).getByRole('button', { name: 'Next: Contact and confirm' }).click()
    await main(page)
      .getByRole('heading', { name: /Contact and confirm/, level: 2 })
      .waitFor()
  })
})

describe('/bn/quote with JavaScript', () => {
  test('375 px: an LCL estimate in Bangla, with Bengali digits and taka', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/bn/quote')
    await field(page, 'সেবা').selectOption('ocean-freight')
    await fillFields(page, {
      'যে শহর বা বন্দর থেকে': 'চট্টগ্রাম',
      'গন্তব্যের শহর বা বন্দর': 'হামবুর্গ',
      'গন্তব্যের দেশ': 'জার্মানি',
      'কার্গো প্রস্তুতের তারিখ': READY,
    })
    await field(page, 'Incoterm').selectOption('FOB')
    await main(page).getByRole('button', { name: 'পরের ধাপ: কার্গো' }).click()
    await field(page, 'পণ্যের বিবরণ').fill('কার্টনে সুতি টি-শার্ট')
    await main(page).getByLabel('LCL (শেয়ার করা কন্টেইনার): মোট CBM ও ওজন জানি').check()
    await fillFields(page, {
      'প্যাকেজের সংখ্যা': '10',
      'মোট আয়তন (CBM)': '4.2',
      'মোট গ্রস ওজন (kg)': '2900',
    })
    const estimate = region(page, 'তাৎক্ষণিক আনুমানিক দর')
    await expect.poll(() => textOf(estimate)).toContain('USD ২৪৫.০০')
    const text = await textOf(estimate)
    for (const expected of [
      'প্রায় ৩০,০১২.৫০ টাকা',
      'ট্রানজিট সময় ২৪ দিন',
      'যে পরিমাণে চার্জ ৪.২০০ W/M: ওজন ২.৯০০ টন ও আয়তন ৪.২০০ CBM-এর (১ CBM = ১,০০০ kg) মধ্যে যেটি বেশি',
    ]) {
      expect(text).toContain(expected)
    }
    // One card: no "cheapest" or "fastest" to tell apart.
    expect(text).not.toContain('সবচেয়ে')
    await expect
      .poll(() => textOf(row(estimate, 'সি ফ্রেইট LCL')))
      .toBe('সি ফ্রেইট LCL মূল পরিবহন প্রতি W/M: ৪.২০০ W/M × USD ৩৮.০০ USD ১৫৯.৬০')
    await expect
      .poll(() => textOf(row(estimate, 'THC: টার্মিনাল হ্যান্ডলিং')))
      .toBe('THC: টার্মিনাল হ্যান্ডলিং উৎসে প্রতি W/M: ৪.২০০ W/M × USD ১২.০০ USD ৫০.৪০')
    await expect
      .poll(() => textOf(row(estimate, 'B/L ফি')))
      .toBe('B/L ফি উৎসে প্রতি শিপমেন্ট: ১টি শিপমেন্ট × USD ৩৫.০০ USD ৩৫.০০')
    await expect.poll(() => textOf(row(estimate, 'সব খরচসহ মোট'))).toBe('সব খরচসহ মোট USD ২৪৫.০০')
    await expectNoAxeViolations(page, '/bn/quote estimate, 375 px')
  })

  test('1280 px: no rate for the lane, in Bangla', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, '/bn/quote')
    await field(page, 'সেবা').selectOption('air-freight')
    await fillFields(page, {
      'যে শহর বা বন্দর থেকে': 'ঢাকা',
      'গন্তব্যের শহর বা বন্দর': 'টরন্টো',
      'গন্তব্যের দেশ': 'কানাডা',
      'কার্গো প্রস্তুতের তারিখ': READY,
    })
    await field(page, 'Incoterm').selectOption('FCA')
    await main(page).getByRole('button', { name: 'পরের ধাপ: কার্গো' }).click()
    await field(page, 'পণ্যের বিবরণ').fill('নিটওয়্যার')
    await fillLine(page, 'প্যাকেজ লাইন ১', LINE_LABELS_BN, ['3', '120', '80', '100', '210'])
    const estimate = region(page, 'তাৎক্ষণিক আনুমানিক দর')
    await expect.poll(() => textOf(estimate)).toContain('ঢাকা থেকে টরন্টো পর্যন্ত')
    await expect.poll(() => estimate.getByRole('table').count()).toBe(0)
    await expectNoAxeViolations(page, '/bn/quote no rate, 1280 px')
  })
})

describe('without JavaScript', () => {
  test('/quote at 1280 px: the estimate arrives when the form is posted to be priced, then it is sent', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP, javaScriptEnabled: false })
    await page.goto('/quote')
    await field(page, 'Service').selectOption('ocean-freight')
    await fillFields(page, {
      'Origin city or port': 'Chattogram',
      'Destination city or port': 'Hamburg',
      'Destination country': 'Germany',
      'Cargo ready date': READY,
      Commodity: 'Cotton T-shirts',
    })
    await field(page, 'Incoterm').selectOption('FOB')
    await main(page).getByLabel('LCL (shared container): I know the total CBM and weight').check()
    await fillFields(page, {
      'Number of packages': '10',
      'Total volume (CBM)': '4.2',
      'Total gross weight (kg)': '2900',
    })
    await post(page, 'Show the instant estimate')

    const estimate = region(page, 'Instant estimate')
    const text = await textOf(estimate)
    expect(text).toContain('All-in estimate USD 245.00 about BDT 30,012.50')
    expect(text).toContain('Transit time 24 days')
    await expect
      .poll(() => textOf(row(estimate, 'Sea freight LCL')))
      .toBe('Sea freight LCL main carriage Per W/M: 4.200 W/M × USD 38.00 USD 159.60')
    await expect.poll(() => textOf(row(estimate, 'All-in total'))).toBe('All-in total USD 245.00')
    // The page opens on the estimate; nothing was sent, nothing is said to be wrong.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('quote-estimate-title')
    await expect.poll(() => main(page).getByText('Your request was not sent').count()).toBe(0)
    await expect.poll(() => field(page, 'Total volume (CBM)').inputValue()).toBe('4.2')
    await expect.poll(() => field(page, 'Destination city or port').inputValue()).toBe('Hamburg')
    await expectNoAxeViolationsWithoutScript(page, '/quote without JavaScript, estimate')

    await fillFields(page, {
      Name: 'Rahim Uddin',
      Email: 'rahim.estimate.nojs@example.com',
      Phone: '+8801711000000',
    })
    await post(page, 'Send request')
    expect(new URL(page.url()).pathname).toBe('/quote/sent')
  })

  test('/bn/quote at 375 px: the cheapest and the fastest in Bangla, and a lane with no rate', async () => {
    const { page } = await site.newPage({ viewport: MOBILE, javaScriptEnabled: false })
    await page.goto('/bn/quote')
    await field(page, 'সেবা').selectOption('air-freight')
    await fillFields(page, {
      'যে শহর বা বন্দর থেকে': 'ঢাকা',
      'গন্তব্যের শহর বা বন্দর': 'ফ্রাঙ্কফুর্ট',
      'গন্তব্যের দেশ': 'জার্মানি',
      'কার্গো প্রস্তুতের তারিখ': READY,
    })
    await fillLine(page, 'প্যাকেজ লাইন ১', LINE_LABELS_BN, ['3', '120', '80', '100', '210'])
    await post(page, 'তাৎক্ষণিক আনুমানিক দর দেখুন')
    const estimate = region(page, 'তাৎক্ষণিক আনুমানিক দর')
    const cheapest = option(estimate, /^সবচেয়ে কম দর/)
    const fastest = option(estimate, /^সবচেয়ে দ্রুত/)
    await expect.poll(() => textOf(cheapest)).toContain('USD ২,১৯৮.৫০ প্রায় ২,৬৯,৩১৬.২৫ টাকা')
    await expect.poll(() => textOf(optionHeading(cheapest))).toBe('সবচেয়ে কম দর দুবাই হয়ে')
    await expect.poll(() => textOf(fastest)).toContain('USD ২,২৯৮.০০ প্রায় ২,৮১,৫০৫.০০ টাকা')
    await expect.poll(() => textOf(fastest)).toContain('ট্রানজিট সময় ২ দিন')
    await expect
      .poll(() => textOf(row(cheapest, 'এয়ার ফ্রেইট')))
      .toBe('এয়ার ফ্রেইট মূল পরিবহন প্রতি চার্জযোগ্য kg: ৬৩০.০ kg × USD ২.৬০ USD ১,৬৩৮.০০')
    await expectNoAxeViolationsWithoutScript(page, '/bn/quote without JavaScript, estimate')

    await field(page, 'গন্তব্যের শহর বা বন্দর').fill('টরন্টো')
    await post(page, 'তাৎক্ষণিক আনুমানিক দর দেখুন')
    await expect
      .poll(() => textOf(region(page, 'তাৎক্ষণিক আনুমানিক দর')))
      .toContain('ঢাকা থেকে টরন্টো পর্যন্ত')
    await expect.poll(() => region(page, 'তাৎক্ষণিক আনুমানিক দর').getByRole('table').count()).toBe(0)
  })
})

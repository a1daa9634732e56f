// Issue 41: the instant estimate on /quote and /bn/quote names each option's next departures
// after the ready date with their cut-offs in Dhaka time, links to the lane on /schedules, and
// says plainly when no departure is published. Days are counted from the day the test runs.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { addDays, formatDayFirst, localToday, parseIsoDate } from '#domain/calendar.ts'
import { cutOffLabel, departureDayLabel } from '#domain/departure-labels.ts'
import { INCOTERMS } from '#domain/quote-options.ts'
import { contentCall, type ContentEditor } from '../api/support/content.ts'
import { DEFAULT_SITE_ORIGIN, signedInStaff } from '../api/support/staff.ts'
import { NO_DATED } from '../support/sailings.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { DESKTOP, MOBILE, setupSite, visit } from './support/browser.ts'

const site = setupSite()

const today = localToday()
const READY_DAY = addDays(today, 14)
const READY = formatDayFirst(READY_DAY)
/** The weekly flight leaves two days after the ready day; its cut-off is the day before. */
const DEPARTS = addDays(READY_DAY, 2)
const CUT_OFF = `${addDays(READY_DAY, 1)}T17:00:00+06:00`
const weekdayOf = (iso: string) =>
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
    parseIsoDate(iso)?.getUTCDay() ?? 0
  ]

const NO_RATES = {
  lcl: { perWm: '', minimum: '' },
  fcl: { dry20: '', dry40: '', highCube40: '', reefer20: '', reefer40: '' },
}
const airCard = (destination: string) => ({
  mode: 'air',
  origin: 'BDDAC',
  destination,
  carrier: '',
  routing: 'via-dubai',
  transitDays: 4,
  validFrom: addDays(today, -1),
  validTo: addDays(today, 60),
  currency: 'USD',
  air: {
    minimum: '75',
    normal: '5.10',
    plus45: '4.20',
    plus100: '',
    plus300: '',
    plus500: '2.60',
    plus1000: '',
  },
  ...NO_RATES,
  charges: [
    {
      code: 'AWB',
      basis: 'per-shipment',
      amount: '25',
      minimum: '',
      currency: 'USD',
      side: 'origin',
      container: 'any',
      incoterms: [...INCOTERMS],
    },
  ],
})

/** Dhaka → Frankfurt every week, via Dubai; Dhaka → Hamburg has a rate and no departure. */
const WEEKLY_TO_FRANKFURT = {
  kind: 'weekly',
  mode: 'air',
  origin: 'BDDAC',
  destination: 'DEFRA',
  carrier: 'Quillon Zephyr Co-loading',
  routing: 'via-dubai',
  weekly: {
    departureDay: weekdayOf(DEPARTS),
    cutOffDay: weekdayOf(addDays(READY_DAY, 1)),
    cutOffTime: '17:00',
    transitDays: 3,
    activeFrom: addDays(today, -30),
    activeTo: addDays(today, 200),
  },
  dated: NO_DATED,
}

beforeAll(async () => {
  const who = await signedInStaff(site, { role: 'pricing' })
  const pricing: ContentEditor = { server: site, who, origin: DEFAULT_SITE_ORIGIN }
  const publish = async (collection: string, data: unknown) => {
    const created = await contentCall(pricing, 'POST', `/api/staff/content/${collection}`, { data })
    await contentCall(pricing, 'POST', `/api/staff/content/${collection}/${created.id}/publish`, {
      revision: created.revision,
    })
  }
  await publish('rate-cards', airCard('DEFRA'))
  await publish('rate-cards', airCard('DEHAM'))
  await publish('sailings', WEEKLY_TO_FRANKFURT)
}, 120_000)

const main = (page: Page) => page.getByRole('main')
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true })
const textOf = (locator: Locator) => locator.innerText().then((text) => text.replace(/\s+/g, ' '))

interface Labels {
  service: string
  origin: string
  destination: string
  country: string
  ready: string
  next: string
  commodity: string
  line: string
  pieces: string[]
  estimate: string
  departures: string
}

const EN: Labels = {
  service: 'Service',
  origin: 'Origin city or port',
  destination: 'Destination city or port',
  country: 'Destination country',
  ready: 'Cargo ready date',
  next: 'Next: Cargo',
  commodity: 'Commodity',
  line: 'Package line 1',
  pieces: ['Pieces', 'Length (cm)', 'Width (cm)', 'Height (cm)', 'Weight per piece (kg)'],
  estimate: 'Instant estimate',
  departures: 'Next departures after your ready date',
}

const BN: Labels = {
  service: 'সেবা',
  origin: 'যে শহর বা বন্দর থেকে',
  destination: 'গন্তব্যের শহর বা বন্দর',
  country: 'গন্তব্যের দেশ',
  ready: 'কার্গো প্রস্তুতের তারিখ',
  next: 'পরের ধাপ: কার্গো',
  commodity: 'পণ্যের বিবরণ',
  line: 'প্যাকেজ লাইন ১',
  pieces: ['পিস', 'দৈর্ঘ্য (cm)', 'প্রস্থ (cm)', 'উচ্চতা (cm)', 'প্রতি পিসের ওজন (kg)'],
  estimate: 'তাৎক্ষণিক আনুমানিক দর',
  departures: 'আপনার কার্গো প্রস্তুতের তারিখের পরের যাত্রা',
}

/** Enters an air shipment from Dhaka and returns the region of its estimate's departures. */
async function estimateDepartures(page: Page, labels: Labels, destination: string) {
  await field(page, labels.service).selectOption('air-freight')
  await field(page, labels.origin).fill('Dhaka')
  await field(page, labels.destination).fill(destination)
  await field(page, labels.country).fill('Germany')
  await field(page, labels.ready).fill(READY)
  await field(page, 'Incoterm').selectOption('FCA')
  await main(page).getByRole('button', { name: labels.next }).click()
  await field(page, labels.commodity).fill('Knitwear in cartons')
  const line = main(page).getByRole('group', { name: labels.line })
  for (const [index, label] of labels.pieces.entries()) {
    await line
      .getByLabel(label, { exact: true })
      .fill(['3', '120', '80', '100', '210'][index] ?? '')
  }
  const estimate = main(page).getByRole('region', { name: labels.estimate })
  return estimate.getByRole('region', { name: labels.departures })
}

describe('the estimate’s next departures', () => {
  test('/quote at 1280 px: the weekly flight with its cut-off, and the lane on /schedules', async () => {
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, '/quote')
    const departures = await estimateDepartures(page, EN, 'Frankfurt')
    await expect
      .poll(() => textOf(departures.getByRole('listitem').first()))
      .toBe(
        `Departs ${departureDayLabel(DEPARTS, 'en')}, arrives ${departureDayLabel(addDays(DEPARTS, 3), 'en')} ` +
          `Weekly consolidation Documents and cargo cut-off: ${cutOffLabel(CUT_OFF, 'en')}`,
      )
    // The next three weeks, and never the co-loader.
    await expect.poll(() => departures.getByRole('listitem').count()).toBe(3)
    await expect.poll(() => textOf(departures)).not.toContain('Quillon')
    const link = departures.getByRole('link', { name: 'Every sailing and flight on this lane' })
    await expect
      .poll(() => link.getAttribute('href'))
      .toBe('/schedules?mode=air&origin=BDDAC&destination=DEFRA')
    // A customer with an account books the same shipment from here: the booking form reads it.
    const book = main(page).getByRole('link', {
      name: 'Have an account with us? Book this shipment',
    })
    await expect
      .poll(() => book.getAttribute('href'))
      .toMatch(/^\/account\/bookings\/new\?mode=air&.*destination=Frankfurt/)
    await expectNoAxeViolations(page, '/quote estimate with departures, 1280 px')
  })

  test('/quote at 375 px: a lane with no published departure says so plainly', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/quote')
    const departures = await estimateDepartures(page, EN, 'Hamburg')
    await expect
      .poll(() => textOf(departures))
      .toContain(
        'No departure on this lane is published for after your ready date yet: our desk names the next one when it confirms the price.',
      )
    await expect.poll(() => departures.getByRole('listitem').count()).toBe(0)
  })

  test('/bn/quote at 375 px: the departures in Bangla, linked to /bn/schedules', async () => {
    const { page } = await site.newPage({ viewport: MOBILE })
    await visit(page, '/bn/quote')
    const departures = await estimateDepartures(page, BN, 'ফ্রাঙ্কফুর্ট')
    await expect
      .poll(() => textOf(departures.getByRole('listitem').first()))
      .toBe(
        `ছাড়বে ${departureDayLabel(DEPARTS, 'bn')}, পৌঁছাবে ${departureDayLabel(addDays(DEPARTS, 3), 'bn')} ` +
          `সাপ্তাহিক কনসলিডেশন ডকুমেন্ট ও কার্গো কাট-অফ: ${cutOffLabel(CUT_OFF, 'bn')}`,
      )
    const link = departures.getByRole('link', { name: 'এই রুটের সব জাহাজ ও ফ্লাইট' })
    await expect
      .poll(() => link.getAttribute('href'))
      .toBe('/bn/schedules?mode=air&origin=BDDAC&destination=DEFRA')
    const book = main(page).getByRole('link', {
      name: 'আমাদের কাছে অ্যাকাউন্ট আছে? এই শিপমেন্ট বুক করুন',
    })
    await expect
      .poll(() => book.getAttribute('href'))
      .toMatch(/^\/bn\/account\/bookings\/new\?mode=air&/)
    await expectNoAxeViolations(page, '/bn/quote estimate with departures, 375 px')
  })
})

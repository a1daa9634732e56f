// Issue 41 in Chromium: a shipper opens /schedules (and /bn/schedules) at 375 and 1280 px and
// sees the next departures of each lane with their cut-offs, filters them without JavaScript
// (the answer is an address), reaches them from the air and sea services' pages, and axe finds
// nothing wrong.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { freePort } from '../../scripts/support/free-port.ts'
import { addDays, parseIsoDate } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { WEEKDAYS } from '#domain/sailings.ts'
import { createContent, type ContentEditor } from '../api/support/content.ts'
import type { RunningServer } from '../api/support/server.ts'
import { signedInStaff } from '../api/support/staff.ts'
import { expectNoAxeViolations } from './quality/support.ts'
import { DESKTOP, MOBILE, setupSite, visit } from './support/browser.ts'
import { NO_DATED, NO_WEEKLY } from '../support/sailings.ts'

const site = setupSite({
  env: async () => {
    // The staff API takes changes only from SITE_URL's origin: the server's own here.
    const port = await freePort()
    return { PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` }
  },
})

const TODAY = dhakaToday()
const day = (days: number) => addDays(TODAY, days)
const weekdayOf = (iso: string) => WEEKDAYS[parseIsoDate(iso)?.getUTCDay() ?? 0]

let published = false
/** A weekly LCL consolidation to Rotterdam and a flight to Frankfurt, published by pricing. */
async function publishSailings(): Promise<void> {
  if (published) return
  const server = { url: site.url, dataDir: site.dataDir } as RunningServer
  const who = await signedInStaff(server, { role: 'pricing', origin: site.url })
  const pricing: ContentEditor = { server, who, origin: site.url }
  const lane = { carrier: 'Co-loader kept private', routing: 'via-colombo' }
  await createContent(
    pricing,
    'sailings',
    {
      kind: 'weekly',
      mode: 'sea-lcl',
      origin: 'BDCGP',
      destination: 'NLRTM',
      ...lane,
      weekly: {
        departureDay: weekdayOf(day(3)),
        cutOffDay: weekdayOf(day(1)),
        cutOffTime: '17:00',
        transitDays: 30,
        activeFrom: day(-7),
        activeTo: day(120),
      },
      dated: NO_DATED,
    },
    { publish: true },
  )
  await createContent(
    pricing,
    'sailings',
    {
      kind: 'dated',
      mode: 'air',
      origin: 'BDDAC',
      destination: 'DEFRA',
      ...lane,
      weekly: NO_WEEKLY,
      dated: {
        vessel: 'EK 585',
        departsAt: `${day(5)}T02:00:00+06:00`,
        arrivesAt: `${day(6)}T09:00:00+06:00`,
        documentCutOff: `${day(4)}T10:00:00+06:00`,
        cargoCutOff: `${day(4)}T18:00:00+06:00`,
      },
    },
    { publish: true },
  )
  published = true
}

const TEXTS = {
  en: {
    path: '/schedules',
    heading: 'Sailings and flights',
    airLane: 'Air freight: Dhaka → Frankfurt',
    seaLane: 'Sea freight LCL: Chattogram → Rotterdam',
    mode: 'Mode',
    air: 'Air freight',
    show: 'Show departures',
    transit: '30 days',
    none: 'No departures in the next six weeks: Air freight, to New York.',
    quote: 'Ask for a quote',
  },
  bn: {
    path: '/bn/schedules',
    heading: 'জাহাজ ও ফ্লাইটের সূচি',
    airLane: 'এয়ার ফ্রেইট: ঢাকা → ফ্রাঙ্কফুর্ট',
    seaLane: 'সি ফ্রেইট LCL: চট্টগ্রাম → রটারড্যাম',
    mode: 'মাধ্যম',
    air: 'এয়ার ফ্রেইট',
    show: 'যাত্রা দেখুন',
    transit: '৩০ দিন',
    none: 'আগামী ছয় সপ্তাহে কোনো যাত্রা নেই: এয়ার ফ্রেইট, নিউইয়র্ক পর্যন্ত।',
    quote: 'কোটেশন চান',
  },
} as const

const lane = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { name, exact: true })

describe.each(['en', 'bn'] as const)('/schedules in %s', (language) => {
  const texts = TEXTS[language]

  test.each([MOBILE, DESKTOP])(
    'shows the departures of each lane at $width px, and passes axe',
    async (viewport) => {
      await publishSailings()
      const { page } = await site.newPage({ viewport, reducedMotion: 'reduce' })
      await visit(page, texts.path)
      const main = page.getByRole('main')
      await expect
        .poll(() => main.getByRole('heading', { level: 1 }).innerText())
        .toBe(texts.heading)
      await expect.poll(() => lane(page, texts.airLane).getByRole('row').count()).toBe(2)
      await expect.poll(() => lane(page, texts.airLane).innerText()).toContain('EK 585')
      // Six weeks of a weekly consolidation: one a week.
      await expect.poll(() => lane(page, texts.seaLane).getByRole('row').count()).toBe(7)
      await expect.poll(() => lane(page, texts.seaLane).innerText()).toContain(texts.transit)
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBe(viewport.width)
      await expectNoAxeViolations(page, `${texts.path} at ${viewport.width} px`)
    },
  )

  test('says what to do when no departure matches, and passes axe', async () => {
    await publishSailings()
    const { page } = await site.newPage({ viewport: MOBILE, reducedMotion: 'reduce' })
    await visit(page, `${texts.path}?mode=air&destination=USNYC`)
    const main = page.getByRole('main')
    await expect.poll(() => main.innerText()).toContain(texts.none)
    await expect.poll(() => main.getByRole('link', { name: texts.quote }).isVisible()).toBe(true)
    await expectNoAxeViolations(page, `${texts.path} with no departure at 375 px`)
  })

  test('filters without JavaScript: the answer is an address', async () => {
    await publishSailings()
    const { page } = await site.newPage({ viewport: MOBILE, javaScriptEnabled: false })
    await page.goto(texts.path)
    await page.getByLabel(texts.mode).selectOption({ label: texts.air })
    await page.getByRole('button', { name: texts.show }).click()
    await expect.poll(() => new URL(page.url()).search).toBe('?mode=air&origin=&destination=')
    await expect.poll(() => lane(page, texts.airLane).isVisible()).toBe(true)
    await expect.poll(() => lane(page, texts.seaLane).count()).toBe(0)
  })
})

describe('the services with departures', () => {
  test.each([
    ['/service-detail/1', 'Next sailings and flights', '/schedules?mode=air', TEXTS.en.airLane],
    ['/bn/service-detail/2', 'পরের জাহাজ ও ফ্লাইট', '/bn/schedules?mode=sea', TEXTS.bn.seaLane],
  ])('%s links to its mode’s departures', async (path, link, target, shown) => {
    await publishSailings()
    const { page } = await site.newPage({ viewport: DESKTOP })
    await visit(page, path)
    await page.getByRole('main').getByRole('link', { name: link }).click()
    await expect.poll(() => page.url()).toBe(`${site.url}${target}`)
    await expect.poll(() => lane(page, shown).isVisible()).toBe(true)
  })
})

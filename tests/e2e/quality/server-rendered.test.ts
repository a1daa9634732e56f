// Issue 14: the pages the server renders for forms posted without JavaScript (refusals and
// confirmations) pass the Nu HTML Checker and axe; issue 12: so do the careers pages, rendered
// from the database on each request (JobPosting JSON-LD included); issue 22: so does every other
// public page, rendered per request too, with a notice in force.
import { beforeAll, describe, expect, test } from 'vitest'
import { addDays, formatDayFirst, localToday } from '#domain/calendar.ts'
import { NOT_FOUND_PATH, PUBLIC_PATHS } from '#content/site-map.ts'
import { localizedPath } from '#app/i18n/language.ts'
import { publishNotice } from '../../api/support/content.ts'
import { SAMPLE_PDF } from '../../api/support/files.ts'
import { publishPosition } from '../../api/support/positions.ts'
import type { RunningServer } from '../../api/support/server.ts'
import { SEA_SHIPMENT } from '../../api/support/shipments.ts'
import { DEFAULT_SITE_ORIGIN, signedInStaff, staffFetch } from '../../api/support/staff.ts'
import { DESKTOP, MOBILE, setupSite } from '../support/browser.ts'
import { expectNoAxeViolations, nuErrors } from './support.ts'
import { SEEDED_POSITIONS } from '../../support/seeded-positions.ts'

const site = setupSite()
/** A shared tracking link of no shipment: its page says so, with a 404. */
const UNKNOWN_SHIPMENT_PATH = '/track/DBL-K7M2P9QX'
/** Every public page with a fixed address, the 404 page and a shared tracking link. */
const ENGLISH_GET_PAGES = [...PUBLIC_PATHS, NOT_FOUND_PATH, UNKNOWN_SHIPMENT_PATH]
/** ...in both languages (issue 24). */
const GET_PAGES = [
  ...ENGLISH_GET_PAGES,
  ...ENGLISH_GET_PAGES.map((path) => localizedPath(path, 'bn')),
]
/** Published by hr in beforeAll: the seeded positions' apply-by dates run out. */
let openId = 0
const CLOSED_ID = SEEDED_POSITIONS.find((position) => !position.open)?.id

const CONTACT = {
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  phone: '+8801711000000',
  message: 'Hello',
}

function quote(overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    service: 'air-freight',
    originCity: 'Dhaka',
    originCountry: 'Bangladesh',
    destinationCity: 'Frankfurt',
    destinationCountry: 'Germany',
    incoterm: 'FCA',
    cargoReadyDate: formatDayFirst(addDays(localToday(), 3)),
    commodity: 'Garments',
    'packages.0.count': '4',
    'packages.0.lengthCm': '60',
    'packages.0.widthCm': '40',
    'packages.0.heightCm': '40',
    'packages.0.weightKg': '12.5',
    stackable: 'on',
    ...CONTACT,
    ...overrides,
  })
}

function application(withCv: boolean) {
  const form = new FormData()
  form.append('position_id', String(openId))
  for (const [name, value] of Object.entries(CONTACT))
    if (name !== 'message') form.append(name, value)
  if (withCv) form.append('cv', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'cv.pdf')
  return form
}

/** Each page the server renders, as raw HTML, keyed by a name; posted as a browser would. */
const pages = new Map<string, { path: string; html: string; cookie: string; status: number }>()

async function capture(name: string, path: string, body: URLSearchParams | FormData) {
  const response = await fetch(`${site.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: site.url },
    body,
  })
  if (response.status === 303) {
    const cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(';', 1)[0])
      .join('; ')
    const location = response.headers.get('location') ?? ''
    const page = await fetch(`${site.url}${location}`, { headers: { cookie } })
    pages.set(name, { path: location, html: await page.text(), cookie, status: page.status })
  } else {
    pages.set(name, { path, html: await response.text(), cookie: '', status: response.status })
  }
}

/** A page the server renders from the database on each GET (the careers pages, issue 12). */
async function captureGet(name: string, path: string) {
  const response = await fetch(`${site.url}${path}`)
  pages.set(name, { path, html: await response.text(), cookie: '', status: response.status })
}

beforeAll(async () => {
  openId = (await publishPosition(site)).id
  await capture('contact-refused', '/contact', new URLSearchParams({ ...CONTACT, email: 'x' }))
  await capture(
    'contact-too-large',
    '/contact',
    new URLSearchParams({ message: 'x'.repeat(200_000) }),
  )
  await capture('contact-sent', '/contact', new URLSearchParams(CONTACT))
  // The Bangla forms' answers (issue 24).
  await capture(
    'bn-contact-refused',
    '/bn/contact',
    new URLSearchParams({ ...CONTACT, email: 'x' }),
  )
  await capture('bn-contact-sent', '/bn/contact', new URLSearchParams(CONTACT))
  await capture('bn-quote-refused', '/bn/quote', quote({ email: 'x' }))
  await capture('bn-application-refused', `/bn/careers/${openId}`, application(false))
  await capture('quote-refused', '/quote', quote({ 'packages.0.weightKg': '', email: 'x' }))
  await capture('quote-sent', '/quote', quote())
  await capture('application-refused', `/careers/${openId}`, application(false))
  await capture('application-sent', `/careers/${openId}`, application(true))
  await captureGet('careers', '/careers')
  await captureGet('career-open', `/careers/${openId}`)
  await captureGet('career-closed', `/careers/${CLOSED_ID}`)
  await captureGet('career-unknown', '/careers/999999')
  for (const path of ['/bn/contact', '/bn/quote', '/bn/track', `/bn/careers/${openId}`]) {
    await captureGet(path, path)
  }
  const server = { url: site.url, dataDir: site.dataDir } as RunningServer
  const who = await signedInStaff(server, { role: 'editor' })
  const now = Date.now()
  await publishNotice(
    { server, who, origin: DEFAULT_SITE_ORIGIN },
    {
      title: 'Port congestion at Chattogram',
      severity: 'disruption',
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 3_600_000),
    },
  )
  for (const path of GET_PAGES) await captureGet(path, path)
  // A shipment's answer, and its subscription form posted without JavaScript (issue 24).
  const sales = await signedInStaff(server, { role: 'sales' })
  const created = await staffFetch(server, '/api/staff/shipments', {
    jar: sales.jar,
    body: SEA_SHIPMENT,
  })
  const { reference } = created.body?.data as { reference: string }
  await captureGet('track-shipment', `/track/${reference}`)
  await capture(
    'bn-track-subscribe-refused',
    `/bn/track/${reference}`,
    new URLSearchParams({ reference, email: 'x' }),
  )
  await capture(
    'track-subscribed',
    `/track/${reference}`,
    new URLSearchParams({ reference, email: 'rahim@example.com' }),
  )
})

describe('pages rendered by the server', () => {
  test('answer with the expected statuses', () => {
    expect(Object.fromEntries([...pages].map(([name, page]) => [name, page.status]))).toEqual({
      'contact-refused': 400,
      'contact-too-large': 413,
      'contact-sent': 200,
      'quote-refused': 400,
      'quote-sent': 200,
      'application-refused': 400,
      'application-sent': 200,
      careers: 200,
      'career-open': 200,
      'career-closed': 200,
      'career-unknown': 404,
      'bn-contact-refused': 400,
      'bn-contact-sent': 200,
      'bn-quote-refused': 400,
      'bn-application-refused': 400,
      '/bn/contact': 200,
      '/bn/quote': 200,
      '/bn/track': 200,
      [`/bn/careers/${openId}`]: 200,
      'track-shipment': 200,
      'bn-track-subscribe-refused': 400,
      'track-subscribed': 200,
      ...Object.fromEntries(
        GET_PAGES.map((path) => [
          path,
          [NOT_FOUND_PATH, UNKNOWN_SHIPMENT_PATH].includes(localizedPath(path, 'en')) ? 404 : 200,
        ]),
      ),
    })
  })

  test('pass the Nu HTML Checker with zero errors', async () => {
    const documents = new Map([...pages].map(([name, page]) => [name, page.html]))
    const errors = await nuErrors(documents)
    expect(errors).toEqual([])
  }, 120_000)

  test.each([
    ['contact-refused', DESKTOP],
    ['quote-refused', MOBILE],
    ['application-refused', DESKTOP],
    ['contact-too-large', MOBILE],
    ['contact-sent', MOBILE],
    ['quote-sent', DESKTOP],
    ['application-sent', MOBILE],
    ['careers', MOBILE],
    ['career-open', DESKTOP],
    ['career-closed', MOBILE],
    ['career-unknown', DESKTOP],
    ['track-shipment', MOBILE],
    ['bn-track-subscribe-refused', DESKTOP],
    ['track-subscribed', MOBILE],
  ] as const)('%s has no axe violations', async (name, viewport) => {
    const page = pages.get(name)
    if (!page) throw new Error(`${name} was not captured`)
    const { page: browserPage } = await site.newPage({ viewport })
    // The page as the server sent it, before any script runs.
    await browserPage.route(/\/assets\/.*\.js$/, (route) => route.abort())
    await browserPage.route(`${site.url}/__render`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: page.html }),
    )
    await browserPage.goto('/__render')
    await expectNoAxeViolations(browserPage, name)
  })
})

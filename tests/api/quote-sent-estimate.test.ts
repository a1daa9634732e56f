// Issue 41: a sent quote request carries the instant estimate to staff, and the visitor is told
// so: the API's answer names the estimate's all-in totals, and the confirmation page of the form
// sent without JavaScript (/quote/sent, /bn/quote/sent) says it went with the request, and for
// how much; a request no rate covered says nothing of an estimate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, formatDayFirst } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { AIR_CARD } from '../unit/support/rate-cards.ts'
import { createContent, type ContentEditor } from './support/content.ts'
import { postJson } from './support/http.ts'
import { mainOf } from './support/rendered-pages.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff } from './support/staff.ts'

const SITE_URL = 'http://dbl.example'
const TODAY = dhakaToday()
const READY = addDays(TODAY, 4)

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } })
  const who = await signedInStaff(server, { role: 'pricing', origin: SITE_URL })
  const pricing: ContentEditor = { server, who, origin: SITE_URL }
  const validity = { validFrom: addDays(TODAY, -5), validTo: addDays(TODAY, 25) }
  await createContent(
    pricing,
    'exchange-rates',
    { currency: 'BDT', perUsd: '122.5', day: addDays(TODAY, -6) },
    { publish: true },
  )
  await createContent(pricing, 'rate-cards', { ...AIR_CARD, ...validity }, { publish: true })
}, 180_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

const QUOTE = {
  service: 'air-freight',
  originCity: 'Dhaka',
  originCountry: 'Bangladesh',
  destinationCity: 'Hamburg',
  destinationCountry: 'Germany',
  incoterm: 'DAP',
  commodity: 'Knitwear',
  name: 'Rahima Akter',
  email: 'rahima.sent@example.com',
  phone: '+880 1711 555123',
}
const PIECES = { count: 3, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 210 }

/** The form as the page posts it without JavaScript, then the confirmation page it leads to. */
async function sentPage(path: '/quote' | '/bn/quote', destinationCity: string) {
  const line = Object.entries(PIECES).map(([field, value]) => [
    `packages.0.${field}`,
    String(value),
  ])
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.url },
    body: new URLSearchParams({
      ...QUOTE,
      destinationCity,
      cargoReadyDate: formatDayFirst(READY),
      load: 'lcl-packages',
      ...Object.fromEntries(line),
      website: '',
    }),
  })
  expect(response.status, await response.clone().text()).toBe(303)
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';', 1)[0])
    .join('; ')
  const page = await fetch(`${server.url}${response.headers.get('location')}`, {
    headers: { cookie },
  })
  expect(page.status).toBe(200)
  return mainOf(await page.text())
}

describe('POST /api/quote/create', () => {
  // Via Dubai, 630.0 kg in the +500 band: 1,638.00 + FSC 535.50 + SSC 94.50 + AWB 35.00 +
  // DOC 1,500 BDT ÷ 122.5 = 12.24: 2,315.24 USD; × 122.5 = 283,616.90 BDT.
  it('answers the all-in totals of the estimate the request carries', async () => {
    const answer = await postJson(`${server.url}/api/quote/create`, {
      ...QUOTE,
      cargoReadyDate: READY,
      packages: [PIECES],
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.data).toMatchObject({
      estimate: { totalUsd: '2315.24', totalBdt: '283616.90' },
    })
  })

  it('answers null where no rate covers the lane', async () => {
    const answer = await postJson(`${server.url}/api/quote/create`, {
      ...QUOTE,
      destinationCity: 'Singapore',
      cargoReadyDate: READY,
      packages: [PIECES],
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    // Without an estimate the answer keeps the original API's shape: no estimate field at all.
    expect(answer.body.data).not.toHaveProperty('estimate')
  })
})

describe('the confirmation of a request sent without JavaScript', () => {
  it('says the estimate went with it, and its total', async () => {
    const main = await sentPage('/quote', 'Hamburg')
    expect(main).toContain(
      'Our instant estimate went with your request: USD 2,315.24 all-in, about BDT 283,616.90. Our desk confirms the price.',
    )
  })

  it('says so in Bangla on /bn/quote/sent', async () => {
    const main = await sentPage('/bn/quote', 'হামবুর্গ')
    expect(main).toContain(
      'আমাদের তাৎক্ষণিক আনুমানিক দর আপনার অনুরোধের সঙ্গে গেছে: সব খরচসহ USD ২,৩১৫.২৪, প্রায় ২,৮৩,৬১৬.৯০ টাকা। আমাদের ডেস্ক দর নিশ্চিত করবে।',
    )
  })

  it('says nothing of an estimate when none went with it', async () => {
    const main = await sentPage('/quote', 'Singapore')
    expect(main).toMatch(/data-testid="quote-reference">Q-/)
    expect(main).not.toContain('instant estimate')
  })
})

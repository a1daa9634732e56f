// Issue 41: two servers sharing one PostgreSQL database. Each keeps the published rate cards
// until they change; a card published, or taken off, through one server reaches the other's
// estimates within CONTENT_CHECK_SECONDS, the time the site promises for every publish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { AIR_CARD, THREE_PIECES } from '../unit/support/rate-cards.ts'
import { contentCall, type ContentEditor } from './support/content.ts'
import { getJson } from './support/http.ts'
import {
  databaseUrlFor,
  removeDataDir,
  startServer,
  USES_POSTGRES,
  type RunningServer,
} from './support/server.ts'
import { signedInStaff } from './support/staff.ts'

const SITE_URL = 'http://dbl.example'
const CHECK_SECONDS = 1
/**
 * The promise is one check (a second here) and a read of the cards. A test machine's three
 * workers on two cores stretch that several times, so the poll allows far more: a server that
 * never looks again would still fail it.
 */
const SEEN_WITHIN_MS = 30_000
const TODAY = dhakaToday()

let publishing: RunningServer
let other: RunningServer
let pricing: ContentEditor

const AIR_TO_HAMBURG = new URLSearchParams({
  mode: 'air',
  origin: 'Dhaka',
  destination: 'Hamburg',
  readyDate: addDays(TODAY, 4),
  packages: JSON.stringify(THREE_PIECES.map((line) => ({ ...line, weightKg: 210 }))),
})

/** The rate cards of the options `server` prices Dhaka → Hamburg by air at, cheapest first. */
async function cardsOn(server: RunningServer): Promise<number[]> {
  const { status, body } = await getJson(
    `${server.url}/api/quote/estimate?${AIR_TO_HAMBURG.toString()}`,
  )
  expect(status, JSON.stringify(body)).toBe(200)
  return (body.data as { options: { cardId: number }[] }).options.map(({ cardId }) => cardId)
}

/** Publishes a new item through the publishing server; its revision once published. */
async function publish(collection: string, data: unknown) {
  const created = await contentCall(pricing, 'POST', `/api/staff/content/${collection}`, { data })
  return contentCall(pricing, 'POST', `/api/staff/content/${collection}/${created.id}/publish`, {
    revision: created.revision,
  })
}

describe.skipIf(!USES_POSTGRES)('the estimate on two servers sharing the database', () => {
  beforeAll(async () => {
    const env = { SITE_URL, CONTENT_CHECK_SECONDS: String(CHECK_SECONDS) }
    publishing = await startServer({ env })
    other = await startServer({
      env: { ...env, DATABASE_URL: databaseUrlFor(publishing.dataDir) ?? '' },
    })
    const who = await signedInStaff(publishing, { role: 'pricing', origin: SITE_URL })
    pricing = { server: publishing, who, origin: SITE_URL }
    await publish('exchange-rates', { currency: 'BDT', perUsd: '122.5', day: addDays(TODAY, -6) })
  }, 180_000)
  afterAll(async () => {
    await other?.stop()
    await publishing?.stop()
    if (publishing) await removeDataDir(publishing.dataDir)
  })

  it('a card published or taken off on one server prices, or stops, on the other within the check', async () => {
    // The other server has read the cards, and has none for the lane, before the publish.
    expect(await cardsOn(other)).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, CHECK_SECONDS * 1000))
    expect(await cardsOn(other)).toEqual([])

    const card = await publish('rate-cards', {
      ...AIR_CARD,
      validFrom: addDays(TODAY, -5),
      validTo: addDays(TODAY, 25),
    })
    expect(await cardsOn(publishing)).toEqual([card.id])
    await expect
      .poll(() => cardsOn(other), { timeout: SEEN_WITHIN_MS, interval: 100 })
      .toEqual([card.id])

    await contentCall(pricing, 'POST', `/api/staff/content/rate-cards/${card.id}/unpublish`, {
      revision: card.revision,
    })
    expect(await cardsOn(publishing)).toEqual([])
    await expect.poll(() => cardsOn(other), { timeout: SEEN_WITHIN_MS, interval: 100 }).toEqual([])
  })
})

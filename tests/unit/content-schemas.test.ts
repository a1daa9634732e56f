import { describe, expect, it } from 'vitest'
import {
  CONTENT_COLLECTION_NAMES,
  CONTENT_COLLECTIONS,
  contentSlug,
  lacksBangla,
} from '#schemas/content/collections.ts'
import { noticeSchema } from '#schemas/content/notices.ts'
import { serviceSchema } from '#schemas/content/services.ts'
import { seedItems } from '#server/content/seed.ts'

describe('the seed', () => {
  it('gives every collection items its schema accepts, with their texts in English and Bangla', () => {
    const items = seedItems()
    for (const collection of CONTENT_COLLECTION_NAMES) {
      for (const item of items[collection]) {
        const parsed = CONTENT_COLLECTIONS[collection].schema.safeParse(item.data)
        expect(parsed.error?.issues, `${collection} ${item.id}`).toBeUndefined()
      }
    }
    expect(items.services[0]?.data.title).toEqual({ en: 'AIR FREIGHT', bn: 'এয়ার ফ্রেইট' })
    expect(items.notices).toEqual([])
  })

  it('keeps one entry, id 1, for each singleton', () => {
    const items = seedItems()
    for (const collection of CONTENT_COLLECTION_NAMES) {
      if (!CONTENT_COLLECTIONS[collection].singleton) continue
      expect(
        items[collection].map(({ id }) => id),
        collection,
      ).toEqual([1])
    }
  })
})

describe('lacksBangla', () => {
  it('finds an English text without Bangla anywhere in the data', () => {
    expect(lacksBangla({ title: { en: 'Air', bn: 'বিমান' } })).toBe(false)
    expect(
      lacksBangla({
        list: [
          { en: 'Air', bn: 'বিমান' },
          { en: 'Sea', bn: '' },
        ],
      }),
    ).toBe(true)
    expect(lacksBangla({ phones: ['+880 2 5505 0101'], year: 2014 })).toBe(false)
  })
})

describe('notices', () => {
  const notice = {
    title: { en: 'Eid closure', bn: '' },
    text: { en: 'Both offices are closed.', bn: '' },
    severity: 'information',
    officeIds: [],
    startsAt: '2026-12-01T09:00:00+06:00',
    endsAt: '2026-12-03T09:00:00+06:00',
  }

  it('must end after they start', () => {
    expect(noticeSchema.safeParse(notice).success).toBe(true)
    const backwards = noticeSchema.safeParse({ ...notice, endsAt: notice.startsAt })
    expect(backwards.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['endsAt', 'The end must come after the start.'],
    ])
  })
})

describe('a service’s transit times', () => {
  const service = seedItems().services[1]?.data
  const withLane = (lane: Record<string, unknown>) => ({ ...service, transitTimes: [lane] })
  const lane = {
    lane: { en: 'Chattogram → Hamburg', bn: 'চট্টগ্রাম → হামবুর্গ' },
    fastestDays: 28,
    slowestDays: 35,
  }
  const problems = (data: unknown) =>
    serviceSchema
      .safeParse(data)
      .error?.issues.map(({ path, message }) => [path.join('.'), message])

  it('may leave a lane’s note empty in both languages, or out', () => {
    expect(problems(withLane({ ...lane, note: { en: '', bn: '' } }))).toBeUndefined()
    expect(serviceSchema.parse(withLane(lane)).transitTimes[0]?.note).toEqual({ en: '', bn: '' })
  })

  it('refuses a lane without its name, or with fewer most days than fewest', () => {
    expect(problems(withLane({ ...lane, lane: { en: '', bn: '' } }))).toEqual([
      ['transitTimes.0.lane.en', 'Lane (English) is required.'],
    ])
    expect(problems(withLane({ ...lane, slowestDays: 27 }))).toEqual([
      ['transitTimes.0.slowestDays', 'Most days cannot be fewer than fewest days.'],
    ])
    expect(problems(withLane({ ...lane, fastestDays: 2.5 }))).toEqual([
      ['transitTimes.0.fastestDays', 'Fewest days must be a whole number from 0 to 180.'],
    ])
  })
})

describe('contentSlug', () => {
  it('makes an address segment of a name, never digits alone', () => {
    expect(contentSlug('Mango Season Air Programme!', 'x')).toBe('mango-season-air-programme')
    expect(contentSlug('2026', 'projects-12')).toBe('projects-12')
  })
})

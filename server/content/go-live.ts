import { asc, isNotNull } from 'drizzle-orm'
import {
  CONTENT_COLLECTIONS,
  isContentCollection,
  contentItemName,
  type ContentCollection,
} from '#schemas/content/collections.ts'
import type { ImageRef } from '#schemas/content/image-ref.ts'
import type { GoLiveEntry } from '#schemas/staff-go-live.ts'
import { contentEntries } from '#server/db/schema.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { seedItems } from './seed.ts'

/*
 * The "Before going live" list: what visitors see now that is still a placeholder of the seed.
 * It reads the published content (a fix waiting in a draft is not live yet) and compares it with
 * the seed where "still as seeded" needs the seed's value (the phone numbers).
 */

/** An address on a domain reserved for examples: info@example.com, https://example.org/x, a.example. */
const EXAMPLE_ADDRESS =
  /(?:[\w.+-]+@)?(?:[a-z0-9-]+\.)*(?:example\.[a-z]{2,}|[a-z0-9-]+\.example)(?![\w.-]*[\w-])/gi

/** A run of digits written as a phone number: "+880 2 5505 0101", "8801711000101". */
const PHONE_LIKE = /\+?\d[\d\s().-]{6,}\d/g

/** Where visitors expect a photograph: the seed's drawings there are placeholders. */
const PHOTO_FIELDS: Partial<Record<ContentCollection, string>> = {
  slides: 'image',
  team: 'image',
  projects: 'image',
  gallery: 'image',
  initiatives: 'image',
  portfolio: 'image',
}

/** Host names that only ever reach the machine itself. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0'])

const digitsOf = (text: string) => text.replace(/\D/g, '')

/** Every phone and WhatsApp number the seed gave the offices, as digits. */
function seededPhoneDigits(): Set<string> {
  return new Set(
    seedItems().offices.flatMap(({ data }) => [...data.phones, data.whatsapp].map(digitsOf)),
  )
}

/** Each text of an item with where it is: ["phones", 0] → "+880 …". */
function* textsIn(value: unknown, path: (string | number)[] = []): Generator<[string, string]> {
  if (typeof value === 'string') {
    yield [fieldName(path), value]
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* textsIn(item, [...path, index])
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) yield* textsIn(item, [...path, key])
  }
}

/** A field as an editor finds it on the form: "phones 1", "address street (Bangla)", "trade licence". */
function fieldName(path: (string | number)[]): string {
  return path
    .map((segment) => {
      if (typeof segment === 'number') return String(segment + 1)
      if (segment === 'en') return '(English)'
      if (segment === 'bn') return '(Bangla)'
      return segment.replace(/[A-Z]/g, (capital) => ` ${capital.toLowerCase()}`)
    })
    .join(' ')
}

/** Whether the site's public address is one only this machine can reach. */
export function isLocalSiteUrl(siteUrl: string): boolean {
  return LOCAL_HOSTS.has(new URL(siteUrl).hostname)
}

/**
 * Everything still as seeded that should not go live, in the workspace's order of collections
 * and items: example addresses, the seed's phone numbers, drawings where a photo belongs, the
 * memberships and trade licence left empty, and a SITE_URL on localhost.
 */
export async function goLiveList(db: Executor, siteUrl: string): Promise<GoLiveEntry[]> {
  const rows = await db
    .select()
    .from(contentEntries)
    .where(isNotNull(contentEntries.published))
    .orderBy(asc(contentEntries.sortOrder), asc(contentEntries.id))
  const order = Object.keys(CONTENT_COLLECTIONS)
  rows.sort((a, b) => order.indexOf(a.collection) - order.indexOf(b.collection))
  const seededPhones = seededPhoneDigits()
  const entries: GoLiveEntry[] = []

  for (const row of rows) {
    // Visitors see only the public kinds (staff-only ones, like rate cards, never go live).
    if (!isContentCollection(row.collection) || !CONTENT_COLLECTIONS[row.collection].public)
      continue
    const collection: ContentCollection = row.collection
    const data = row.published ?? {}
    const entry = (reason: GoLiveEntry['reason'], field: string, value: string): GoLiveEntry => ({
      reason,
      item: contentItemName(collection, data),
      collection: CONTENT_COLLECTIONS[collection].label.en,
      field,
      value,
      editPath: `/staff/content/${collection}/${row.id}`,
    })

    for (const [field, text] of textsIn(data)) {
      for (const address of new Set(text.match(EXAMPLE_ADDRESS))) {
        entries.push(entry('example-address', field, address))
      }
      const phones = (text.match(PHONE_LIKE) ?? []).filter((phone) =>
        seededPhones.has(digitsOf(phone)),
      )
      for (const phone of new Set(phones)) entries.push(entry('seeded-phone', field, phone))
    }

    const photoField = PHOTO_FIELDS[collection]
    const picture = photoField === undefined ? undefined : (data[photoField] as ImageRef)
    if (photoField !== undefined && picture?.kind === 'illustration') {
      entries.push(entry('drawing', fieldName([photoField]), picture.path))
    }

    if (collection === 'site-settings') {
      if (!data.tradeLicence) entries.push(entry('not-filled', fieldName(['tradeLicence']), ''))
      const memberships = data.memberships as unknown[] | undefined
      if (!memberships?.length) entries.push(entry('not-filled', 'memberships', ''))
    }
  }

  if (isLocalSiteUrl(siteUrl)) {
    entries.push({
      reason: 'server-setting',
      item: 'The server',
      collection: null,
      field: 'SITE_URL',
      value: siteUrl,
      editPath: null,
    })
  }
  return entries
}

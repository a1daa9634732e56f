import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import {
  CONTENT_COLLECTIONS,
  isContentCollection,
  type ContentCollection,
  type ContentData,
} from '#schemas/content/collections.ts'
import type { Collection } from '#schemas/registry/collection.ts'
import { withEveryField } from '#schemas/registry/values.ts'
import type { PublishedPictures } from '#domain/page-host.ts'
import type { Language } from '#schemas/content/localized.ts'
import type { Database } from '#server/db/client.ts'
import { contentEntries, contentGeneration, contentVersions } from '#server/db/schema.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import type { PageMedia } from '#schemas/media.ts'
import { apiImageUrls, mediaRefsIn, publishedMedia } from './media-refs.ts'
import {
  publicRecords,
  type PublicRecords,
  type PublishedCollections,
  type PublishedItem,
} from '#schemas/content/public-records.ts'

interface Snapshot {
  generation: number
  collections: PublishedCollections
  /** The media pictures the content shows, with their files (server/content/media-refs.ts). */
  media: ReadonlyMap<string, PageMedia>
  /** The file the API names for each of them. */
  mediaUrls: ReadonlyMap<string, string>
  /** What the API and the pages show, worked out once per language for this snapshot. */
  records: Map<Language, PublicRecords>
}

/** The generation of what visitors see: it grows in the transaction of every public change. */
export async function currentGeneration(db: Executor): Promise<number> {
  const [row] = await db
    .select({ generation: contentGeneration.generation })
    .from(contentGeneration)
  return row?.generation ?? 0
}

/** Moves the generation on, inside the transaction of the change it announces. */
export async function advanceGeneration(tx: Executor): Promise<void> {
  await tx
    .insert(contentGeneration)
    .values({ id: 1, generation: 1 })
    .onConflictDoUpdate({
      target: contentGeneration.id,
      set: { generation: sql`${contentGeneration.generation} + 1` },
    })
}

/**
 * 'published': what visitors see. 'drafts': what they would see if every draft were published
 * now (a draft in place of its published data, and items that exist only as drafts), for staff
 * previews.
 */
type SnapshotSource = 'published' | 'drafts'

const PUBLIC_COLLECTIONS = Object.entries(CONTENT_COLLECTIONS)
  .filter(([, definition]) => definition.public)
  .map(([name]) => name)

async function readSnapshot(db: Executor, source: SnapshotSource): Promise<Snapshot> {
  // The generation first: a change committed between the two reads moves it past the one kept
  // here, so the next check reads again instead of keeping a stale copy for good.
  const generation = await currentGeneration(db)
  const shown =
    source === 'published'
      ? contentEntries.published
      : sql<unknown>`coalesce(${contentEntries.draft}, ${contentEntries.published})`
  const firstVersion = db
    .select({
      collection: contentVersions.collection,
      entryId: contentVersions.entryId,
      // The day as a vacancy's datePosted has always been written: UTC's.
      on: sql<string>`to_char(min(${contentVersions.publishedAt}) at time zone 'UTC', 'YYYY-MM-DD')`.as(
        'first_published_on',
      ),
    })
    .from(contentVersions)
    .groupBy(contentVersions.collection, contentVersions.entryId)
    .as('first_version')
  const rows = await db
    .select({
      collection: contentEntries.collection,
      id: contentEntries.id,
      slug: contentEntries.slug,
      sortOrder: contentEntries.sortOrder,
      published: shown,
      publishedAt: contentEntries.publishedAt,
      createdAt: contentEntries.createdAt,
      firstPublishedOn: firstVersion.on,
    })
    .from(contentEntries)
    .leftJoin(
      firstVersion,
      and(
        eq(firstVersion.collection, contentEntries.collection),
        eq(firstVersion.entryId, contentEntries.id),
      ),
    )
    .where(
      and(
        // Staff-only kinds never reach visitors: thousands of rate cards are not read at all.
        inArray(contentEntries.collection, PUBLIC_COLLECTIONS),
        source === 'published'
          ? isNotNull(contentEntries.published)
          : or(isNotNull(contentEntries.published), isNotNull(contentEntries.draft)),
      ),
    )
    .orderBy(asc(contentEntries.collection), asc(contentEntries.sortOrder), asc(contentEntries.id))
  const collections = {} as Record<string, PublishedItem[]>
  for (const row of rows) {
    // A collection no longer defined (left by an older version), or kept for staff, is not shown.
    if (!isContentCollection(row.collection)) continue
    const definition: Collection = CONTENT_COLLECTIONS[row.collection]
    if (!definition.public) continue
    const { fields } = definition
    // An item seeded or moved in without a publication (or only a draft, in a preview) counts
    // from its latest publication, or from when it was made.
    const publishedAt = row.publishedAt ?? row.createdAt
    ;(collections[row.collection] ??= []).push({
      id: row.id,
      slug: row.slug,
      sortOrder: row.sortOrder,
      publishedAt,
      firstPublishedOn: row.firstPublishedOn ?? publishedAt.toISOString().slice(0, 10),
      // Saved before a field was added, an item reads with that field empty.
      data: withEveryField(fields, row.published) as ContentData<ContentCollection>,
    })
  }
  const mediaIds = [
    ...new Set(rows.flatMap((row) => mediaRefsIn(row.published).map(({ id }) => id))),
  ]
  const media = await publishedMedia(db, mediaIds)
  return {
    generation,
    media,
    mediaUrls: apiImageUrls(media),
    collections: new Proxy(collections, {
      get: (target, name: string) => target[name] ?? [],
    }) as PublishedCollections,
    records: new Map(),
  }
}

/**
 * The published content, held by this server and read again when it changes: at once after a
 * change made through this server (`invalidate`), and on other servers sharing the database
 * when their check, every `checkMs`, finds the content generation moved (see
 * docs/decisions/0011-content-in-the-database.md). A check is one single-row read.
 */
export class PublishedContent {
  readonly #db: Database
  readonly #checkMs: number
  #snapshot: Promise<Snapshot> | undefined
  #checking: Promise<Snapshot> | undefined
  #checkedAt = 0
  readonly #onInvalidate: (() => void)[] = []

  constructor(db: Database, checkMs: number) {
    this.#db = db
    this.#checkMs = checkMs
  }

  #read(): Promise<Snapshot> {
    const reading = readSnapshot(this.#db, 'published')
    this.#snapshot = reading
    this.#checkedAt = Date.now()
    // A failed read is not kept: the next request tries again.
    reading.catch(() => {
      if (this.#snapshot === reading) this.#snapshot = undefined
    })
    return reading
  }

  #current(): Promise<Snapshot> {
    const held = this.#snapshot
    if (!held) return this.#read()
    if (Date.now() - this.#checkedAt < this.#checkMs) return held
    this.#checking ??= (async () => {
      try {
        const [snapshot, generation] = await Promise.all([held, currentGeneration(this.#db)])
        this.#checkedAt = Date.now()
        if (generation === snapshot.generation || this.#snapshot !== held) {
          return this.#snapshot ?? this.#read()
        }
        return await this.#read()
      } finally {
        this.#checking = undefined
      }
    })()
    return this.#checking
  }

  /** Every collection's published items, in their order. */
  async collections(): Promise<PublishedCollections> {
    return (await this.#current()).collections
  }

  /** What the public API and pages show, in `language`. */
  async records(language: Language): Promise<PublicRecords> {
    const snapshot = await this.#current()
    let records = snapshot.records.get(language)
    if (!records) {
      records = publicRecords(snapshot.collections, language, snapshot.mediaUrls)
      snapshot.records.set(language, records)
    }
    return records
  }

  /**
   * Every collection's published items (their image references are in their data) and the
   * media pictures they show, with their files: what the pages build responsive images from.
   */
  async pictures(): Promise<PublishedPictures> {
    const { collections, media } = await this.#current()
    return { collections, media }
  }

  /** After a change made through this server: the next read goes to the database. */
  invalidate(): void {
    this.#snapshot = undefined
    for (const listener of this.#onInvalidate) listener()
  }

  /** Runs `listener` at every invalidate: a cache of its own (the estimate's rate cards) goes with it. */
  onInvalidate(listener: () => void): void {
    this.#onInvalidate.push(listener)
  }
}

/**
 * The site as it would be with every draft published, in `language`, for a staff preview
 * (docs/decisions/0011-content-in-the-database.md, Preview). Read afresh for each preview and
 * never kept: the published copy above is neither read nor changed by it.
 */
export async function previewRecords(db: Executor, language: Language): Promise<PublicRecords> {
  const snapshot = await readSnapshot(db, 'drafts')
  return publicRecords(snapshot.collections, language, snapshot.mediaUrls)
}

/**
 * The items and media pictures of the site with every draft published, for a staff preview's
 * photos: a draft's new picture shows in its preview. Read afresh like previewRecords, never kept.
 */
export async function previewPictures(db: Executor): Promise<PublishedPictures> {
  const { collections, media } = await readSnapshot(db, 'drafts')
  return { collections, media }
}

/**
 * The published items of one collection, oldest first, each with every field (one saved before a
 * field was added reads with it empty): how a staff-only kind, which the snapshot above leaves
 * out, is read by the feature that uses it (sailings, rates of exchange).
 */
export async function publishedItemsOf<C extends ContentCollection>(
  db: Executor,
  collection: C,
): Promise<{ id: number; data: ContentData<C> }[]> {
  const rows = await db
    .select({ id: contentEntries.id, published: contentEntries.published })
    .from(contentEntries)
    .where(and(eq(contentEntries.collection, collection), isNotNull(contentEntries.published)))
    .orderBy(asc(contentEntries.id))
  const { fields } = CONTENT_COLLECTIONS[collection] as Collection
  return rows.map((row) => ({
    id: row.id,
    data: withEveryField(fields, row.published) as ContentData<C>,
  }))
}

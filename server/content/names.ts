import { and, asc, eq, isNotNull, or } from 'drizzle-orm'
import type { ContentData } from '#schemas/content/collections.ts'
import type { ServiceMode } from '#schemas/content/services.ts'
import { contentEntries } from '#server/db/schema.ts'
import type { Executor } from '#server/notifications/outbox.ts'

/**
 * What the server's own texts (emails, the inbox, the quote check) name from the site content
 * staff edit: read from the database each time, a row or a few, never from content/ (issue 22).
 * In English: these texts are written for the sales desk and in English.
 */

export interface ServiceName {
  slug: string
  title: string
  /** Which chargeable-weight rule applies. */
  mode: ServiceMode
}

/**
 * The services by slug. 'published': those a visitor can choose now (the quote form, the quote
 * check). 'any': every service, a withdrawn one by its last text, so that an old quote request in
 * the inbox still says which service it was for.
 */
export async function serviceNames(
  db: Executor,
  which: 'published' | 'any',
): Promise<Map<string, ServiceName>> {
  const rows = await db
    .select({
      slug: contentEntries.slug,
      id: contentEntries.id,
      published: contentEntries.published,
      draft: contentEntries.draft,
    })
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.collection, 'services'),
        which === 'published'
          ? isNotNull(contentEntries.published)
          : or(isNotNull(contentEntries.published), isNotNull(contentEntries.draft)),
      ),
    )
    .orderBy(asc(contentEntries.sortOrder), asc(contentEntries.id))
  const names = new Map<string, ServiceName>()
  for (const row of rows) {
    const data = (row.published ?? row.draft) as ContentData<'services'>
    const slug = row.slug ?? String(row.id)
    names.set(slug, { slug, title: data.title.en, mode: data.mode })
  }
  return names
}

/** The company's published name. */
export async function companyName(db: Executor): Promise<string> {
  const [row] = await db
    .select({ published: contentEntries.published })
    .from(contentEntries)
    .where(and(eq(contentEntries.collection, 'company'), eq(contentEntries.id, 1)))
  const company = row?.published as ContentData<'company'> | null | undefined
  if (!company) throw new Error('The company record is not published')
  return company.name.en
}

export interface OfficeContact {
  name: string
  phones: readonly string[]
}

/** The published offices' names and phones, in their order, for "call us" lines. */
export async function officeContacts(db: Executor): Promise<OfficeContact[]> {
  const rows = await db
    .select({ published: contentEntries.published })
    .from(contentEntries)
    .where(and(eq(contentEntries.collection, 'offices'), isNotNull(contentEntries.published)))
    .orderBy(asc(contentEntries.sortOrder), asc(contentEntries.id))
  return rows.map((row) => {
    const office = row.published as ContentData<'offices'>
    return { name: office.name.en, phones: office.phones }
  })
}

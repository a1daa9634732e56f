/**
 * What every public page shows around its own content (the company, its offices, the site
 * settings, the notices in force), read per request from the published content in the database
 * through the PageHost (docs/decisions/0011-content-in-the-database.md). The public layout's
 * loader reads it once per page; components take it from there with `useSite`.
 */
import { fill, type MessagesOf } from '#app/i18n/messages.ts'
import { formatLongDate } from '#domain/calendar.ts'
import { toDhakaParts } from '#domain/dhaka-time.ts'
import type { shellMessages } from '#app/routes/site-layout.messages.ts'
import type { Language } from '#schemas/content/localized.ts'
import type { PublicRecords } from '#schemas/content/public-records.ts'
import { useRouteLoaderData, type RouterContextProvider } from 'react-router'
import type { PreviewBarMessages } from '#app/components/preview-bar.tsx'
import { pageHost } from './page-host.ts'

type PublishedCompany = NonNullable<PublicRecords['company']>
/**
 * The company as every page's shell shows it. Its introduction is left to home and About, which
 * show it (their loaders): in every page's data it was a kilobyte the others did not use.
 */
export type SiteCompany = Omit<PublishedCompany, 'introduction'>
export type SiteOffice = PublicRecords['offices'][number]
type PublishedNotice = PublicRecords['notices'][number]
/**
 * A notice as the pages show it: `startsLabel` ("From Thursday, 12 June 2027") while it is
 * announced ahead of its start, null once it applies.
 */
export type SiteNotice = PublishedNotice & { startsLabel: string | null }

export type ShellMessages = MessagesOf<typeof shellMessages>

export interface Site {
  /** The language of the page, from its address. */
  language: Language
  company: SiteCompany
  offices: readonly SiteOffice[]
  settings: PublicRecords['settings']
  /** The notices shown when the page was rendered: in force, or announced ahead. */
  notices: readonly SiteNotice[]
  /** A staff preview of the drafts: the preview bar's texts; null on every visitor's page. */
  preview: PreviewBarMessages | null
  /** The shell's texts (header, footer, banners, 404…) in the page's language. */
  messages: ShellMessages
}

/** The published content of this request's language. */
export function siteRecords(
  context: Readonly<RouterContextProvider>,
  language: Language,
): Promise<PublicRecords> {
  return pageHost(context).content(language)
}

/**
 * Decided from the clock on every render, never cached: a notice shows from its start (or from
 * the day it is announced ahead) and is gone at its end, whatever copy of the content the server
 * holds. `fromDay` words its start ("From {day}") while it has not come.
 */
export function noticesShown(
  records: PublicRecords,
  now: number,
  language: Language,
  fromDay: string,
): SiteNotice[] {
  return records.notices
    .filter((notice) => Date.parse(notice.showFrom) <= now && now < Date.parse(notice.endsAt))
    .map((notice) => ({
      ...notice,
      startsLabel:
        now < Date.parse(notice.startsAt)
          ? fill(fromDay, { day: formatLongDate(toDhakaParts(notice.startsAt).date, language) })
          : null,
    }))
}

/** The site in the page's language; the shell's texts come with it (app/routes/site-layout.tsx). */
export async function loadSite(
  context: Readonly<RouterContextProvider>,
  language: Language,
  previewMessages: PreviewBarMessages,
  noticeFrom: string,
): Promise<Omit<Site, 'messages'>> {
  const records = await siteRecords(context, language)
  if (!records.company) throw new Error('The company record is not published')
  const { introduction, ...company } = records.company
  return {
    language,
    company,
    offices: records.offices,
    settings: records.settings,
    notices: noticesShown(records, Date.now(), language, noticeFrom),
    preview: pageHost(context).preview ? previewMessages : null,
  }
}

export const SITE_LAYOUT_ROUTE = 'routes/site-layout'

/** The site around the page, loaded by the public layout. */
export function useSite(): Site {
  const site = useRouteLoaderData<Site>(SITE_LAYOUT_ROUTE)
  if (!site) throw new Error('useSite is for pages inside the public layout')
  return site
}

/** The site from a meta function's matches; undefined outside the public layout. */
export function siteOfMatches(
  matches: readonly ({ id: string; pathname?: string; loaderData?: unknown } | undefined)[],
): Site | undefined {
  const match = matches.find((candidate) => candidate?.id === SITE_LAYOUT_ROUTE)
  return match?.loaderData as Site | undefined
}

/** The shell's texts in the page's language. */
export function useShellMessages(): ShellMessages {
  return useSite().messages
}

export function headquartersOf(site: Pick<Site, 'offices'>): SiteOffice | undefined {
  return site.offices.find((office) => office.kind === 'headquarters') ?? site.offices[0]
}

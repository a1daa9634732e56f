import '#app/components/staff/content/content.css'
import { Form, Link } from 'react-router'
import type { Route } from './+types/content'
import { staffApi } from '#app/staff/api.ts'
import { unlessForbidden, type StaffScreenHandle } from '#app/components/staff/access.tsx'
import { SITE_CONTENT } from '#app/components/staff/content/load.ts'
import { CONTENT_EDITOR_ROLES } from '#schemas/content/collections.ts'
import {
  CONTENT_SEARCH_MAX,
  ContentSearchQuerySchema,
  StaffContentListSchema,
  StaffContentSearchSchema,
} from '#schemas/staff-content.ts'
import { ContentSearchResults } from '#app/components/staff/content/search-results.tsx'
import { StaffTable, type StaffColumn } from '#app/components/staff/staff-table.tsx'
import type { z } from '#schemas/zod.ts'

export const handle: StaffScreenHandle = { staffRoles: CONTENT_EDITOR_ROLES }

export const meta = () => [{ title: 'Site content | Staff' }]

/**
 * Every list of the public site the role works on, read together: the overview counts them; a
 * collection of another role's (the vacancies are hr's) answers 403 and is left out. With `?q=`,
 * the search's results too; a search the API would refuse is refused here, in its words.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const typed = new URL(request.url).searchParams.get('q')
  const query = typed === null ? null : ContentSearchQuerySchema.safeParse({ q: typed })
  const signal = request.signal
  const [lists, search] = await Promise.all([
    Promise.all(
      SITE_CONTENT.map((collection) =>
        unlessForbidden(
          staffApi(`/api/staff/content/${collection}`, StaffContentListSchema, { signal }),
        ),
      ),
    ),
    query?.success
      ? staffApi(
          `/api/staff/content-search?q=${encodeURIComponent(query.data.q)}`,
          StaffContentSearchSchema,
          { signal },
        ).then(({ data }) => data)
      : null,
  ])
  const allowed = lists.filter((list) => list !== null)
  if (allowed.length === 0) return null
  return {
    lists: allowed,
    typed: typed ?? '',
    search,
    refusal: query && !query.success ? (query.error.issues[0]?.message ?? null) : null,
  }
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'

type ContentList = z.infer<typeof StaffContentListSchema>['data']

const KIND_COLUMNS: StaffColumn<ContentList>[] = [
  {
    label: 'Content',
    inCard: 'bare',
    cell: (list) => <Link to={`/staff/content/${list.collection}`}>{list.label}</Link>,
  },
  { label: 'Items', cell: (list) => list.items.length },
  {
    label: 'Unpublished changes',
    cell: (list) =>
      list.items.filter((item) => item.status === 'draft' || item.status === 'changed').length,
  },
  {
    label: 'Without Bangla',
    cell: (list) => {
      const untranslated = list.items.filter((item) => item.untranslated).length
      return untranslated === 0 ? 'All translated' : `${untranslated} to translate`
    },
  },
]

/** The kinds of site content, each with how many items it has and what waits for a change. */
export default function StaffContent({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null
  const { lists, typed, search, refusal } = loaderData
  return (
    <section aria-labelledby="content-title" className="staff-content">
      <h1 id="content-title">Site content</h1>
      <p>
        Every text and picture of the public site. A change is a draft until you publish it;
        visitors see it at once after that.
      </p>
      <Form method="get" role="search" aria-label="Site content" className="content-search">
        <div className="field">
          <label htmlFor="content-search-q">Search all content</label>
          <p className="field__hint" id="content-search-hint">
            Any text, in English or Bangla, as it reads now (drafts included).
          </p>
          <input
            id="content-search-q"
            name="q"
            type="search"
            key={typed}
            defaultValue={typed}
            maxLength={CONTENT_SEARCH_MAX}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={`content-search-hint${refusal ? ' content-search-error' : ''}`}
          />
          {refusal ? (
            <p className="field__error" id="content-search-error">
              {refusal}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </Form>
      {search ? <ContentSearchResults search={search} /> : null}
      <StaffTable
        caption={{ text: 'Kinds of site content', hidden: true }}
        rows={lists.map(({ data }) => data)}
        rowKey={(list) => list.collection}
        columns={KIND_COLUMNS}
      />
    </section>
  )
}

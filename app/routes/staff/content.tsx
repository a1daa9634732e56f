import '#app/components/staff/content/content.css'
import { Link } from 'react-router'
import type { Route } from './+types/content'
import { staffApi } from '#app/staff/api.ts'
import { unlessForbidden, type StaffScreenHandle } from '#app/components/staff/access.tsx'
import { CONTENT_COLLECTION_NAMES, CONTENT_EDITOR_ROLES } from '#schemas/content/collections.ts'
import { StaffContentListSchema } from '#schemas/staff-content.ts'

export const handle: StaffScreenHandle = { staffRoles: CONTENT_EDITOR_ROLES }

export const meta = () => [{ title: 'Site content | Staff' }]

/**
 * Every list the role works on, read together: the overview counts them. A collection of
 * another role's (the vacancies are hr's) answers 403 and is left out.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const lists = await Promise.all(
    CONTENT_COLLECTION_NAMES.map((collection) =>
      unlessForbidden(
        staffApi(`/api/staff/content/${collection}`, StaffContentListSchema, {
          signal: request.signal,
        }),
      ),
    ),
  )
  const allowed = lists.filter((list) => list !== null)
  return allowed.length > 0 ? allowed : null
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'

/** The kinds of site content, each with how many items it has and what waits for a change. */
export default function StaffContent({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null
  return (
    <section aria-labelledby="content-title" className="staff-content">
      <h1 id="content-title">Site content</h1>
      <p>
        Every text and picture of the public site. A change is a draft until you publish it;
        visitors see it at once after that.
      </p>
      <div className="staff-table-wrap">
        <table className="staff-table staff-table--cards">
          <caption className="visually-hidden">Kinds of site content</caption>
          <thead>
            <tr>
              <th scope="col">Content</th>
              <th scope="col">Items</th>
              <th scope="col">Unpublished changes</th>
              <th scope="col">Without Bangla</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.map(({ data }) => {
              const pending = data.items.filter(
                (item) => item.status === 'draft' || item.status === 'changed',
              ).length
              const untranslated = data.items.filter((item) => item.untranslated).length
              return (
                <tr key={data.collection}>
                  <td>
                    <Link to={`/staff/content/${data.collection}`}>{data.label}</Link>
                  </td>
                  <td data-label="Items">{data.items.length}</td>
                  <td data-label="Unpublished changes">{pending}</td>
                  <td data-label="Without Bangla">
                    {untranslated === 0 ? 'All translated' : `${untranslated} to translate`}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}

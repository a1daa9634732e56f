import '#app/components/staff/content/content.css'
import type { Route } from './+types/content-new'
import { staffApi } from '#app/staff/api.ts'
import { createAndOpen, submission } from '#app/staff/action-result.ts'
import { unlessForbidden } from '#app/components/staff/access.tsx'
import { ContentForm } from '#app/components/staff/content/content-form.tsx'
import { ContentCrumbs } from '#app/components/staff/content/crumbs.tsx'
import {
  collectionLabel,
  collectionParam,
  contentScreenHandle,
  loadFormChoices,
} from '#app/components/staff/content/load.ts'
import { emptyRecord } from '#schemas/registry/values.ts'
import { CONTENT_COLLECTIONS } from '#schemas/content/collections.ts'
import { StaffContentItemResponseSchema } from '#schemas/staff-content.ts'

export const handle = contentScreenHandle

export const meta = () => [{ title: 'New content | Staff' }]

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const collection = collectionParam(params.collection)
  return unlessForbidden(
    loadFormChoices(collection, request.signal).then((choices) => ({ collection, ...choices })),
  )
}

/** The new item is saved as a draft, then its own screen opens. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const collection = collectionParam(params.collection)
  const { values } = await submission(request)
  return createAndOpen(
    async () =>
      (
        await staffApi(`/api/staff/content/${collection}`, StaffContentItemResponseSchema, {
          body: { data: values.data },
        })
      ).data.id,
    (id) => `/staff/content/${collection}/${id}`,
  )
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'
export { ignorePolling as shouldRevalidate } from '#app/staff/use-polling.ts'

/** A new item of a collection, saved as a draft at the end of its list. */
export default function StaffContentNew({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null
  const { collection, options, media } = loaderData
  const empty = emptyRecord(CONTENT_COLLECTIONS[collection].fields)
  const label = collectionLabel(collection)
  return (
    <section aria-labelledby="content-new-title" className="staff-content">
      <ContentCrumbs collection={collection} list />
      <h1 id="content-new-title">New item: {label}</h1>
      <ContentForm
        collection={collection}
        initial={empty}
        original={empty}
        options={options}
        media={media}
        label={`New item: ${label}`}
        submitLabel="Save draft"
      />
    </section>
  )
}

import '#app/components/staff/content/content.css'
import { withEveryField } from '#schemas/registry/values.ts'
import { DhakaTimeInput } from '#app/components/staff/content/date-fields.tsx'
import { useState } from 'react'
import { redirect, useFetcher } from 'react-router'
import type { Route } from './+types/content-item'
import { staffApi } from '#app/staff/api.ts'
import {
  newestRecord,
  staffActionResult,
  staffSaveResult,
  submission,
} from '#app/staff/action-result.ts'
import { unlessForbidden } from '#app/components/staff/access.tsx'
import { ContentForm } from '#app/components/staff/content/content-form.tsx'
import { ContentCrumbs } from '#app/components/staff/content/crumbs.tsx'
import {
  collectionParam,
  contentScreenHandle,
  loadFormChoices,
} from '#app/components/staff/content/load.ts'
import { PreviewLinks } from '#app/components/staff/content/preview-links.tsx'
import { STATUS_LABELS, statusNote } from '#app/components/staff/content/status.ts'
import { CONTENT_COLLECTIONS, type ContentCollection } from '#schemas/content/collections.ts'
import {
  StaffContentItemResponseSchema,
  StaffContentVersionsSchema,
  type StaffContentItem,
} from '#schemas/staff-content.ts'
import { formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { z } from '#schemas/zod.ts'

export const handle = contentScreenHandle

export const meta = () => [{ title: 'Edit content | Staff' }]

function itemPath(collection: string, id: string | number) {
  return `/api/staff/content/${collection}/${id}`
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const collection = collectionParam(params.collection)
  const { signal } = request
  return unlessForbidden(
    Promise.all([
      staffApi(itemPath(collection, params.id), StaffContentItemResponseSchema, { signal }),
      staffApi(`${itemPath(collection, params.id)}/versions`, StaffContentVersionsSchema, {
        signal,
      }),
      loadFormChoices(collection, signal),
    ]).then(([item, versions, choices]) => ({
      collection,
      item: item.data,
      versions: versions.data,
      ...choices,
    })),
  )
}

/**
 * Save the draft (the edit form's JSON), publish, unpublish, schedule, restore a version or
 * delete: each names the revision it saw. A save, a schedule and a restore answer with the item
 * as the server saved it, which the screen shows without reading it again; publishing and taking
 * off the site read the item, its versions and the layout (the company's name may change) again.
 */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const collection = collectionParam(params.collection)
  const { intent, values } = await submission(request)
  const path = itemPath(collection, params.id)
  const revision = Number(values.revision)
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : '')
  const dhakaTime = (name: string) => (text(name) === '' ? null : text(name))
  const saved = (notice: string, call: () => Promise<{ data: StaffContentItem }>) =>
    staffSaveResult(async () => ({ notice, saved: (await call()).data }))
  switch (intent) {
    case 'delete': {
      const result = await staffActionResult(async () => {
        // The API answers 204 with no body.
        await staffApi(path, z.unknown(), { method: 'DELETE', body: { revision } })
        return 'Deleted.'
      })
      return result.problem ? result : redirect(`/staff/content/${collection}`)
    }
    case 'save':
      return saved('Draft saved. Visitors see it once you publish it.', () =>
        staffApi(path, StaffContentItemResponseSchema, {
          method: 'PUT',
          body: { revision, data: values.data },
        }),
      )
    case 'schedule':
      return saved('Schedule saved.', () =>
        staffApi(`${path}/schedule`, StaffContentItemResponseSchema, {
          method: 'PUT',
          body: {
            revision,
            publishAt: dhakaTime('publishAt'),
            unpublishAt: dhakaTime('unpublishAt'),
          },
        }),
      )
    case 'restore':
      return saved('That version is now the draft: check it, then publish it.', () =>
        staffApi(`${path}/versions/${text('version')}/restore`, StaffContentItemResponseSchema, {
          body: { revision },
        }),
      )
    case 'publish':
      return staffActionResult(async () => {
        await staffApi(`${path}/publish`, StaffContentItemResponseSchema, { body: { revision } })
        return 'Published: visitors see it now.'
      })
    case 'unpublish':
      return staffActionResult(async () => {
        await staffApi(`${path}/unpublish`, StaffContentItemResponseSchema, { body: { revision } })
        return 'Taken off the site; it is kept as a draft.'
      })
    default:
      return staffActionResult(async () => 'Nothing was changed.')
  }
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'
export { ignorePolling as shouldRevalidate } from '#app/staff/use-polling.ts'

function ItemActions({
  collection,
  item,
  singleton,
  fetcherKey,
}: {
  collection: ContentCollection
  item: StaffContentItem
  singleton: boolean
  /** The fetcher its changes go through, whose answers the screen reads too. */
  fetcherKey: string
}) {
  const fetcher = useFetcher<typeof clientAction>({ key: fetcherKey })
  const [confirming, setConfirming] = useState(false)
  const busy = fetcher.state !== 'idle'
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  const revision = <input type="hidden" name="revision" value={item.revision} />
  return (
    <section aria-labelledby="content-actions-title" className="form-card content-actions">
      <h2 id="content-actions-title">On the site</h2>
      <p>
        <span className={`content-status content-status--${item.status}`}>
          {STATUS_LABELS[item.status]}
        </span>{' '}
        {statusNote(item)}
      </p>
      {item.scheduleRefusal ? (
        <p className="staff-alert">
          The publish scheduled for {formatDhakaDateTime(item.scheduleRefusal.at)} (Dhaka time) was
          not carried out: {item.scheduleRefusal.reason} Fix it, then publish or schedule again.
        </p>
      ) : null}
      {/* A staff-only kind (a rate card) has no public page to preview it on. */}
      {item.draft && CONTENT_COLLECTIONS[collection].public ? (
        <PreviewLinks collection={collection} id={item.id} />
      ) : null}
      <div className="content-actions__row">
        {item.draft ? (
          <fetcher.Form method="post">
            {revision}
            <button
              type="submit"
              name="intent"
              value="publish"
              className="button button--primary"
              disabled={busy}
            >
              Publish
            </button>
          </fetcher.Form>
        ) : null}
        {item.published && !singleton ? (
          <fetcher.Form method="post">
            {revision}
            <button
              type="submit"
              name="intent"
              value="unpublish"
              className="button button--outline"
              disabled={busy}
            >
              Unpublish
            </button>
          </fetcher.Form>
        ) : null}
      </div>
      <fetcher.Form method="post" className="content-schedule" aria-label="Schedule">
        {revision}
        <fieldset className="content-group">
          <legend>Schedule</legend>
          <DhakaTimeInput
            id="content-publish-at"
            label="Publish at"
            name="publishAt"
            instant={item.publishAt}
          />
          <DhakaTimeInput
            id="content-unpublish-at"
            label="Take off the site at"
            name="unpublishAt"
            instant={item.unpublishAt}
          />
          <p className="field__hint">Leave a time empty for none.</p>
          <button
            type="submit"
            name="intent"
            value="schedule"
            className="button button--outline"
            disabled={busy}
          >
            Save schedule
          </button>
        </fieldset>
      </fetcher.Form>
      {singleton ? null : confirming ? (
        <fetcher.Form method="post" className="content-actions__row">
          {revision}
          <p>Delete this item? Its published versions stay in the history.</p>
          <button
            type="submit"
            name="intent"
            value="delete"
            className="button button--primary content-danger"
            disabled={busy}
          >
            Delete for good
          </button>
          <button
            type="button"
            className="button button--outline"
            onClick={() => setConfirming(false)}
          >
            Keep it
          </button>
        </fetcher.Form>
      ) : (
        <button
          type="button"
          className="button button--outline"
          onClick={() => setConfirming(true)}
        >
          Delete…
        </button>
      )}
      <p role="status" className={result?.problem ? 'staff-alert' : 'form-note'}>
        {result?.problem ?? result?.notice}
      </p>
    </section>
  )
}

export default function StaffContentItem({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null
  const { collection, item } = loaderData
  // Each item has its own screen, so no answer about one is shown on another.
  return <ItemScreen key={`${collection}:${item.id}`} {...loaderData} />
}

function ItemScreen({
  collection,
  item: loadedItem,
  versions,
  options,
  media,
}: NonNullable<Route.ComponentProps['loaderData']>) {
  const screenKey = `content:${collection}:${loadedItem.id}`
  const saver = useFetcher<typeof clientAction>({ key: `${screenKey}:save` })
  const changer = useFetcher<typeof clientAction>({ key: `${screenKey}:change` })
  const restorer = useFetcher<typeof clientAction>()
  const item = newestRecord(
    loadedItem,
    [saver.data, changer.data, restorer.data],
    (record) => record.revision,
  )
  // A restored version replaces the draft: the form starts again from it, once per restore.
  const [formRound, setFormRound] = useState(0)
  const [seenRestore, setSeenRestore] = useState(restorer.data)
  if (restorer.state === 'idle' && restorer.data !== seenRestore) {
    setSeenRestore(restorer.data)
    if (restorer.data?.notice !== undefined) setFormRound(formRound + 1)
  }
  const rules = CONTENT_COLLECTIONS[collection]
  // Saved before a field was added, the item's form shows that field empty.
  const data = withEveryField(rules.fields, item.draft ?? item.published)
  const restoreResult = restorer.state === 'idle' ? restorer.data : undefined

  return (
    <section aria-labelledby="content-item-title" className="staff-content">
      <ContentCrumbs collection={collection} list />
      <h1 id="content-item-title">{item.name}</h1>
      <p className="content-meta">
        Revision {item.revision}, last changed {formatDhakaDateTime(item.updatedAt)} (Dhaka time)
        {item.updatedBy ? ` by ${item.updatedBy}` : ''}.
      </p>
      <div className="content-layout">
        <ContentForm
          key={formRound}
          collection={collection}
          initial={data}
          original={data}
          options={options}
          media={media}
          label={`Edit ${item.name}`}
          submitLabel="Save draft"
          sendWith={{ revision: item.revision }}
          saveKey={`${screenKey}:save`}
        />
        <div className="content-side">
          <ItemActions
            collection={collection}
            item={item}
            singleton={rules.singleton}
            fetcherKey={`${screenKey}:change`}
          />
          <section aria-labelledby="content-versions-title" className="form-card">
            <h2 id="content-versions-title">Published versions</h2>
            {versions.length === 0 ? <p>Not published yet.</p> : null}
            <ol className="content-versions">
              {versions.map((version) => (
                <li key={version.id}>
                  <restorer.Form method="post">
                    <input type="hidden" name="revision" value={item.revision} />
                    <input type="hidden" name="version" value={version.id} />
                    <span>
                      {formatDhakaDateTime(version.publishedAt)}
                      {version.publishedBy ? `, ${version.publishedBy}` : ''}
                    </span>{' '}
                    <button
                      type="submit"
                      name="intent"
                      value="restore"
                      className="button button--outline staff-button"
                      disabled={restorer.state !== 'idle'}
                      aria-label={`Restore the version of ${formatDhakaDateTime(version.publishedAt)}`}
                    >
                      Restore
                    </button>
                  </restorer.Form>
                </li>
              ))}
            </ol>
            <p role="status" className={restoreResult?.problem ? 'staff-alert' : 'form-note'}>
              {restoreResult?.problem ?? restoreResult?.notice}
            </p>
          </section>
        </div>
      </div>
    </section>
  )
}

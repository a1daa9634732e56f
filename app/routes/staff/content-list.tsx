import '#app/components/staff/content/content.css'
import { useEffect, useRef } from 'react'
import { Link, useFetcher } from 'react-router'
import type { Route } from './+types/content-list'
import { staffApi } from '#app/staff/api.ts'
import { staffActionResult } from '#app/staff/action-result.ts'
import { unlessForbidden } from '#app/components/staff/access.tsx'
import { collectionParam, contentScreenHandle } from '#app/components/staff/content/load.ts'
import { ContentCrumbs } from '#app/components/staff/content/crumbs.tsx'
import { STATUS_LABELS, statusNote } from '#app/components/staff/content/status.ts'
import { StaffTable, type StaffColumn } from '#app/components/staff/staff-table.tsx'
import type { ContentCollection } from '#schemas/content/collections.ts'
import { StaffContentListSchema } from '#schemas/staff-content.ts'

export const handle = contentScreenHandle

export const meta = () => [{ title: 'Site content | Staff' }]

/** The lists whose order shows on the site; the others are ordered by their own dates or names. */
const ORDERED: readonly ContentCollection[] = ['team', 'services', 'slides', 'statistics']

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const collection = collectionParam(params.collection)
  return unlessForbidden(
    staffApi(`/api/staff/content/${collection}`, StaffContentListSchema, {
      signal: request.signal,
    }),
  )
}

/** Moves one item up or down: the whole order is sent, as the API takes it. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const collection = collectionParam(params.collection)
  const form = await request.formData()
  const ids = String(form.get('ids')).split(',').map(Number)
  const name = String(form.get('name'))
  const direction = form.get('direction') === 'up' ? 'up' : 'down'
  return staffActionResult(async () => {
    await staffApi(`/api/staff/content/${collection}/order`, StaffContentListSchema, {
      method: 'PUT',
      body: { ids },
    })
    return `${name} moved ${direction}.`
  })
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'

/** `ids` with the item at `index` swapped with its neighbour. */
function moved(ids: readonly number[], index: number, by: -1 | 1): number[] {
  const next = [...ids]
  const other = index + by
  ;[next[index], next[other]] = [next[other] as number, next[index] as number]
  return next
}

export default function StaffContentList({ loaderData }: Route.ComponentProps) {
  const mover = useFetcher<typeof clientAction>()
  const listRef = useRef<HTMLTableSectionElement>(null)
  const moving = useRef<{ id: number; direction: 'up' | 'down' } | null>(null)
  // A moved row keeps the focus on its button (or its other one at an end), so the keys go on.
  useEffect(() => {
    if (mover.state !== 'idle' || !moving.current) return
    const { id, direction } = moving.current
    moving.current = null
    const row = listRef.current?.querySelector(`[data-id="${id}"]`)
    const same = row?.querySelector<HTMLButtonElement>(`button[value="${direction}"]`)
    const other = row?.querySelector<HTMLButtonElement>(
      `button[value="${direction === 'up' ? 'down' : 'up'}"]`,
    )
    ;(same && !same.disabled ? same : other)?.focus()
  }, [mover.state])
  if (!loaderData) return null
  const { collection, label, singleton, items } = loaderData.data
  const ordered = ORDERED.includes(collection)
  const ids = items.map((item) => item.id)
  const result = mover.state === 'idle' ? mover.data : undefined
  const columns: StaffColumn<(typeof items)[number]>[] = [
    {
      label: 'Name',
      inCard: 'bare',
      cell: (item) => <Link to={`/staff/content/${collection}/${item.id}`}>{item.name}</Link>,
    },
    {
      label: 'Status',
      cell: (item) => (
        <>
          <span className={`content-status content-status--${item.status}`}>
            {STATUS_LABELS[item.status]}
          </span>
          {statusNote(item) ? <span className="staff-table__sub"> {statusNote(item)}</span> : null}
        </>
      ),
    },
    {
      label: 'Bangla',
      cell: (item) =>
        item.untranslated ? (
          <span className="content-untranslated">Needs translation</span>
        ) : (
          'Translated'
        ),
    },
  ]
  if (ordered) {
    columns.push({
      label: 'Order',
      cell: (item, index) => (
        <div className="content-order">
          {(['up', 'down'] as const).map((direction) => (
            <button
              key={direction}
              type="button"
              value={direction}
              className="button button--outline staff-button"
              disabled={
                (direction === 'up' ? index === 0 : index === items.length - 1) ||
                mover.state !== 'idle'
              }
              aria-label={`Move ${item.name} ${direction}`}
              onClick={() => {
                moving.current = { id: item.id, direction }
                void mover.submit(
                  {
                    ids: moved(ids, index, direction === 'up' ? -1 : 1).join(','),
                    name: item.name,
                    direction,
                  },
                  { method: 'post' },
                )
              }}
            >
              {direction === 'up' ? 'Up' : 'Down'}
            </button>
          ))}
        </div>
      ),
    })
  }

  return (
    <section aria-labelledby="content-list-title" className="staff-content">
      <ContentCrumbs collection={collection} list={false} />
      <div className="staff-list-top">
        <h1 id="content-list-title">{label}</h1>
        {singleton ? null : (
          <Link to={`/staff/content/${collection}/new`} className="button button--accent">
            New item
          </Link>
        )}
      </div>
      {ordered ? <p>The site shows these in this order. Move an item with its buttons.</p> : null}
      {items.length === 0 ? <p>Nothing here yet.</p> : null}
      {items.length > 0 ? (
        <StaffTable
          caption={{ text: `${label}, in the order the site shows them`, hidden: true }}
          rows={items}
          rowKey={(item) => item.id}
          rowAttributes={(item) => ({ 'data-id': item.id })}
          bodyRef={listRef}
          columns={columns}
        />
      ) : null}
      <p role="status" className={result?.problem ? 'staff-alert' : 'form-note'}>
        {result?.problem ?? result?.notice}
      </p>
    </section>
  )
}

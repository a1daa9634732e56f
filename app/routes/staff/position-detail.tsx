import { PositionForm } from '#app/components/staff/positions/position-form.tsx'
import { PositionHistory } from '#app/components/staff/positions/position-history.tsx'
import { publicState } from '#app/components/staff/positions/public-state.ts'
import { staffApi } from '#app/staff/api.ts'
import { newestRecord, staffSaveResult, submission } from '#app/staff/action-result.ts'
import { POSITION_STATUS_LABELS } from '#domain/position-rules.ts'
import { StaffPositionResponseSchema, type StaffPosition } from '#schemas/positions.ts'
import { Link, useFetcher } from 'react-router'
import type { Route } from './+types/position-detail'
import { unlessForbidden, type StaffScreenHandle } from '#app/components/staff/access.tsx'

export const handle: StaffScreenHandle = { staffRoles: ['hr'] }

export const meta = () => [{ title: 'Position | Staff' }]

const positionApi = (id: string) => `/api/staff/positions/${encodeURIComponent(id)}`

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return unlessForbidden(
    staffApi(positionApi(params.id), StaffPositionResponseSchema, { signal: request.signal }),
  )
}

const CHANGES = { publish: 'Published.', close: 'Closed.' } as const

/**
 * Publish or close (from the buttons' fetcher), or save the edit form's details (JSON). Each
 * answers with the position as saved, its history included, which the screen shows without
 * reading it again.
 */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const { intent, values } = await submission(request)
  if (intent === 'save') {
    return staffSaveResult(async () => {
      const { data } = await staffApi(positionApi(params.id), StaffPositionResponseSchema, {
        method: 'PUT',
        body: values,
      })
      return { notice: 'Saved.', saved: data }
    })
  }
  const { change } = values
  if (change !== 'publish' && change !== 'close')
    throw new Error(`Unknown change ${String(change)}`)
  return staffSaveResult(async () => {
    const { data } = await staffApi(
      `${positionApi(params.id)}/${change}`,
      StaffPositionResponseSchema,
      { method: 'POST' },
    )
    return { notice: CHANGES[change], saved: data }
  })
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'
export { ignorePolling as shouldRevalidate } from '#app/staff/use-polling.ts'

/** One vacancy: its state and public page, publish or close, the edit form and its history. */
export default function PositionDetail({ loaderData }: Route.ComponentProps) {
  // Without data the role may not use the screen, and the layout shows the refusal instead.
  if (!loaderData) return null
  return <PositionScreen key={loaderData.data.id} loaded={loaderData.data} />
}

function PositionScreen({ loaded }: { loaded: StaffPosition }) {
  const saveKey = `position:${loaded.id}:save`
  const changer = useFetcher<typeof clientAction>()
  const saver = useFetcher<typeof clientAction>({ key: saveKey })
  const position = newestRecord(loaded, [changer.data, saver.data], (record) =>
    Date.parse(record.updatedAt),
  )
  const result = changer.state === 'idle' ? changer.data : undefined
  const busy = changer.state !== 'idle'

  const isPublic = position.status !== 'draft'
  return (
    <section aria-labelledby="position-title" className="staff-positions">
      <p>
        <Link to="/staff/positions">All positions</Link>
      </p>
      <h1 id="position-title">{position.title}</h1>
      <dl className="staff-position-facts">
        <div>
          <dt>Status</dt>
          <dd>{POSITION_STATUS_LABELS[position.status]}</dd>
        </div>
        <div>
          <dt>On the public site</dt>
          <dd>{publicState(position)}</dd>
        </div>
        <div>
          <dt>Public page</dt>
          <dd>
            {isPublic ? (
              <a href={`/careers/${position.id}`}>/careers/{position.id}</a>
            ) : (
              'None until published'
            )}
          </dd>
        </div>
        <div>
          <dt>Applications</dt>
          <dd>
            {position.applications}
            {position.applications > 0 ? (
              <>
                {' '}
                (<Link to="/staff/inbox/job-applications">job applications inbox</Link>)
              </>
            ) : null}
          </dd>
        </div>
      </dl>
      <changer.Form method="post" className="staff-actions">
        {position.status === 'published' ? (
          <button
            type="submit"
            name="change"
            value="close"
            className="button button--outline"
            disabled={busy}
          >
            Close position
          </button>
        ) : (
          <button
            type="submit"
            name="change"
            value="publish"
            className="button button--primary"
            disabled={busy}
          >
            {position.status === 'closed' ? 'Reopen position' : 'Publish position'}
          </button>
        )}
      </changer.Form>
      {result?.problem ? <p role="alert">{result.problem}</p> : null}
      <p role="status">{result?.notice}</p>
      <div className="staff-position-layout">
        <div>
          <h2>Details</h2>
          <PositionForm position={position} saveKey={saveKey} />
        </div>
        <div>
          <h2>History</h2>
          <PositionHistory events={position.history} />
        </div>
      </div>
    </section>
  )
}

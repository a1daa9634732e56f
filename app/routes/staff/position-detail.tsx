import { PositionForm } from '#app/components/staff/positions/position-form.tsx'
import { PositionHistory } from '#app/components/staff/positions/position-history.tsx'
import { publicState } from '#app/components/staff/positions/public-state.ts'
import { staffRequest } from '#app/components/staff/api.ts'
import { POSITION_STATUS_LABELS } from '#domain/position-rules.ts'
import type { StaffPosition } from '#schemas/positions.ts'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/position-detail'
import type { StaffScreenHandle } from '#app/components/staff/access.tsx'

export const handle: StaffScreenHandle = { staffRoles: ['hr'] }

export const meta = () => [{ title: 'Position | Staff' }]

/** One vacancy: its state and public page, publish or close, the edit form and its history. */
export default function PositionDetail({ params }: Route.ComponentProps) {
  const [position, setPosition] = useState<StaffPosition | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let cancelled = false
    void staffRequest<StaffPosition>('GET', `/api/staff/positions/${params.id}`).then((answer) => {
      if (cancelled) return
      if (answer.status === 200 && answer.data) setPosition(answer.data)
      else setProblem(answer.message ?? 'The position could not be loaded.')
    })
    return () => {
      cancelled = true
    }
  }, [params.id])

  async function change(action: 'publish' | 'close') {
    if (!position) return
    setBusy(true)
    setProblem(null)
    setNotice(null)
    const answer = await staffRequest<StaffPosition>(
      'POST',
      `/api/staff/positions/${position.id}/${action}`,
    )
    setBusy(false)
    if (answer.status === 200 && answer.data) {
      setPosition(answer.data)
      setNotice(action === 'publish' ? 'Published.' : 'Closed.')
    } else setProblem(answer.message ?? 'The position could not be changed.')
  }

  if (!position) {
    return (
      <section className="staff-positions" aria-label="Position">
        <p>
          <Link to="/staff/positions">All positions</Link>
        </p>
        {problem ? <p role="alert">{problem}</p> : <p role="status">Loading…</p>}
      </section>
    )
  }

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
      <div className="staff-actions">
        {position.status === 'published' ? (
          <button
            type="button"
            className="button button--outline"
            disabled={busy}
            onClick={() => void change('close')}
          >
            Close position
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void change('publish')}
          >
            {position.status === 'closed' ? 'Reopen position' : 'Publish position'}
          </button>
        )}
      </div>
      {problem ? <p role="alert">{problem}</p> : null}
      <p role="status">{notice}</p>
      <div className="staff-position-layout">
        <div>
          <h2>Details</h2>
          <PositionForm
            key={position.updatedAt}
            position={position}
            onSaved={(saved) => {
              setNotice(null)
              setPosition(saved)
            }}
          />
        </div>
        <div>
          <h2>History</h2>
          <PositionHistory events={position.history} />
        </div>
      </div>
    </section>
  )
}

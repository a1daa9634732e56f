import '#app/components/staff/go-live/go-live.css'
import { Link } from 'react-router'
import type { Route } from './+types/go-live'
import { staffApi } from '#app/staff/api.ts'
import { unlessForbidden, type StaffScreenHandle } from '#app/components/staff/access.tsx'
import {
  GO_LIVE_REASONS,
  GoLiveListResponseSchema,
  type GoLiveEntry,
  type GoLiveReason,
} from '#schemas/staff-go-live.ts'

export const handle: StaffScreenHandle = { staffRoles: ['editor'] }

export const meta = () => [{ title: 'Before going live | Staff' }]

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return unlessForbidden(
    staffApi('/api/staff/go-live', GoLiveListResponseSchema, { signal: request.signal }),
  )
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'

/** Each kind of placeholder: its heading, and what to do about it. */
const GROUPS: Record<GoLiveReason, { title: string; advice: string }> = {
  'example-address': {
    title: 'Example addresses',
    advice: 'Addresses on example.com and other domains kept for examples: no mail reaches them.',
  },
  'seeded-phone': {
    title: 'Phone numbers from the seed',
    advice: 'Made-up numbers the site was first filled with: callers reach nobody.',
  },
  drawing: {
    title: 'Drawings where a photo belongs',
    advice: 'Replace each with a photo from the media library.',
  },
  'not-filled': {
    title: 'Left empty',
    advice: 'The About page and the footer show these once they are filled and published.',
  },
  'server-setting': {
    title: 'Server settings',
    advice:
      'Set in the server’s environment (see the README’s Configuration), then restart the server.',
  },
}

function EntryText({ entry }: { entry: GoLiveEntry }) {
  return (
    <>
      {entry.collection ? <span className="go-live__collection">{entry.collection}</span> : null}
      <span className="go-live__field">{entry.field}</span>
      {entry.value ? <code className="go-live__value">{entry.value}</code> : null}
    </>
  )
}

/** Every item still as seeded that should not go live, grouped by what is wrong with it. */
export default function StaffGoLive({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null
  const entries = loaderData.data
  return (
    <section aria-labelledby="go-live-title" className="go-live">
      <h1 id="go-live-title">Before going live</h1>
      <p>
        What visitors see now that is still as the site was first filled: replace each, then publish
        it. A change waiting in a draft leaves this list once it is published.
      </p>
      {entries.length === 0 ? (
        <p className="staff-notice" role="status">
          Nothing left: no example addresses, seeded phone numbers or drawings where a photo
          belongs, the memberships and trade licence are filled, and SITE_URL is the public address.
        </p>
      ) : (
        GO_LIVE_REASONS.map((reason) => {
          const group = entries.filter((entry) => entry.reason === reason)
          if (group.length === 0) return null
          const headingId = `go-live-${reason}`
          return (
            <section key={reason} aria-labelledby={headingId} className="staff-panel">
              <h2 id={headingId}>
                {GROUPS[reason].title} <span className="go-live__count">({group.length})</span>
              </h2>
              <p>{GROUPS[reason].advice}</p>
              <ul className="go-live__list">
                {group.map((entry) => (
                  <li key={`${entry.editPath ?? entry.field}:${entry.field}:${entry.value}`}>
                    {entry.editPath ? (
                      <Link to={entry.editPath} className="go-live__item">
                        {entry.item}
                      </Link>
                    ) : (
                      <span className="go-live__item">{entry.item}</span>
                    )}{' '}
                    <EntryText entry={entry} />
                  </li>
                ))}
              </ul>
            </section>
          )
        })
      )}
    </section>
  )
}

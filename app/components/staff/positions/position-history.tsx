import { formatDhakaDateTime, DHAKA_ZONE_LABEL } from '#domain/dhaka-time.ts'
import type { PositionEvent } from '#schemas/positions.ts'

const ACTIONS: Record<PositionEvent['action'], string> = {
  seeded: 'Copied from the old careers content',
  created: 'Created',
  edited: 'Edited',
  published: 'Published',
  closed: 'Closed',
  translated: 'Given the Bangla of the original vacancies',
}

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  titleBn: 'Title in Bangla',
  department: 'Department or service',
  departmentBn: 'Department or service in Bangla',
  location: 'Office',
  type: 'Employment type',
  applyBy: 'Apply by',
  summary: 'Summary',
  summaryBn: 'Summary in Bangla',
  description: 'About the role',
  descriptionBn: 'About the role in Bangla',
  responsibilities: 'Responsibilities',
  responsibilitiesBn: 'Responsibilities in Bangla',
  requirements: 'Requirements',
  requirementsBn: 'Requirements in Bangla',
  status: 'Status',
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)'
  if (Array.isArray(value)) return value.length === 0 ? '(empty)' : value.join(' · ')
  return String(value)
}

/** Every change to a position, newest first: who, when, and each field before and after. */
export function PositionHistory({ events }: { events: readonly PositionEvent[] }) {
  return (
    <ol className="staff-history">
      {events.map((event) => (
        <li key={event.id}>
          <p className="staff-history__what">
            {ACTIONS[event.action]} by {event.actorName ?? 'the system'}
          </p>
          <p className="staff-history__when">
            <time dateTime={event.at}>{formatDhakaDateTime(event.at)}</time> {DHAKA_ZONE_LABEL}
          </p>
          {event.action === 'edited' ||
          event.action === 'created' ||
          event.action === 'translated' ? (
            <dl className="staff-history__changes">
              {Object.entries(event.changes).map(([field, change]) => (
                <div key={field}>
                  <dt>{FIELD_LABELS[field] ?? field}</dt>
                  <dd lang={field.endsWith('Bn') ? 'bn' : undefined}>
                    {event.action === 'edited' ? (
                      <>
                        <del>{valueText(change.from)}</del> → <ins>{valueText(change.to)}</ins>
                      </>
                    ) : (
                      valueText(change.to)
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

import { formatDate } from '#domain/calendar.ts'
import type { JobPosition } from '#schemas/positions.ts'
import { BriefcaseIcon, ClockIcon, MapPinIcon } from '../icons.tsx'

/** Location, type and closing date of a vacancy, as a description list. */
export function PositionFacts({ position }: { position: JobPosition }) {
  return (
    <dl className="position-facts">
      <div>
        <dt>
          <MapPinIcon />
          <span className="visually-hidden">Location</span>
        </dt>
        <dd>{position.location}</dd>
      </div>
      <div>
        <dt>
          <BriefcaseIcon />
          <span className="visually-hidden">Type</span>
        </dt>
        <dd>{position.type}</dd>
      </div>
      <div>
        <dt>
          <ClockIcon />
          <span className="visually-hidden">Closing date</span>
        </dt>
        <dd>
          {position.open ? 'Apply by ' : 'Closed on '}
          <time dateTime={position.closingDate}>{formatDate(position.closingDate)}</time>
        </dd>
      </div>
    </dl>
  )
}

import { useLanguage } from '#app/i18n/language.ts'
import { fillNodes } from '#app/i18n/fill-nodes.tsx'
import { formatDate } from '#domain/calendar.ts'
import type { ShownPosition } from '#schemas/positions.ts'
import { BriefcaseIcon, ClockIcon, MapPinIcon } from '../icons.tsx'
import { EMPLOYMENT_TYPE_KEYS, LOCATION_KEYS, type CareersTexts } from './careers-texts.ts'

/**
 * Location, type and closing date of a vacancy, as a description list, in the page's language
 * (both come from fixed lists).
 */
export function PositionFacts({
  position,
  texts,
}: {
  position: ShownPosition
  texts: CareersTexts
}) {
  const language = useLanguage()
  return (
    <dl className="position-facts">
      <div>
        <dt>
          <MapPinIcon />
          <span className="visually-hidden">{texts.location}</span>
        </dt>
        <dd>{texts[LOCATION_KEYS[position.location]]}</dd>
      </div>
      <div>
        <dt>
          <BriefcaseIcon />
          <span className="visually-hidden">{texts.type}</span>
        </dt>
        <dd>{texts[EMPLOYMENT_TYPE_KEYS[position.type]]}</dd>
      </div>
      <div>
        <dt>
          <ClockIcon />
          <span className="visually-hidden">{texts.closingDate}</span>
        </dt>
        <dd>
          {fillNodes(position.open ? texts.applyBy : texts.closedOn, {
            date: (
              <time dateTime={position.closingDate}>
                {formatDate(position.closingDate, language)}
              </time>
            ),
          })}
        </dd>
      </div>
    </dl>
  )
}

import { useLanguage } from '#app/i18n/language.ts'
import { fillNodes } from '#app/utils/fill-nodes.tsx'
import { formatDate } from '#domain/calendar.ts'
import type { JobPosition } from '#schemas/positions.ts'
import { BriefcaseIcon, ClockIcon, MapPinIcon } from '../icons.tsx'
import type { CareersTexts } from './careers-texts.ts'

/**
 * Location, type and closing date of a vacancy, as a description list. Location and type are
 * hr's words, in English.
 */
export function PositionFacts({ position, texts }: { position: JobPosition; texts: CareersTexts }) {
  const language = useLanguage()
  const english = language === 'en' ? undefined : 'en'
  return (
    <dl className="position-facts">
      <div>
        <dt>
          <MapPinIcon />
          <span className="visually-hidden">{texts.location}</span>
        </dt>
        <dd lang={english}>{position.location}</dd>
      </div>
      <div>
        <dt>
          <BriefcaseIcon />
          <span className="visually-hidden">{texts.type}</span>
        </dt>
        <dd lang={english}>{position.type}</dd>
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

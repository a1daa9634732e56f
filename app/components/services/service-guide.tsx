import { useLocalizedPath, useTextLang } from '#app/i18n/language.ts'
import type { PublicRecords } from '#schemas/content/public-records.ts'
import { Link } from 'react-router'
import { ArrowRightIcon } from '../icons.tsx'

type Service = PublicRecords['services'][number]

/** The texts of the guide, from the page's dictionary (service-detail.messages.ts). */
export interface ServiceGuideTexts {
  transitTitle: string
  transitCaption: string
  lane: string
  typicalDays: string
  documentsTitle: string
  document: string
  providedBy: string
  faqTitle: string
  caseStudiesTitle: string
}

export interface ServiceGuideProps {
  /** Each lane with its days as the page's language writes them ("28–35 days", "২৮–৩৫ দিন"). */
  transitTimes: readonly (Service['transitTimes'][number] & { days: string })[]
  documents: Service['documents']
  faq: Service['faq']
  caseStudies: Service['caseStudies']
  texts: ServiceGuideTexts
}

/**
 * What shippers look for on a service's page, each part shown only when staff have filled it:
 * typical transit times, the documents a shipment needs, common questions, case studies.
 * (An air or sea service's departures are on /schedules, linked beside its Get Quote.)
 */
export function ServiceGuide({
  transitTimes,
  documents,
  faq,
  caseStudies,
  texts,
}: ServiceGuideProps) {
  const langOf = useTextLang()
  const to = useLocalizedPath()
  return (
    <>
      {transitTimes.length > 0 ? (
        <section className="service-guide" aria-labelledby="transit-title">
          <h2 id="transit-title">{texts.transitTitle}</h2>
          <div className="service-table">
            <table>
              <caption>{texts.transitCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{texts.lane}</th>
                  <th scope="col">{texts.typicalDays}</th>
                </tr>
              </thead>
              <tbody>
                {transitTimes.map((lane, index) => (
                  <tr key={index}>
                    <th scope="row">
                      <span lang={langOf(lane.lane)}>{lane.lane}</span>
                      {lane.note ? (
                        <span className="service-table__note" lang={langOf(lane.note)}>
                          {lane.note}
                        </span>
                      ) : null}
                    </th>
                    <td className="service-table__days">{lane.days}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      {documents.length > 0 ? (
        <section className="service-guide" aria-labelledby="documents-title">
          <h2 id="documents-title">{texts.documentsTitle}</h2>
          <div className="service-table">
            <table aria-labelledby="documents-title">
              <thead>
                <tr>
                  <th scope="col">{texts.document}</th>
                  <th scope="col">{texts.providedBy}</th>
                </tr>
              </thead>
              <tbody>
                {documents.map((document, index) => (
                  <tr key={index}>
                    <th scope="row" lang={langOf(document.name)}>
                      {document.name}
                    </th>
                    <td lang={langOf(document.providedBy)}>{document.providedBy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      {faq.length > 0 ? (
        <section className="service-guide" aria-labelledby="faq-title">
          <h2 id="faq-title">{texts.faqTitle}</h2>
          <div className="service-faq">
            {faq.map((entry, index) => (
              <details key={index}>
                <summary lang={langOf(entry.question)}>{entry.question}</summary>
                <p lang={langOf(entry.answer)}>{entry.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ) : null}
      {caseStudies.length > 0 ? (
        <section className="service-guide" aria-labelledby="case-studies-title">
          <h2 id="case-studies-title">{texts.caseStudiesTitle}</h2>
          <ul className="service-case-studies">
            {caseStudies.map((study) => (
              <li key={study.id}>
                <Link to={to(`/case-studies/${study.id}`)} lang={langOf(study.title)}>
                  <span>{study.title}</span>
                  <ArrowRightIcon width="18" height="18" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}

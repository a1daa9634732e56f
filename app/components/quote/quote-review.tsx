import type { FreightMode } from '#domain/freight.ts'
import { cargoLines } from '#domain/quote-cargo.ts'
import { OCEAN_LOADS } from '#domain/ocean-loads.ts'
import { incotermText, OCEAN_SERVICE } from '#domain/quote-options.ts'
import { FreightSummary } from './freight-summary.tsx'
import type { QuoteDraft, Step } from './quote-draft.ts'
import { draftCargo } from './quote-request.ts'
import { useQuoteServices } from './quote-services.ts'

const yesNo = (value: boolean) => (value ? 'Yes' : 'No')

/** The live totals of what the draft describes so far. */
export function DraftSummary({
  values,
  mode,
}: {
  values: QuoteDraft
  mode: FreightMode | undefined
}) {
  return <FreightSummary cargo={draftCargo(values)} mode={mode} />
}

/** The request as it will be sent, to check before sending; each part links to its step. */
export function QuoteReview({
  values,
  mode,
  readyDate,
  onEdit,
}: {
  values: QuoteDraft
  mode: FreightMode | undefined
  readyDate: string
  onEdit: (step: Step) => void
}) {
  const service = useQuoteServices().find((candidate) => candidate.slug === values.service)
  const cargo = draftCargo(values)
  const lines = cargoLines(cargo)
  const load = OCEAN_LOADS.find((candidate) => candidate.code === cargo.load)
  const sections: { step: Step; title: string; rows: [string, string][] }[] = [
    {
      step: 0,
      title: 'Route and mode',
      rows: [
        ['Service', service ? service.title : values.service],
        ['From', `${values.originCity.trim()}, ${values.originCountry.trim()}`],
        ['To', `${values.destinationCity.trim()}, ${values.destinationCountry.trim()}`],
        ['Incoterm', incotermText(values.incoterm)],
        ['Cargo ready', readyDate],
      ],
    },
    {
      step: 1,
      title: 'Cargo',
      rows: [
        ['Commodity', values.commodity.trim()],
        ['HS code', values.hsCode.trim() || '—'],
        ...(values.service === OCEAN_SERVICE && load
          ? ([['Load', load.label]] as [string, string][])
          : []),
        [lines.heading, lines.lines.join('; ')],
        ['Dangerous goods', yesNo(values.dangerousGoods)],
        ['Temperature control', yesNo(values.temperatureControlled)],
        ['Stackable', yesNo(values.stackable)],
        ['Notes', values.notes.trim() || '—'],
      ],
    },
    {
      step: 2,
      title: 'Contact',
      rows: [
        ['Name', values.name.trim()],
        ['Company', values.company.trim() || '—'],
        ['Email', values.email.trim()],
        ['Phone', values.phone.trim()],
      ],
    },
  ]

  return (
    <div className="quote-review">
      <p>Please check your request. Nothing has been sent yet.</p>
      {sections.map((section) => (
        <section
          key={section.title}
          className="quote-review__section"
          aria-labelledby={`review-${section.step}`}
        >
          <div className="quote-review__head">
            <h3 id={`review-${section.step}`}>{section.title}</h3>
            <button
              type="button"
              className="button button--text"
              aria-label={`Edit ${section.title.toLowerCase()}`}
              onClick={() => onEdit(section.step)}
            >
              Edit
            </button>
          </div>
          <dl className="facts">
            {section.rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <FreightSummary cargo={cargo} mode={mode} />
    </div>
  )
}

import { useLanguage } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import type { FreightMode } from '#domain/freight.ts'
import { OCEAN_SERVICE } from '#domain/quote-options.ts'
import { cargoLines, incotermText } from './cargo-texts.ts'
import { FreightSummary } from './freight-summary.tsx'
import { LiveEstimate } from './estimate-region.tsx'
import { useFormTexts } from '../form-texts.tsx'
import type { QuoteDraft, Step } from './quote-draft.ts'
import { draftCargo } from './quote-request.ts'
import { useQuoteServices, useQuoteTexts } from './quote-services.ts'

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
  const texts = useQuoteTexts()
  const { form } = useFormTexts()
  const language = useLanguage()
  const yesNo = (value: boolean) => (value ? texts.yes : texts.no)
  const cargo = draftCargo(values)
  const lines = cargoLines(cargo, texts, language)
  const sections: { step: Step; title: string; rows: [string, string][] }[] = [
    {
      step: 0,
      title: texts.stepRoute,
      rows: [
        [texts.service, service ? service.title : values.service],
        [texts.from, `${values.originCity.trim()}, ${values.originCountry.trim()}`],
        [texts.to, `${values.destinationCity.trim()}, ${values.destinationCountry.trim()}`],
        [texts.incoterm, incotermText(values.incoterm, texts)],
        [texts.cargoReady, readyDate],
      ],
    },
    {
      step: 1,
      title: texts.stepCargo,
      rows: [
        [texts.commodity, values.commodity.trim()],
        [texts.hsCodeShort, values.hsCode.trim() || '—'],
        ...(values.service === OCEAN_SERVICE
          ? ([[texts.load, texts[`load.${cargo.load}`]]] as [string, string][])
          : []),
        [lines.heading, lines.lines.join('; ')],
        [texts.dangerousGoods, yesNo(values.dangerousGoods)],
        [texts.temperatureControl, yesNo(values.temperatureControlled)],
        [texts.stackable, yesNo(values.stackable)],
        [texts.notesShort, values.notes.trim() || '—'],
      ],
    },
    {
      step: 2,
      title: texts.reviewContact,
      rows: [
        [form.nameLabel, values.name.trim()],
        [texts.companyShort, values.company.trim() || '—'],
        [form.emailLabel, values.email.trim()],
        [form.phoneLabel, values.phone.trim()],
      ],
    },
  ]

  return (
    <div className="quote-review">
      <p>{texts.reviewIntro}</p>
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
              aria-label={fill(texts.editSection, {
                section: language === 'en' ? section.title.toLowerCase() : section.title,
              })}
              onClick={() => onEdit(section.step)}
            >
              {texts.edit}
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
      <LiveEstimate values={values} mode={mode} />
    </div>
  )
}

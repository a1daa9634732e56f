import { formatDayFirst, localToday, parseTypedDate } from '#domain/calendar.ts'
import type { FreightMode } from '#domain/freight.ts'
import { INCOTERM_NOT_SURE, INCOTERMS, QUOTE_LIMITS } from '#domain/quote-options.ts'
import { useLanguage } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import { digitsIn } from '#domain/numerals.ts'
import { lazyModule } from '#app/utils/lazy-module.ts'
import { lazy, Suspense } from 'react'
import { FormField } from '../form-field.tsx'
import { PersonField } from '../person-fields.tsx'
import { DatePicker } from './date-picker.tsx'
import { CheckboxField, SelectField } from './fields.tsx'
import type { QuoteDraft } from './quote-draft.ts'
import { useQuoteServices, useQuoteTexts } from './quote-services.ts'
import type { QuoteTexts } from './quote.messages.ts'
import { idOf, type FieldBinder } from './field-binder.ts'
import type { Errors, QuoteFormAction } from './use-quote-form.ts'

/*
 * The form's three steps. Hydrated, the form shows one at a time; as one page (before hydration
 * and without JavaScript) it shows all three, each under its own heading.
 */

export function stepTitles(texts: QuoteTexts) {
  return [texts.stepRoute, texts.stepCargo, texts.stepContact] as const
}

/** "Step 2 of 3", or "৩ ধাপের ২য়" in Bangla. */
export function StepProgress({ index }: { index: 0 | 1 | 2 }) {
  const texts = useQuoteTexts()
  const language = useLanguage()
  const ordinal = ([texts.ordinal1, texts.ordinal2, texts.ordinal3] as const)[index]
  return (
    <span className="quote-form__step">
      {fill(texts.stepOf, { ordinal, total: digitsIn('3', language) })}
    </span>
  )
}

/* Steps 2 and 3 are not on screen when the page first paints, so their parts load later too. */
export const loadLaterSteps = lazyModule(() => import('./quote-later-steps.ts'))
const CargoFields = lazy(async () => ({ default: (await loadLaterSteps()).CargoFields }))

function serviceLabel(title: string): string {
  return title.charAt(0) + title.slice(1).toLowerCase()
}

interface StepProps {
  values: QuoteDraft
  errors: Errors
  bind: FieldBinder
  /** Every step on one page, posted to it: nothing that needs JavaScript is offered. */
  onePage: boolean
}

export function RouteStep({ values, errors, bind, onePage }: StepProps) {
  const services = useQuoteServices()
  const texts = useQuoteTexts()
  const language = useLanguage()
  const selectedTerm = INCOTERMS.find((code) => code === values.incoterm)
  const meaning = (code: string) => texts[`incotermMeaning.${code}` as keyof QuoteTexts]
  const name = (code: string) => texts[`incoterm.${code}` as keyof QuoteTexts]
  return (
    <div className="form-grid">
      <SelectField
        label={texts.service}
        wide
        placeholder={texts.chooseService}
        options={services.map((service) => ({
          value: service.slug,
          label: serviceLabel(service.title),
        }))}
        {...bind.select('service')}
      />
      <FormField
        label={texts.originCity}
        autoComplete="off"
        maxLength={QUOTE_LIMITS.CITY_MAX}
        {...bind.input('originCity')}
      />
      <FormField
        label={texts.originCountry}
        autoComplete="off"
        maxLength={QUOTE_LIMITS.COUNTRY_MAX}
        {...bind.input('originCountry')}
      />
      <FormField
        label={texts.destinationCity}
        autoComplete="off"
        maxLength={QUOTE_LIMITS.CITY_MAX}
        {...bind.input('destinationCity')}
      />
      <FormField
        label={texts.destinationCountry}
        autoComplete="off"
        maxLength={QUOTE_LIMITS.COUNTRY_MAX}
        {...bind.input('destinationCountry')}
      />
      <SelectField
        label={texts.incoterm}
        placeholder={texts.chooseIncoterm}
        hint={
          selectedTerm
            ? `${selectedTerm}: ${meaning(selectedTerm)}`
            : values.incoterm === INCOTERM_NOT_SURE
              ? texts.incotermAdvise
              : texts.incotermHint
        }
        options={[
          ...INCOTERMS.map((code) => ({ value: code, label: `${code} – ${name(code)}` })),
          { value: INCOTERM_NOT_SURE, label: texts.incotermNotSure },
        ]}
        {...bind.select('incoterm')}
      />
      <DatePicker
        label={texts.readyDate}
        id={idOf('cargoReadyDate')}
        name="cargoReadyDate"
        hint={texts.readyDateHint}
        texts={texts}
        language={language}
        text={values.cargoReadyText}
        value={parseTypedDate(values.cargoReadyText)}
        min={localToday()}
        interactive={!onePage}
        error={errors.cargoReadyDate}
        onTextChange={(text) => bind.edit('cargoReadyText', text)}
        onPick={(iso) => bind.edit('cargoReadyText', formatDayFirst(iso))}
      />
      <details className="incoterms field--wide">
        <summary>{texts.incotermsMeaning}</summary>
        <dl>
          {INCOTERMS.map((code) => (
            <div key={code}>
              <dt>
                {code} <span>{name(code)}</span>
              </dt>
              <dd>{meaning(code)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  )
}

export function CargoStep({
  values,
  errors,
  bind,
  onePage,
  mode,
  dispatch,
}: StepProps & {
  mode: FreightMode | undefined
  dispatch: (action: QuoteFormAction) => void
}) {
  const texts = useQuoteTexts()
  return (
    <div className="form-grid">
      <FormField
        label={texts.commodity}
        hint={texts.commodityHint}
        maxLength={QUOTE_LIMITS.COMMODITY_MAX}
        {...bind.input('commodity')}
      />
      <FormField
        label={texts.hsCode}
        hint={texts.hsCodeHint}
        inputMode="decimal"
        maxLength={20}
        {...bind.input('hsCode')}
      />
      <Suspense fallback={null}>
        <CargoFields
          values={values}
          errors={errors}
          mode={mode}
          onePage={onePage}
          idOf={idOf}
          dispatch={dispatch}
        />
      </Suspense>
      <fieldset className="field--wide check-group">
        <legend>{texts.handling}</legend>
        <CheckboxField
          label={texts.dangerousGoods}
          hint={texts.dangerousGoodsHint}
          {...bind.checkbox('dangerousGoods')}
        />
        <CheckboxField
          label={texts.temperatureControl}
          hint={texts.temperatureControlHint}
          {...bind.checkbox('temperatureControlled')}
        />
        <CheckboxField
          label={texts.stackable}
          hint={texts.stackableHint}
          {...bind.checkbox('stackable')}
        />
      </fieldset>
      <FormField
        label={texts.notes}
        multiline
        rows={4}
        wide
        hint={texts.notesHint}
        maxLength={QUOTE_LIMITS.NOTES_MAX}
        {...bind.input('notes')}
      />
    </div>
  )
}

export function ContactStep({ bind }: Pick<StepProps, 'bind'>) {
  const texts = useQuoteTexts()
  return (
    <div className="form-grid">
      <PersonField {...bind.person('name')} />
      <FormField
        label={texts.company}
        autoComplete="organization"
        maxLength={QUOTE_LIMITS.COMPANY_MAX}
        {...bind.input('company')}
      />
      <PersonField {...bind.person('email')} />
      <PersonField {...bind.person('phone')} />
    </div>
  )
}

/** The heading of steps 2 and 3 when the form shows them all on one page. */
export function SectionTitle({ index }: { index: 1 | 2 }) {
  const texts = useQuoteTexts()
  return (
    <h2 id={`quote-section-${index + 1}`} className="quote-form__title quote-form__section">
      <StepProgress index={index} /> {stepTitles(texts)[index]}
    </h2>
  )
}

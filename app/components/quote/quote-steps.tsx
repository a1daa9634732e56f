import { formatMmDdYy, localToday, parseMmDdYy } from '#domain/calendar.ts'
import type { FreightMode } from '#domain/freight.ts'
import {
  INCOTERM_NOT_SURE,
  INCOTERM_NOT_SURE_LABEL,
  INCOTERMS,
  QUOTE_LIMITS,
} from '#domain/quote-options.ts'
import { lazyModule } from '#app/utils/lazy-module.ts'
import { lazy, Suspense } from 'react'
import { FormField } from '../form-field.tsx'
import { PersonField } from '../person-fields.tsx'
import { DatePicker } from './date-picker.tsx'
import { CheckboxField, SelectField } from './fields.tsx'
import type { QuoteDraft } from './quote-draft.ts'
import { useQuoteServices } from './quote-services.ts'
import { idOf, type Errors, type FieldBinder, type QuoteFormAction } from './use-quote-form.ts'

/*
 * The form's three steps. Hydrated, the form shows one at a time; as one page (before hydration
 * and without JavaScript) it shows all three, each under its own heading.
 */

export const STEP_TITLES = ['Route and mode', 'Cargo', 'Contact and confirm'] as const

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
  const selectedTerm = INCOTERMS.find((term) => term.code === values.incoterm)
  return (
    <div className="form-grid">
      <SelectField
        label="Service"
        wide
        placeholder="Choose a service"
        options={services.map((service) => ({
          value: service.slug,
          label: serviceLabel(service.title),
        }))}
        {...bind.select('service')}
      />
      <FormField
        label="Origin city or port"
        autoComplete="off"
        maxLength={QUOTE_LIMITS.CITY_MAX}
        {...bind.input('originCity')}
      />
      <FormField
        label="Origin country"
        autoComplete="off"
        maxLength={QUOTE_LIMITS.COUNTRY_MAX}
        {...bind.input('originCountry')}
      />
      <FormField
        label="Destination city or port"
        autoComplete="off"
        maxLength={QUOTE_LIMITS.CITY_MAX}
        {...bind.input('destinationCity')}
      />
      <FormField
        label="Destination country"
        autoComplete="off"
        maxLength={QUOTE_LIMITS.COUNTRY_MAX}
        {...bind.input('destinationCountry')}
      />
      <SelectField
        label="Incoterm"
        placeholder="Choose an Incoterm"
        hint={
          selectedTerm
            ? `${selectedTerm.code}: ${selectedTerm.explanation}`
            : values.incoterm === INCOTERM_NOT_SURE
              ? 'Our sales desk will advise you.'
              : 'Who pays for and carries the risk of each part of the journey.'
        }
        options={[
          ...INCOTERMS.map((term) => ({
            value: term.code,
            label: `${term.code} – ${term.name}`,
          })),
          { value: INCOTERM_NOT_SURE, label: INCOTERM_NOT_SURE_LABEL },
        ]}
        {...bind.select('incoterm')}
      />
      <DatePicker
        label="Cargo ready date"
        id={idOf('cargoReadyDate')}
        name="cargoReadyDate"
        hint="mm/dd/yy, today or later"
        text={values.cargoReadyText}
        value={parseMmDdYy(values.cargoReadyText)}
        min={localToday()}
        interactive={!onePage}
        error={errors.cargoReadyDate}
        onTextChange={(text) => bind.edit('cargoReadyText', text)}
        onPick={(iso) => bind.edit('cargoReadyText', formatMmDdYy(iso))}
      />
      <details className="incoterms field--wide">
        <summary>What do the ten Incoterms mean?</summary>
        <dl>
          {INCOTERMS.map((term) => (
            <div key={term.code}>
              <dt>
                {term.code} <span>{term.name}</span>
              </dt>
              <dd>{term.explanation}</dd>
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
  return (
    <div className="form-grid">
      <FormField
        label="Commodity"
        hint="What the cargo is, e.g. cotton T-shirts in cartons"
        maxLength={QUOTE_LIMITS.COMMODITY_MAX}
        {...bind.input('commodity')}
      />
      <FormField
        label="HS code (optional)"
        hint="6 to 10 digits, dots allowed, e.g. 6109.10"
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
        <legend>Cargo handling</legend>
        <CheckboxField
          label="Dangerous goods"
          hint="Classified under the IMDG Code or IATA DGR, e.g. batteries, chemicals"
          {...bind.checkbox('dangerousGoods')}
        />
        <CheckboxField
          label="Temperature control"
          hint="Reefer container or cool-chain handling, e.g. medicines, fresh produce"
          {...bind.checkbox('temperatureControlled')}
        />
        <CheckboxField
          label="Stackable"
          hint="Other cargo may be loaded on top of these packages"
          {...bind.checkbox('stackable')}
        />
      </fieldset>
      <FormField
        label="Notes (optional)"
        multiline
        rows={4}
        wide
        hint="Pickup address, delivery terms, special handling"
        maxLength={QUOTE_LIMITS.NOTES_MAX}
        {...bind.input('notes')}
      />
    </div>
  )
}

export function ContactStep({ bind }: Pick<StepProps, 'bind'>) {
  return (
    <div className="form-grid">
      <PersonField {...bind.person('name')} />
      <FormField
        label="Company (optional)"
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
  return (
    <h2 id={`quote-section-${index + 1}`} className="quote-form__title quote-form__section">
      <span className="quote-form__step">Step {index + 1} of 3</span> {STEP_TITLES[index]}
    </h2>
  )
}

import { fieldId } from '#app/components/error-summary.tsx'
import { FormField } from '#app/components/form-field.tsx'
import { fill, type MessagesOf } from '#app/i18n/messages.ts'
import { CONTAINER_TYPES } from '#domain/freight.ts'
import type { bookingPageMessages } from '../bookings.messages.ts'
import {
  CONTAINER_ROWS,
  PACKAGE_FIELDS,
  PACKAGE_ROWS,
  TOTALS_FIELDS,
  type BookingValues,
} from './booking-fields.ts'
import { BOOKING_FORM } from './party-fields.tsx'

type Texts = MessagesOf<typeof bookingPageMessages>

const PACKAGE_LABELS = {
  count: 'pieces',
  lengthCm: 'lengthCm',
  widthCm: 'widthCm',
  heightCm: 'heightCm',
  weightKg: 'weightKg',
} as const

const TOTALS_LABELS = {
  pieces: 'totalPieces',
  volumeCbm: 'totalVolume',
  grossWeightKg: 'totalWeight',
} as const

/**
 * The cargo as the quote form takes it: package lines for air and LCL (count, dimensions, weight
 * per piece) or, for LCL, the shipper's totals; container lines for FCL. Rows left empty are
 * not sent.
 */
export function CargoFields({
  texts,
  values,
  errors,
}: {
  texts: Texts
  values: BookingValues
  errors: Record<string, string>
}) {
  const listError = errors.packages ?? errors.cargoTotals ?? errors.containers
  return (
    <fieldset className="booking-fieldset">
      <legend>{texts.cargoHeading}</legend>
      <p className="field__hint">{texts.cargoLead}</p>
      {listError ? <p className="field__error">{listError}</p> : null}
      {Array.from({ length: PACKAGE_ROWS }, (_, row) => (
        <fieldset key={row} className="booking-line">
          <legend>{fill(texts.packageLine, { number: row + 1 })}</legend>
          {PACKAGE_FIELDS.map((field) => {
            const name = `packages.${row}.${field}`
            return (
              <FormField
                key={field}
                id={fieldId(BOOKING_FORM, name)}
                label={texts[PACKAGE_LABELS[field]]}
                name={name}
                inputMode="decimal"
                autoComplete="off"
                defaultValue={values[name] ?? ''}
                error={errors[name]}
              />
            )
          })}
        </fieldset>
      ))}
      <fieldset className="booking-line">
        <legend>{texts.totalsLine}</legend>
        {TOTALS_FIELDS.map((field) => {
          const name = `cargoTotals.${field}`
          return (
            <FormField
              key={field}
              id={fieldId(BOOKING_FORM, name)}
              label={texts[TOTALS_LABELS[field]]}
              name={name}
              inputMode={field === 'pieces' ? 'numeric' : 'decimal'}
              autoComplete="off"
              defaultValue={values[name] ?? ''}
              error={errors[name]}
            />
          )
        })}
      </fieldset>
      {Array.from({ length: CONTAINER_ROWS }, (_, row) => {
        const type = `containers.${row}.type`
        const quantity = `containers.${row}.quantity`
        return (
          <fieldset key={row} className="booking-line">
            <legend>{fill(texts.containerLine, { number: row + 1 })}</legend>
            <div className="field">
              <label htmlFor={fieldId(BOOKING_FORM, type)}>{texts.containerType}</label>
              <select
                id={fieldId(BOOKING_FORM, type)}
                name={type}
                defaultValue={values[type] ?? ''}
                aria-invalid={errors[type] ? true : undefined}
              >
                <option value="">{texts.chooseContainer}</option>
                {CONTAINER_TYPES.map((each) => (
                  <option key={each.code} value={each.code} lang="en">
                    {each.label}
                  </option>
                ))}
              </select>
              {errors[type] ? <p className="field__error">{errors[type]}</p> : null}
            </div>
            <FormField
              id={fieldId(BOOKING_FORM, quantity)}
              label={texts.containerQuantity}
              name={quantity}
              inputMode="numeric"
              autoComplete="off"
              defaultValue={values[quantity] ?? ''}
              error={errors[quantity]}
            />
          </fieldset>
        )
      })}
    </fieldset>
  )
}

import { fieldId } from '#app/components/error-summary.tsx'
import { FormField } from '#app/components/form-field.tsx'
import type { MessagesOf } from '#app/i18n/messages.ts'
import type { SavedParty } from '#schemas/portal/bookings.ts'
import type { bookingPageMessages } from '../bookings.messages.ts'
import type { BookingValues } from './booking-fields.ts'

type Texts = MessagesOf<typeof bookingPageMessages>

export const BOOKING_FORM = 'book'

/**
 * The shipper's or the consignee's details: one of the company's saved parties, or written out
 * (and saved for next time by the server). Without JavaScript the choice is posted as it is.
 */
export function PartyFields({
  party,
  texts,
  values,
  errors,
  saved,
}: {
  party: 'shipper' | 'consignee'
  texts: Texts
  values: BookingValues
  errors: Record<string, string>
  saved: readonly SavedParty[]
}) {
  const name = (field: string) => `${party}.${field}`
  const id = (field: string) => fieldId(BOOKING_FORM, name(field))
  const heading = party === 'shipper' ? texts.shipperHeading : texts.consigneeHeading
  const field = (key: 'name' | 'contact' | 'phone' | 'email', label: string) => (
    <FormField
      id={id(key)}
      label={label}
      name={name(key)}
      type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
      autoComplete="off"
      defaultValue={values[name(key)] ?? ''}
      error={errors[name(key)]}
    />
  )
  return (
    <fieldset className="booking-fieldset">
      <legend>{heading}</legend>
      {saved.length > 0 ? (
        <div className="field">
          <label htmlFor={id('saved')}>{texts.savedParty}</label>
          <p className="field__hint" id={`${id('saved')}-hint`}>
            {texts.partyHint}
          </p>
          <select
            id={id('saved')}
            name={name('saved')}
            defaultValue={values[name('saved')] ?? ''}
            aria-describedby={`${id('saved')}-hint`}
            aria-invalid={errors[name('saved')] ? true : undefined}
          >
            <option value="">{texts.newParty}</option>
            {saved.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name}
              </option>
            ))}
          </select>
          {errors[name('saved')] ? <p className="field__error">{errors[name('saved')]}</p> : null}
        </div>
      ) : null}
      {field('name', texts.partyName)}
      <FormField
        id={id('address')}
        label={texts.partyAddress}
        name={name('address')}
        multiline
        rows={3}
        defaultValue={values[name('address')] ?? ''}
        error={errors[name('address')]}
      />
      {field('contact', texts.partyContact)}
      {field('phone', texts.partyPhone)}
      {field('email', texts.partyEmail)}
    </fieldset>
  )
}

import { ErrorSummary, fieldId, summaryItems } from '#app/components/error-summary.tsx'
import { FormField } from '#app/components/form-field.tsx'
import { EstimatePanel, shownOptions } from '#app/components/quote/estimate-panel.tsx'
import type { EstimateTexts } from '#app/components/quote/estimate.messages.ts'
import { useLocalizedPath, type Language } from '#app/i18n/language.ts'
import type { MessagesOf } from '#app/i18n/messages.ts'
import { formatDecimalText } from '#domain/decimal-text.ts'
import { PRICE_MODES } from '#domain/pricing/codes.ts'
import { INCOTERMS, INCOTERM_NOT_SURE } from '#domain/quote-options.ts'
import type { SavedParty } from '#schemas/portal/bookings.ts'
import type { EstimateAnswer } from '#schemas/quote-estimate.ts'
import type { bookingPageMessages } from '../bookings.messages.ts'
import { fieldOrder, type BookingValues } from './booking-fields.ts'
import { CargoFields } from './cargo-fields.tsx'
import { BOOKING_FORM, PartyFields } from './party-fields.tsx'

type Texts = MessagesOf<typeof bookingPageMessages>

/** What the form shows after a post: its values, and the refusal or the estimate. */
export interface BookingFormState {
  values: BookingValues
  errors: Record<string, string>
  /** The refusal's message, when the request was refused. */
  message: string | null
  estimate: EstimateAnswer | null
  /** Why no estimate is shown: the form lacks what it needs, or no rate covers the lane. */
  estimateGap: 'incomplete' | null
}

export const ESTIMATE_INTENT = 'estimate'
export const SEND_INTENT = 'send'

/** The estimate for the form's lane and cargo, and the option the booking keeps. */
function EstimateChoice({
  estimate,
  chosen,
  texts,
  estimateTexts,
  language,
}: {
  estimate: EstimateAnswer
  chosen: string
  texts: Texts
  estimateTexts: EstimateTexts
  language: Language
}) {
  const options = shownOptions(estimate)
  if (options.length === 0) return <p className="booking-estimate__none">{texts.noEstimate}</p>
  const first = String(estimate.cheapest ?? options[0]?.cardId ?? '')
  const picked = options.some((option) => String(option.cardId) === chosen) ? chosen : first
  return (
    <>
      <EstimatePanel estimate={estimate} texts={estimateTexts} language={language} />
      <fieldset className="booking-fieldset">
        <legend>{texts.chooseOption}</legend>
        <p className="field__hint">{texts.chosenCard}</p>
        {options.map((option) => {
          const both = option.cardId === estimate.cheapest && option.cardId === estimate.fastest
          const label = both
            ? estimateTexts.cheapestAndFastest
            : option.cardId === estimate.cheapest
              ? estimateTexts.cheapest
              : estimateTexts.fastest
          return (
            <label key={option.cardId} className="booking-option">
              <input
                type="radio"
                name="estimateCardId"
                value={option.cardId}
                defaultChecked={String(option.cardId) === picked}
              />{' '}
              {label} · {option.routingName} · USD {formatDecimalText(option.totalUsd, language)}
            </label>
          )
        })}
      </fieldset>
    </>
  )
}

/** The booking request form; it posts to its own page, with or without JavaScript. */
export function BookingForm({
  texts,
  estimateTexts,
  language,
  parties,
  state,
}: {
  texts: Texts
  estimateTexts: EstimateTexts
  language: Language
  parties: readonly SavedParty[]
  state: BookingFormState
}) {
  const to = useLocalizedPath()
  const { values, errors } = state
  const id = (name: string) => fieldId(BOOKING_FORM, name)
  const text = (name: string, label: string, hint?: string) => (
    <FormField
      id={id(name)}
      label={label}
      name={name}
      hint={hint}
      autoComplete="off"
      defaultValue={values[name] ?? ''}
      error={errors[name]}
    />
  )
  const choice = (name: string, label: string, options: readonly [string, string][]) => (
    <div className="field">
      <label htmlFor={id(name)}>{label}</label>
      <select
        id={id(name)}
        name={name}
        defaultValue={values[name] ?? options[0]?.[0]}
        aria-invalid={errors[name] ? true : undefined}
      >
        {options.map(([value, optionLabel]) => (
          <option key={value} value={value}>
            {optionLabel}
          </option>
        ))}
      </select>
      {errors[name] ? <p className="field__error">{errors[name]}</p> : null}
    </div>
  )
  return (
    <form
      className="form-card booking-form"
      method="post"
      action={to('/account/bookings/new')}
      noValidate
      aria-labelledby="booking-form-title"
    >
      <h2 id="booking-form-title" className="visually-hidden">
        {texts.newTitle}
      </h2>
      {state.message ? (
        <ErrorSummary
          title={texts.refusedTitle}
          items={summaryItems(BOOKING_FORM, fieldOrder(), errors, state.message)}
        />
      ) : null}
      <fieldset className="booking-fieldset">
        <legend>{texts.laneHeading}</legend>
        {choice(
          'mode',
          texts.mode,
          PRICE_MODES.map((mode) => [mode, texts[`mode.${mode}`]]),
        )}
        {text('origin', texts.origin)}
        {text('destination', texts.destination)}
        {text('readyDate', texts.readyDate, texts.readyDateHint)}
        {choice('incoterm', texts.incoterm, [
          [INCOTERM_NOT_SURE, texts.incotermNotSure],
          ...INCOTERMS.map((code): [string, string] => [code, code]),
        ])}
        {text('pickupPlace', texts.pickupPlace, texts.pickupPlaceHint)}
        {text('commodity', texts.commodity)}
      </fieldset>
      <CargoFields texts={texts} values={values} errors={errors} />
      <section className="booking-estimate" aria-live="polite" aria-labelledby="booking-estimate">
        <h3 id="booking-estimate">{estimateTexts.title}</h3>
        {state.estimate ? (
          <EstimateChoice
            estimate={state.estimate}
            chosen={values.estimateCardId ?? ''}
            texts={texts}
            estimateTexts={estimateTexts}
            language={language}
          />
        ) : (
          <>
            <p>{texts.estimateIncomplete}</p>
            {values.estimateCardId ? (
              <input type="hidden" name="estimateCardId" value={values.estimateCardId} />
            ) : null}
          </>
        )}
        <button
          type="submit"
          name="intent"
          value={ESTIMATE_INTENT}
          className="button button--outline"
        >
          {texts.showEstimate}
        </button>
      </section>
      <PartyFields party="shipper" texts={texts} values={values} errors={errors} saved={parties} />
      <PartyFields
        party="consignee"
        texts={texts}
        values={values}
        errors={errors}
        saved={parties}
      />
      <FormField
        id={id('notes')}
        label={texts.notes}
        name="notes"
        multiline
        rows={3}
        defaultValue={values.notes ?? ''}
        error={errors.notes}
      />
      {text('quoteReference', texts.quoteReference, texts.quoteReferenceHint)}
      <button type="submit" name="intent" value={SEND_INTENT} className="button button--accent">
        {texts.send}
      </button>
    </form>
  )
}

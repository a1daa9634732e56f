import type { FormAnswer } from '#app/utils/form-post.ts'
import { useHydrated } from '#app/utils/hydrated.ts'
import { useSite } from '#app/utils/site-content.ts'
import { useLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import { formatLongDate, parseTypedDate } from '#domain/calendar.ts'
import { digitsIn } from '#domain/numerals.ts'
import type { FreightMode } from '#domain/freight.ts'
import { lazy, Suspense } from 'react'
import { useLoaderData } from 'react-router'
import type { loader } from '#app/routes/quote.tsx'
import { ErrorSummary, summaryItems } from '../error-summary.tsx'
import { HoneypotField } from '../honeypot-field.tsx'
import { useQuoteServices, useQuoteTexts } from './quote-services.ts'
import { ArrowRightIcon, ChevronLeftIcon } from '../icons.tsx'
import { SendLabel } from '../send-label.tsx'
import { preloadCalendar } from './date-picker.tsx'
import type { QuoteDraft } from './quote-draft.ts'
import {
  CargoStep,
  ContactStep,
  loadLaterSteps,
  RouteStep,
  SectionTitle,
  stepTitles,
  StepProgress,
} from './quote-steps.tsx'
import { QUOTE_FORM_ID } from './field-binder.ts'
import { loadChecks, useQuoteForm } from './use-quote-form.ts'

/** Where the form posts without JavaScript: its own page (the route's action). */
export const QUOTE_PAGE = '/quote'

const QuoteReview = lazy(async () => ({ default: (await loadLaterSteps()).QuoteReview }))
const QuoteSuccess = lazy(async () => ({ default: (await loadLaterSteps()).QuoteSuccess }))
const EstimateAttached = lazy(async () => ({
  default: (await loadLaterSteps()).EstimateAttached,
}))

function prefetchForm() {
  void loadChecks().catch(() => {})
  void loadLaterSteps().catch(() => {})
  preloadCalendar()
}

/**
 * The quote form. Hydrated, it is three steps with a review, sends JSON to the API and keeps a
 * draft in the tab. Before hydration or without JavaScript, the three steps are onePage of one
 * page with a fixed set of package lines, posted to the page; `answer` is what the server sent
 * back when that post was refused, or priced without sending (the instant estimate).
 */
export function QuoteForm({ answer }: { answer?: FormAnswer<QuoteDraft> | undefined }) {
  const onePage = !useHydrated()
  const { company } = useSite()
  const services = useQuoteServices()
  const texts = useQuoteTexts()
  const language = useLanguage()
  const { estimateTexts } = useLoaderData<typeof loader>()
  const localizedPath = useLocalizedPath()
  const titles = stepTitles(texts)
  const form = useQuoteForm(answer)
  const { sending, formRef, headingRef, bind, goTo } = form
  const { values, errors, step, reviewing, reference, confirmationEmail, attachedEstimate } =
    form.state
  const stepProps = { values, errors, bind, onePage }

  const mode: FreightMode | undefined = services.find(
    (service) => service.slug === values.service,
  )?.mode

  if (reference) {
    return (
      <Suspense fallback={null}>
        <QuoteSuccess
          reference={reference}
          confirmationEmail={confirmationEmail}
          headingRef={headingRef}
          onAnother={form.another}
        >
          {attachedEstimate ? (
            <EstimateAttached
              estimate={attachedEstimate}
              texts={estimateTexts}
              language={language}
            />
          ) : null}
        </QuoteSuccess>
      </Suspense>
    )
  }

  const pickedDate = parseTypedDate(values.cargoReadyText)
  const stepTitle = reviewing ? texts.checkAndSend : titles[step]

  return (
    <form
      ref={formRef}
      className="form-card quote-form"
      method="post"
      action={localizedPath(QUOTE_PAGE)}
      noValidate
      onSubmit={form.onSubmit}
      onFocus={prefetchForm}
      aria-labelledby="quote-step-title"
    >
      {onePage && answer?.message ? (
        <ErrorSummary
          title={texts.notSent}
          items={summaryItems(
            QUOTE_FORM_ID,
            // The page's action has put them in the order the fields are shown.
            Object.keys(answer.errors),
            answer.errors,
            answer.message,
          )}
        />
      ) : null}
      <ol className="quote-steps" aria-label={onePage ? texts.stepsLabel : texts.progressLabel}>
        {titles.map((title, index) => (
          <li
            key={title}
            aria-current={!onePage && index === step ? 'step' : undefined}
            data-state={index < step ? 'done' : index === step ? 'current' : 'todo'}
          >
            <span className="quote-steps__number" aria-hidden="true">
              {digitsIn(String(index + 1), language)}
            </span>
            <span className="quote-steps__label">
              <span className="visually-hidden">
                {fill(texts.stepNumber, { number: digitsIn(String(index + 1), language) })}
              </span>
              {title}
              {index < step ? <span className="visually-hidden">{texts.stepDone}</span> : null}
            </span>
          </li>
        ))}
      </ol>

      <h2 id="quote-step-title" ref={headingRef} tabIndex={-1} className="quote-form__title">
        <StepProgress index={step} /> {stepTitle}
      </h2>

      {onePage || step === 0 ? <RouteStep {...stepProps} /> : null}

      {onePage ? <SectionTitle index={1} /> : null}
      {onePage || step === 1 ? (
        <CargoStep {...stepProps} mode={mode} dispatch={form.dispatch} />
      ) : null}

      {onePage ? <SectionTitle index={2} /> : null}
      {onePage || (step === 2 && !reviewing) ? <ContactStep bind={bind} /> : null}

      {!onePage && step === 2 && reviewing ? (
        <Suspense fallback={null}>
          <QuoteReview
            values={values}
            mode={mode}
            readyDate={pickedDate ? formatLongDate(pickedDate, language) : values.cargoReadyText}
            onEdit={(target) => goTo(target)}
          />
        </Suspense>
      ) : null}

      <HoneypotField value={form.state.honeypot} onChange={form.editHoneypot} />

      <div className="form-actions quote-form__actions">
        {!onePage && (step > 0 || reviewing) ? (
          <button
            type="button"
            className="button button--outline"
            onClick={() => (reviewing ? goTo(2) : goTo(step === 2 ? 1 : 0))}
          >
            <ChevronLeftIcon /> {texts.back}
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={sending}>
          {onePage ? (
            texts.send
          ) : step < 2 ? (
            <>
              {fill(texts.next, { step: titles[step + 1] ?? '' })} <ArrowRightIcon />
            </>
          ) : reviewing ? (
            <SendLabel sending={sending} label={texts.send} />
          ) : (
            <>
              {texts.review} <ArrowRightIcon />
            </>
          )}
        </button>
      </div>
      <p className="form-note quote-form__note">
        {fill(texts.answerNote, { hours: company.openingHours.label })}
        {onePage ? null : texts.draftNote}
      </p>
    </form>
  )
}

import type { FormAnswer } from '#app/utils/form-post.ts'
import { useHydrated } from '#app/utils/hydrated.ts'
import { lazyModule } from '#app/utils/lazy-module.ts'
import { NetworkError, postJson } from '#app/utils/api-client.ts'
import { COMPANY } from '#content/company.ts'
import { SERVICE_NAMES } from '#content/service-names.ts'
import { formatLongDate, formatMmDdYy, localToday, parseMmDdYy } from '#schemas/calendar.ts'
import type { FreightMode } from '#schemas/freight.ts'
import {
  INCOTERM_NOT_SURE,
  INCOTERM_NOT_SURE_LABEL,
  INCOTERMS,
  QUOTE_LIMITS,
  QUOTE_STEP_FIELDS,
  type QuoteField,
} from '#schemas/quote-options.ts'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { ErrorSummary, fieldId, summaryItems } from '../error-summary.tsx'
import { PersonField } from '../person-fields.tsx'
import { FormField } from '../form-field.tsx'
import { HoneypotField } from '../honeypot-field.tsx'
import { ArrowRightIcon, ChevronLeftIcon } from '../icons.tsx'
import { SendLabel } from '../send-label.tsx'
import { useSubmission } from '../use-submission.ts'
import { DatePicker, preloadCalendar } from './date-picker.tsx'
import { CheckboxField, SelectField } from './fields.tsx'
import {
  clearDraft,
  EMPTY_DRAFT,
  emptyContainer,
  emptyLine,
  isBlankContainer,
  isBlankLine,
  loadDraft,
  NO_SCRIPT_DRAFT,
  saveDraft,
  type ContainerField,
  type LineField,
  type TotalsDraft,
  type QuoteDraft,
  type Step,
} from './quote-draft.ts'

export const QUOTE_ENDPOINT = '/api/quote/create'
/** Where the form posts without JavaScript: its own page (the route's action). */
export const QUOTE_PAGE = '/quote'

const FORM_ID = 'quote'
const idOf = (name: string) => fieldId(FORM_ID, name)

export const STEP_TITLES = ['Route and mode', 'Cargo', 'Contact and confirm'] as const

export const QUOTE_NETWORK_FAILURE =
  'We could not reach our server. Please check your connection and try again; your request is still in the form.'

export type Errors = Record<string, string | undefined>

/** The validation library loads on first use, so the page's first load stays small. */
const loadSchemas = lazyModule(async () => {
  const [schemas, request] = await Promise.all([
    import('#schemas/quote.ts'),
    import('./quote-request.ts'),
  ])
  return { ...schemas, toRequest: request.toRequest }
})

/* Steps 2 and 3 are not on screen when the page first paints, so their parts load later too. */
const loadLaterSteps = lazyModule(() =>
  Promise.all([
    import('./freight-summary.tsx'),
    import('./quote-review.tsx'),
    import('./quote-success.tsx'),
    import('./package-lines.tsx'),
  ]),
)
const QuoteReview = lazy(async () => ({ default: (await loadLaterSteps())[1].QuoteReview }))
const QuoteSuccess = lazy(async () => ({ default: (await loadLaterSteps())[2].QuoteSuccess }))
const CargoFields = lazy(async () => ({ default: (await loadLaterSteps())[3].CargoFields }))

function prefetchForm() {
  void loadSchemas().catch(() => {})
  void loadLaterSteps().catch(() => {})
  preloadCalendar()
}

export function serviceLabel(title: string): string {
  return title.charAt(0) + title.slice(1).toLowerCase()
}

function errorsFrom(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {}
  for (const issue of issues) {
    const key = issue.path.map(String).join('.')
    errors[key] ??= issue.message
  }
  return errors
}

function stepOf(field: string): Step {
  const top = field.split('.')[0] as QuoteField
  const index = QUOTE_STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(top))
  return index === 1 || index === 2 ? index : 0
}

function isCreated(answer: unknown): answer is { data: { reference: string } } {
  const data = (answer as { data?: { reference?: unknown } }).data
  return typeof data?.reference === 'string'
}

/**
 * The quote form. Hydrated, it is three steps with a review, sends JSON to the API and keeps a
 * draft in the tab. Before hydration or without JavaScript, the three steps are sections of one
 * form with a fixed set of package lines, posted to its page; `answer` is what the server sent
 * back when that post was refused.
 */
export function QuoteForm({ answer }: { answer?: FormAnswer<QuoteDraft> | undefined }) {
  const { sending, submit } = useSubmission(QUOTE_NETWORK_FAILURE)
  const sections = !useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [values, setValues] = useState<QuoteDraft>(answer?.values ?? NO_SCRIPT_DRAFT)
  const [step, setStep] = useState<Step>(0)
  const [reviewing, setReviewing] = useState(false)
  const [errors, setErrors] = useState<Errors>(answer?.errors ?? {})
  const [honeypot, setHoneypot] = useState('')
  const [reference, setReference] = useState<string>()
  const [restored, setRestored] = useState(false)
  // A new object each time, so that asking twice for the same target focuses twice.
  const [focusRequest, requestFocus] = useState<{ target: 'error' | 'heading' } | null>(null)

  // The prerendered page is the empty form; the draft and ?service= are applied once hydrated.
  useEffect(() => {
    const saved = loadDraft()
    const slug = new URLSearchParams(window.location.search).get('service')
    const preselected = SERVICE_NAMES.find((service) => service.slug === slug)?.slug
    /* eslint-disable react-hooks/set-state-in-effect -- restoring browser-only state after hydration */
    if (saved && !answer) {
      setValues({ ...saved.values, service: preselected ?? saved.values.service })
      setStep(saved.step)
      setReviewing(saved.reviewing)
    } else if (answer) {
      // Sent back by the server: the step of the first problem, its errors beside the fields.
      setStep(stepOf(Object.keys(answer.errors)[0] ?? ''))
      requestFocus({ target: 'error' })
    } else {
      // The lines the form had without JavaScript: the blank ones go, lines can now be added.
      setValues((current) => {
        const filled = current.packages.filter((line) => !isBlankLine(line))
        const containers = current.containers.filter((line) => !isBlankContainer(line))
        return {
          ...current,
          service: preselected ?? current.service,
          packages: filled.length > 0 ? filled : [emptyLine(1)],
          containers: containers.length > 0 ? containers : [emptyContainer(1)],
        }
      })
    }
    setRestored(true)
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [answer])

  useEffect(() => {
    if (restored && !reference) saveDraft({ values, step, reviewing })
  }, [restored, reference, values, step, reviewing])

  useEffect(() => {
    if (focusRequest?.target === 'error') {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    } else if (focusRequest?.target === 'heading') {
      headingRef.current?.focus()
    }
  }, [focusRequest])

  const mode: FreightMode | undefined = SERVICE_NAMES.find(
    (service) => service.slug === values.service,
  )?.mode

  async function validateStep(index: Step): Promise<Errors> {
    const { quoteStepSchema, toRequest } = await loadSchemas()
    const result = quoteStepSchema(index).safeParse(toRequest(values, ''))
    const found = result.success ? {} : errorsFrom(result.error.issues)
    if (index === 0 && !found.cargoReadyDate) {
      // The schema allows any date that is today somewhere; the visitor's own today is stricter.
      const iso = parseMmDdYy(values.cargoReadyText)
      if (iso && iso < localToday())
        found.cargoReadyDate = 'The cargo-ready date cannot be in the past'
    }
    return found
  }

  function update<Field extends keyof QuoteDraft>(field: Field, value: QuoteDraft[Field]) {
    setValues((current) => ({ ...current, [field]: value }))
    // The date's text is drafted as cargoReadyText but validated, and reported, as cargoReadyDate.
    const errorKey = field === 'cargoReadyText' ? 'cargoReadyDate' : field
    if (errors[errorKey]) setErrors((current) => ({ ...current, [errorKey]: undefined }))
  }

  /** Changes one field of a package or container line; errors are keyed by the line's place. */
  function updateItem(
    list: 'packages' | 'containers',
    index: number,
    field: LineField | ContainerField,
    value: string,
  ) {
    setValues((current) => ({
      ...current,
      [list]: current[list].map((line, position) =>
        position === index ? { ...line, [field]: value } : line,
      ),
    }))
    const key = `${list}.${index}.${field}`
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }))
  }

  function addItem(list: 'packages' | 'containers') {
    setValues((current) => {
      const key = Math.max(0, ...current[list].map((line) => line.key)) + 1
      return list === 'packages'
        ? { ...current, packages: [...current.packages, emptyLine(key)] }
        : { ...current, containers: [...current.containers, emptyContainer(key)] }
    })
  }

  function removeItem(list: 'packages' | 'containers', index: number) {
    setValues((current) => ({
      ...current,
      [list]: current[list].filter((_, position) => position !== index),
    }))
    // Errors are keyed by position, which has just changed.
    setErrors({})
    formRef.current?.querySelector<HTMLElement>('.package-lines__add')?.focus()
  }

  function updateTotals(field: keyof TotalsDraft, value: string) {
    setValues((current) => ({
      ...current,
      cargoTotals: { ...current.cargoTotals, [field]: value },
    }))
    const key = `cargoTotals.${field}`
    if (errors[key] || errors.cargoTotals) {
      setErrors((current) => ({ ...current, [key]: undefined, cargoTotals: undefined }))
    }
  }

  function goTo(next: Step, review = false) {
    setStep(next)
    setReviewing(review)
    setErrors({})
    requestFocus({ target: 'heading' })
  }

  async function send() {
    const { QuoteRequestSchema, toRequest } = await loadSchemas()
    const parsed = QuoteRequestSchema.safeParse(toRequest(values, honeypot))
    if (!parsed.success) {
      const found = errorsFrom(parsed.error.issues)
      const first = Object.keys(found)[0] ?? ''
      setStep(stepOf(first))
      setReviewing(false)
      setErrors(found)
      requestFocus({ target: 'error' })
      return
    }
    await submit(
      async () => {
        const answer = await postJson(QUOTE_ENDPOINT, toRequest(values, honeypot))
        if (answer.code !== 200) return { ...answer, reference: '' }
        // A success without a reference is not an answer of this API.
        if (!isCreated(answer)) throw new NetworkError('the answer has no reference')
        return { ...answer, reference: answer.data.reference }
      },
      {
        onSuccess: ({ reference }) => {
          clearDraft()
          setReference(reference)
          setValues(EMPTY_DRAFT)
          setStep(0)
          setReviewing(false)
          requestFocus({ target: 'heading' })
        },
        onFieldErrors: (fieldErrors) => {
          setStep(stepOf(Object.keys(fieldErrors)[0] ?? ''))
          setReviewing(false)
          setErrors(fieldErrors)
          requestFocus({ target: 'error' })
        },
      },
    )
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    if (step === 2 && reviewing) {
      await send()
      return
    }
    const found = await validateStep(step)
    setErrors(found)
    if (Object.values(found).some(Boolean)) {
      requestFocus({ target: 'error' })
      return
    }
    if (step === 2) goTo(2, true)
    else goTo(step === 0 ? 1 : 2)
  }

  if (reference) {
    return (
      <Suspense fallback={null}>
        <QuoteSuccess
          reference={reference}
          headingRef={headingRef}
          onAnother={() => {
            setReference(undefined)
            requestFocus({ target: 'heading' })
          }}
        />
      </Suspense>
    )
  }

  const today = localToday()
  const selectedTerm = INCOTERMS.find((term) => term.code === values.incoterm)
  const pickedDate = parseMmDdYy(values.cargoReadyText)
  const stepTitle = reviewing ? 'Check and send' : STEP_TITLES[step]

  return (
    <form
      ref={formRef}
      className="form-card quote-form"
      method="post"
      action={QUOTE_PAGE}
      noValidate
      onSubmit={onSubmit}
      onFocus={prefetchForm}
      aria-labelledby="quote-step-title"
    >
      {sections && answer ? (
        <ErrorSummary
          title="Your request was not sent"
          items={summaryItems(
            FORM_ID,
            // The page's action has put them in the order the fields are shown.
            Object.keys(answer.errors),
            answer.errors,
            answer.message,
          )}
        />
      ) : null}
      <ol className="quote-steps" aria-label={sections ? 'Steps' : 'Progress'}>
        {STEP_TITLES.map((title, index) => (
          <li
            key={title}
            aria-current={!sections && index === step ? 'step' : undefined}
            data-state={index < step ? 'done' : index === step ? 'current' : 'todo'}
          >
            <span className="quote-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="quote-steps__label">
              <span className="visually-hidden">Step {index + 1}: </span>
              {title}
              {index < step ? <span className="visually-hidden"> (done)</span> : null}
            </span>
          </li>
        ))}
      </ol>

      <h2 id="quote-step-title" ref={headingRef} tabIndex={-1} className="quote-form__title">
        <span className="quote-form__step">Step {step + 1} of 3</span> {stepTitle}
      </h2>

      {sections || step === 0 ? (
        <div className="form-grid">
          <SelectField
            label="Service"
            id={idOf('service')}
            name="service"
            wide
            value={values.service}
            error={errors.service}
            placeholder="Choose a service"
            options={SERVICE_NAMES.map((service) => ({
              value: service.slug,
              label: serviceLabel(service.title),
            }))}
            onChange={(value) => update('service', value)}
          />
          <FormField
            label="Origin city or port"
            id={idOf('originCity')}
            name="originCity"
            autoComplete="off"
            maxLength={QUOTE_LIMITS.CITY_MAX}
            value={values.originCity}
            error={errors.originCity}
            onChange={(event) => update('originCity', event.target.value)}
          />
          <FormField
            label="Origin country"
            id={idOf('originCountry')}
            name="originCountry"
            autoComplete="off"
            maxLength={QUOTE_LIMITS.COUNTRY_MAX}
            value={values.originCountry}
            error={errors.originCountry}
            onChange={(event) => update('originCountry', event.target.value)}
          />
          <FormField
            label="Destination city or port"
            id={idOf('destinationCity')}
            name="destinationCity"
            autoComplete="off"
            maxLength={QUOTE_LIMITS.CITY_MAX}
            value={values.destinationCity}
            error={errors.destinationCity}
            onChange={(event) => update('destinationCity', event.target.value)}
          />
          <FormField
            label="Destination country"
            id={idOf('destinationCountry')}
            name="destinationCountry"
            autoComplete="off"
            maxLength={QUOTE_LIMITS.COUNTRY_MAX}
            value={values.destinationCountry}
            error={errors.destinationCountry}
            onChange={(event) => update('destinationCountry', event.target.value)}
          />
          <SelectField
            label="Incoterm"
            id={idOf('incoterm')}
            name="incoterm"
            value={values.incoterm}
            error={errors.incoterm}
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
            onChange={(value) => update('incoterm', value)}
          />
          <DatePicker
            label="Cargo ready date"
            id={idOf('cargoReadyDate')}
            name="cargoReadyDate"
            hint="mm/dd/yy, today or later"
            text={values.cargoReadyText}
            value={pickedDate}
            min={today}
            interactive={!sections}
            error={errors.cargoReadyDate}
            onTextChange={(text) => update('cargoReadyText', text)}
            onPick={(iso) => update('cargoReadyText', formatMmDdYy(iso))}
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
      ) : null}

      {sections ? <SectionTitle index={1} /> : null}
      {sections || step === 1 ? (
        <div className="form-grid">
          <FormField
            label="Commodity"
            id={idOf('commodity')}
            name="commodity"
            hint="What the cargo is, e.g. cotton T-shirts in cartons"
            maxLength={QUOTE_LIMITS.COMMODITY_MAX}
            value={values.commodity}
            error={errors.commodity}
            onChange={(event) => update('commodity', event.target.value)}
          />
          <FormField
            label="HS code (optional)"
            id={idOf('hsCode')}
            name="hsCode"
            hint="6 to 10 digits, dots allowed, e.g. 6109.10"
            inputMode="decimal"
            maxLength={20}
            value={values.hsCode}
            error={errors.hsCode}
            onChange={(event) => update('hsCode', event.target.value)}
          />
          <Suspense fallback={null}>
            <CargoFields
              values={values}
              errors={errors}
              mode={mode}
              sections={sections}
              idOf={idOf}
              onLoad={(load) => update('load', load)}
              onItem={updateItem}
              onAdd={addItem}
              onRemove={removeItem}
              onTotals={updateTotals}
            />
          </Suspense>
          <fieldset className="field--wide check-group">
            <legend>Cargo handling</legend>
            <CheckboxField
              label="Dangerous goods"
              name="dangerousGoods"
              hint="Classified under the IMDG Code or IATA DGR, e.g. batteries, chemicals"
              checked={values.dangerousGoods}
              onChange={(checked) => update('dangerousGoods', checked)}
            />
            <CheckboxField
              label="Temperature control"
              name="temperatureControlled"
              hint="Reefer container or cool-chain handling, e.g. medicines, fresh produce"
              checked={values.temperatureControlled}
              onChange={(checked) => update('temperatureControlled', checked)}
            />
            <CheckboxField
              label="Stackable"
              name="stackable"
              hint="Other cargo may be loaded on top of these packages"
              checked={values.stackable}
              onChange={(checked) => update('stackable', checked)}
            />
          </fieldset>
          <FormField
            label="Notes (optional)"
            id={idOf('notes')}
            name="notes"
            multiline
            rows={4}
            wide
            hint="Pickup address, delivery terms, special handling"
            maxLength={QUOTE_LIMITS.NOTES_MAX}
            value={values.notes}
            error={errors.notes}
            onChange={(event) => update('notes', event.target.value)}
          />
        </div>
      ) : null}

      {sections ? <SectionTitle index={2} /> : null}
      {sections || (step === 2 && !reviewing) ? (
        <div className="form-grid">
          <PersonField
            field="name"
            id={idOf('name')}
            value={values.name}
            error={errors.name}
            onChange={(value) => update('name', value)}
          />
          <FormField
            label="Company (optional)"
            id={idOf('company')}
            name="company"
            autoComplete="organization"
            maxLength={QUOTE_LIMITS.COMPANY_MAX}
            value={values.company}
            error={errors.company}
            onChange={(event) => update('company', event.target.value)}
          />
          <PersonField
            field="email"
            id={idOf('email')}
            value={values.email}
            error={errors.email}
            onChange={(value) => update('email', value)}
          />
          <PersonField
            field="phone"
            id={idOf('phone')}
            value={values.phone}
            error={errors.phone}
            onChange={(value) => update('phone', value)}
          />
        </div>
      ) : null}

      {!sections && step === 2 && reviewing ? (
        <Suspense fallback={null}>
          <QuoteReview
            values={values}
            mode={mode}
            readyDate={pickedDate ? formatLongDate(pickedDate) : values.cargoReadyText}
            onEdit={(target) => goTo(target)}
          />
        </Suspense>
      ) : null}

      <HoneypotField value={honeypot} onChange={setHoneypot} />

      <div className="form-actions quote-form__actions">
        {!sections && (step > 0 || reviewing) ? (
          <button
            type="button"
            className="button button--outline"
            onClick={() => (reviewing ? goTo(2) : goTo(step === 2 ? 1 : 0))}
          >
            <ChevronLeftIcon /> Back
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={sending}>
          {sections ? (
            'Send request'
          ) : step < 2 ? (
            <>
              Next: {STEP_TITLES[step + 1]} <ArrowRightIcon />
            </>
          ) : reviewing ? (
            <SendLabel sending={sending} label="Send request" />
          ) : (
            <>
              Review request <ArrowRightIcon />
            </>
          )}
        </button>
      </div>
      <p className="form-note quote-form__note">
        We answer within one working day ({COMPANY.openingHours.label}).
        {sections ? null : ' Your entries are kept in this browser tab until you send them.'}
      </p>
    </form>
  )
}

/** The heading of steps 2 and 3 when the form shows them all as sections (no JavaScript). */
function SectionTitle({ index }: { index: 1 | 2 }) {
  return (
    <h2 id={`quote-section-${index + 1}`} className="quote-form__title quote-form__section">
      <span className="quote-form__step">Step {index + 1} of 3</span> {STEP_TITLES[index]}
    </h2>
  )
}

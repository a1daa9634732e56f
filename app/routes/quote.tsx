import { ContactList } from '#app/components/contact-list.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { formTextsIn } from '#app/components/form.messages.ts'
import { FormTextsProvider } from '#app/components/form-texts.tsx'
import { localizedPath, requestLanguage } from '#app/i18n/language.ts'
import { NO_SCRIPT_DRAFT, draftFromFields } from '#app/components/quote/quote-draft.ts'
import { fieldOrder, requestWithoutBlankLines } from '#app/components/quote/quote-request.ts'
import { QuoteForm } from '#app/components/quote/quote-form.tsx'
import { QuoteServicesContext, QuoteTextsContext } from '#app/components/quote/quote-services.ts'
import { quoteTextsIn } from '#app/components/quote/quote.messages.ts'
import { estimateTextsIn } from '#app/components/quote/estimate.messages.ts'
import { fill } from '#app/i18n/messages.ts'
import { siteRecords } from '#app/utils/site-content.ts'
import {
  redirectWithReceipt,
  refused,
  type FormAnswer,
  refusedBeforeReading,
  textFields,
} from '#app/utils/form-post.ts'
import { pageHost } from '#app/utils/page-host.ts'
import { companyOf, pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { HONEYPOT_FIELD } from '#domain/honeypot-name.ts'
import type { PageHost } from '#domain/page-host.ts'
import type { Language } from '#app/i18n/language.ts'
import type { EstimateAnswer } from '#schemas/quote-estimate.ts'
import { ESTIMATE_INTENT, estimateQueryOf } from '#app/components/quote/estimate-query.ts'
import type { QuoteDraft } from '#app/components/quote/quote-draft.ts'
import type { AttachedEstimate, ConfirmationEmail } from '#schemas/quote.ts'
import type { Route } from './+types/quote'
import type { MetaDescriptor } from 'react-router'
import './quote.css'

export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return []
  const texts = loaderData.quoteTexts
  return pageMeta(siteOf(matches), {
    title: texts.metaTitle,
    description: fill(texts.metaDescription, { company: companyOf(matches).name }),
    path: '/quote',
    breadcrumb: [{ name: texts.breadcrumb, path: '/quote' }],
  })
}

/**
 * What /quote/sent shows: the reference, and the service and cargo to total (the cargo in the
 * form the packages column stores, domain/quote-cargo.ts).
 */
export interface QuoteReceipt {
  reference: string
  confirmationEmail: ConfirmationEmail
  service: string
  cargo: unknown
  /** The estimate the request carries, as the API answered it. */
  estimate: AttachedEstimate | null
}

/** The services to choose from (those published, in the page's language) and the form's texts. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const { serviceChoices } = await siteRecords(context, language)
  return {
    services: serviceChoices,
    formTexts: formTextsIn(language, 'quote'),
    quoteTexts: quoteTextsIn(language),
    estimateTexts: estimateTextsIn(language),
  }
}

/** A refused post's own headers (Retry-After after a 429) reach the page's answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders
}

/** The errors in the order the form shows their fields, which its error summary follows. */
function inFieldOrder(entries: [string, string][], order: readonly string[]) {
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length)
  return Object.fromEntries(entries.sort(([a], [b]) => rank(a) - rank(b)))
}

/**
 * The form posted without JavaScript: its fields become the JSON request the enhanced form
 * sends (blank package lines left out), which goes to the server's quote service as that request
 * goes to the API; then to the confirmation page,
 * or back here with the visitor's values and the errors.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const host = pageHost(context)
  const language = requestLanguage(request)
  if (host.refusal) {
    const originCountry = quoteTextsIn(language).defaultOriginCountry
    return refusedBeforeReading(host.refusal, { ...NO_SCRIPT_DRAFT, originCountry })
  }
  const fields = textFields(await request.formData())
  const draft = draftFromFields(fields)
  if (fields.intent === ESTIMATE_INTENT) return priced(host, context, draft, language)
  const { request: body, renameError } = requestWithoutBlankLines(
    draft,
    fields[HONEYPOT_FIELD] ?? '',
  )
  const outcome = await host.forms.quote(body, language)
  if (outcome.ok) {
    const { reference, confirmationEmail, estimate } = outcome.value.data
    const cargo =
      'containers' in body
        ? { load: 'fcl', containers: body.containers }
        : 'cargoTotals' in body
          ? { load: 'lcl-totals', cargoTotals: body.cargoTotals }
          : body.packages
    const receipt: QuoteReceipt = {
      reference,
      confirmationEmail,
      service: body.service,
      cargo,
      estimate: estimate ?? null,
    }
    return redirectWithReceipt(localizedPath('/quote/sent', language), receipt)
  }
  const { errors } = outcome.refusal
  return refused(
    {
      ...outcome.refusal,
      errors:
        errors &&
        inFieldOrder(
          Object.entries(errors).map(([key, message]) => [renameError(key), message]),
          fieldOrder(draft.packages.length, draft.containers.length),
        ),
    },
    draft,
  )
}

/** The form posted to be priced, not sent: its values back, with the estimate or why none. */
export interface PricedAnswer extends FormAnswer<QuoteDraft> {
  estimate: EstimateAnswer | null
  /** Why there is no estimate: something it needs is not filled in, or it could not be had. */
  estimateGap: 'incomplete' | 'unavailable' | null
}

/**
 * The instant estimate without JavaScript: the same query the hydrated form asks the API with,
 * answered by the server's own estimate (not over HTTP). Nothing is sent and nothing is wrong,
 * so the answer has no message, and the form shows no error summary.
 */
async function priced(
  host: PageHost,
  context: Route.ActionArgs['context'],
  draft: QuoteDraft,
  language: Language,
): Promise<PricedAnswer> {
  const { serviceChoices } = await siteRecords(context, language)
  const mode = serviceChoices.find((service) => service.slug === draft.service)?.mode
  const query = estimateQueryOf(draft, mode)
  const answer: PricedAnswer = {
    status: 200,
    message: '',
    errors: {},
    values: draft,
    estimate: null,
    estimateGap: 'incomplete',
  }
  if (!query) return answer
  const outcome = await host.pricing.estimateQuote(Object.fromEntries(query), language)
  if (outcome.ok) return { ...answer, estimate: outcome.value, estimateGap: null }
  // A query the estimate refuses names a field the form's own checks name when it is sent.
  return { ...answer, estimateGap: outcome.refusal.status === 400 ? 'incomplete' : 'unavailable' }
}

export default function Quote({ actionData, loaderData }: Route.ComponentProps) {
  const texts = loaderData.quoteTexts
  return (
    <FormTextsProvider texts={loaderData.formTexts}>
      <PageHeader title={texts.title} breadcrumb={texts.breadcrumb} lead={texts.lead} />
      <section className="section section--tinted" aria-label={texts.sectionLabel}>
        <div className="container quote-layout">
          <QuoteTextsContext value={texts}>
            <QuoteServicesContext value={loaderData.services}>
              <QuoteForm answer={actionData} />
            </QuoteServicesContext>
          </QuoteTextsContext>
          <aside className="side-panel side-panel--dark" aria-labelledby="quote-help-title">
            <h2 id="quote-help-title">{texts.helpTitle}</h2>
            <p>{texts.helpText}</p>
            <ContactList showHours />
          </aside>
        </div>
      </section>
    </FormTextsProvider>
  )
}

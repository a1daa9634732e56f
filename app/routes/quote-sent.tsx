import { EstimateAttached } from '#app/components/quote/estimate-attached.tsx'
import { attachedEstimateTextsIn } from '#app/components/quote/estimate.messages.ts'
import { FreightSummary } from '#app/components/quote/freight-summary.tsx'
import { QuoteSuccess } from '#app/components/quote/quote-success.tsx'
import { SubmissionReceived } from '#app/components/confirmations/submission-received.tsx'
import { formTextsIn } from '#app/components/form.messages.ts'
import { FormTextsProvider } from '#app/components/form-texts.tsx'
import { requestLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { QuoteTextsContext } from '#app/components/quote/quote-services.ts'
import { quoteTextsIn } from '#app/components/quote/quote.messages.ts'
import { fillNodes } from '#app/i18n/fill-nodes.tsx'
import { readReceipt } from '#app/utils/form-post.ts'
import { companyOf, documentTitle } from '#app/utils/page-meta.ts'
import { siteRecords } from '#app/utils/site-content.ts'
import {
  AttachedEstimateSchema,
  StoredCargoSchema,
  type ConfirmationEmail,
} from '#schemas/quote.ts'
import { Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/quote-sent'
import './quote-sent.css'

export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return [
    { title: documentTitle(companyOf(matches), loaderData?.quoteTexts.sentTitle ?? '') },
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * The confirmation of a quote request sent without JavaScript: its reference, the totals the
 * server works out here from the cargo the API accepted (what the sales email states too), and
 * the estimate's total when the request carries one.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const receipt = readReceipt(request) as
    | {
        reference?: unknown
        confirmationEmail?: unknown
        service?: unknown
        cargo?: unknown
        estimate?: unknown
      }
    | undefined
  const language = requestLanguage(request)
  const { serviceChoices } = await siteRecords(context, language)
  const service = serviceChoices.find((candidate) => candidate.slug === receipt?.service)
  const cargo = StoredCargoSchema.safeParse(receipt?.cargo)
  const estimate = AttachedEstimateSchema.safeParse(receipt?.estimate)
  const texts = {
    formTexts: formTextsIn(language, 'quote'),
    quoteTexts: quoteTextsIn(language),
    estimateTexts: attachedEstimateTextsIn(language),
    language,
  }
  if (typeof receipt?.reference !== 'string' || !service || !cargo.success) {
    return { ...texts, receipt: null }
  }
  // Only the API's word that it is on its way says so: anything else says nothing was sent.
  const confirmationEmail: ConfirmationEmail =
    receipt.confirmationEmail === 'sending' ? 'sending' : 'not-sent'
  return {
    ...texts,
    receipt: {
      reference: receipt.reference,
      confirmationEmail,
      mode: service.mode,
      cargo: cargo.data,
      estimate: estimate.success ? estimate.data : null,
    },
  }
}

export default function QuoteSent({ loaderData }: Route.ComponentProps) {
  const { receipt, quoteTexts: texts, estimateTexts, language } = loaderData
  const localizedPath = useLocalizedPath()
  return (
    <FormTextsProvider texts={loaderData.formTexts}>
      <QuoteTextsContext value={texts}>
        <SubmissionReceived
          received={receipt !== null}
          icon={false}
          title={texts.sentTitle}
          breadcrumb={{ name: texts.breadcrumb, path: localizedPath('/quote') }}
          missing={fillNodes(texts.sentMissing, {
            link: <Link to={localizedPath('/quote')}>{texts.sentMissingLink}</Link>,
          })}
        >
          {receipt ? (
            <QuoteSuccess
              reference={receipt.reference}
              confirmationEmail={receipt.confirmationEmail}
            >
              <FreightSummary cargo={receipt.cargo} mode={receipt.mode} />
              {receipt.estimate ? (
                <EstimateAttached
                  estimate={receipt.estimate}
                  texts={estimateTexts}
                  language={language}
                />
              ) : null}
            </QuoteSuccess>
          ) : null}
        </SubmissionReceived>
      </QuoteTextsContext>
    </FormTextsProvider>
  )
}

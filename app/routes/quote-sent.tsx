import { FreightSummary } from '#app/components/quote/freight-summary.tsx'
import { QuoteSuccess } from '#app/components/quote/quote-success.tsx'
import { SubmissionReceived } from '#app/components/confirmations/submission-received.tsx'
import { formTextsIn } from '#app/components/form.messages.ts'
import { FormTextsProvider } from '#app/components/form-texts.tsx'
import { requestLanguage } from '#app/i18n/language.ts'
import { readReceipt } from '#app/utils/form-post.ts'
import { companyOf, documentTitle } from '#app/utils/page-meta.ts'
import { siteRecords } from '#app/utils/site-content.ts'
import { StoredCargoSchema } from '#schemas/quote.ts'
import { Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/quote-sent'
import './quote-sent.css'

const TITLE = 'Quote request sent'

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return [
    { title: documentTitle(companyOf(matches), TITLE) },
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * The confirmation of a quote request sent without JavaScript: its reference, and the totals the
 * server works out here from the cargo the API accepted (what the sales email states too).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const receipt = readReceipt(request) as
    { reference?: unknown; service?: unknown; cargo?: unknown } | undefined
  const { serviceChoices } = await siteRecords(context, requestLanguage(request))
  const service = serviceChoices.find((candidate) => candidate.slug === receipt?.service)
  const cargo = StoredCargoSchema.safeParse(receipt?.cargo)
  const formTexts = formTextsIn(requestLanguage(request))
  if (typeof receipt?.reference !== 'string' || !service || !cargo.success) {
    return { formTexts, receipt: null }
  }
  return {
    formTexts,
    receipt: { reference: receipt.reference, mode: service.mode, cargo: cargo.data },
  }
}

export default function QuoteSent({ loaderData }: Route.ComponentProps) {
  const { receipt } = loaderData
  return (
    <FormTextsProvider texts={loaderData.formTexts}>
      <SubmissionReceived
        received={receipt !== null}
        icon={false}
        title={TITLE}
        breadcrumb={{ name: 'Request a quote', path: '/quote' }}
        missing={
          <>
            This page confirms a request sent with <Link to="/quote">our quote form</Link>, and this
            browser has not sent one in the last hour.
          </>
        }
      >
        {receipt ? (
          <QuoteSuccess reference={receipt.reference}>
            <FreightSummary cargo={receipt.cargo} mode={receipt.mode} />
          </QuoteSuccess>
        ) : null}
      </SubmissionReceived>
    </FormTextsProvider>
  )
}

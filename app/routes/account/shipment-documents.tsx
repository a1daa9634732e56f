import { PageHeader } from '#app/components/page-header.tsx'
import { AccountNav } from '#app/components/account/account-nav.tsx'
import { accountNavMessages } from '#app/components/account/account-nav.messages.ts'
import { localizedPath, requestLanguage, useLanguage } from '#app/i18n/language.ts'
import { fill, messagesIn } from '#app/i18n/messages.ts'
import { textFields } from '#app/utils/form-post.ts'
import { pageHost } from '#app/utils/page-host.ts'
import { companyOf, documentTitle } from '#app/utils/page-meta.ts'
import type { Outcome } from '#domain/page-host.ts'
import { data, Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/shipment-documents'
import { shipmentDocumentsMessages } from '#app/components/account/shipment-documents.messages.ts'
import {
  ShipmentDocuments,
  type DocumentsAnswer,
  type DocumentsIntent,
} from '#app/components/account/shipment-documents.tsx'
import './account.css'
import '#app/components/account/shipment-documents.css'

export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return [
    { title: documentTitle(companyOf(matches), loaderData?.title ?? '') },
    { name: 'robots', content: 'noindex' },
  ]
}

/** The shipment's checklist for the signed-in customer whose company may see it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const texts = messagesIn(shipmentDocumentsMessages, language)
  const outcome = await pageHost(context).documents.checklist(params.reference, language)
  const title = fill(texts.pageTitle, { reference: params.reference })
  const nav = messagesIn(accountNavMessages, language)
  if (outcome.ok) return { texts, nav, title, checklist: outcome.value, refusal: null }
  const { status } = outcome.refusal
  return data(
    {
      texts,
      nav,
      title,
      checklist: null,
      refusal: status === 401 ? ('sign-in' as const) : ('not-found' as const),
    },
    { status: status === 401 ? 401 : 404 },
  )
}

function answerOf(
  intent: DocumentsIntent,
  document: string,
  outcome: Outcome<string>,
  corrections = '',
) {
  if (outcome.ok) {
    const answer: DocumentsAnswer = {
      intent,
      document,
      ok: true,
      message: outcome.value,
      errors: {},
      corrections: '',
    }
    return data(answer)
  }
  const { refusal } = outcome
  const answer: DocumentsAnswer = {
    intent,
    document,
    ok: false,
    message: refusal.message,
    errors: refusal.errors ?? {},
    corrections,
  }
  return data(answer, {
    status: refusal.status >= 400 ? refusal.status : 500,
    headers: refusal.retryAfter ? { 'retry-after': refusal.retryAfter } : undefined,
  })
}

/**
 * The section's forms post here: an upload (multipart, read as it arrives by the same service
 * as the API route, the document named by a field before the file), or the answer on a draft
 * B/L (urlencoded).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const documents = pageHost(context).documents
  const language = requestLanguage(request)
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('multipart/form-data')) {
    const outcome = await documents.upload(params.reference, language)
    const document = new URL(request.url).searchParams.get('document') ?? ''
    return answerOf('upload', document, outcome)
  }
  const { intent, corrections = '' } = textFields(await request.formData())
  if (intent === 'approve') {
    return answerOf('approve', 'draft-bl', await documents.approveDraft(params.reference, language))
  }
  if (intent === 'corrections') {
    const outcome = await documents.correctDraft(params.reference, corrections, language)
    return answerOf('corrections', 'draft-bl', outcome, corrections)
  }
  throw data('Unknown form', { status: 400 })
}

export default function ShipmentDocumentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, nav, title, checklist, refusal } = loaderData
  const language = useLanguage()
  const account = localizedPath('/account', language)
  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={texts.breadcrumb}
        parent={
          checklist
            ? { name: checklist.reference, path: `/account/shipments/${checklist.reference}` }
            : { name: texts.accountCrumb, path: '/account' }
        }
      />
      <section className="section section--tinted account" aria-label={texts.heading}>
        <div className="container account-home">
          {checklist ? <AccountNav texts={nav} /> : null}
          {checklist ? (
            <ShipmentDocuments
              checklist={checklist}
              texts={texts}
              language={language}
              action={localizedPath(
                `/account/shipments/${checklist.reference}/documents`,
                language,
              )}
              answer={actionData}
            />
          ) : refusal === 'sign-in' ? (
            <p className="account-card">
              {texts.signInFirst} <Link to={account}>{texts.signInLink}</Link>
            </p>
          ) : (
            <p className="account-card">{texts.notFound}</p>
          )}
        </div>
      </section>
    </>
  )
}

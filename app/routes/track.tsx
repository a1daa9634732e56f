import { PageHeader } from '#app/components/page-header.tsx'
import { formTextsIn } from '#app/components/form.messages.ts'
import { FormTextsProvider } from '#app/components/form-texts.tsx'
import { languageOfPath, localizedPath, requestLanguage, useLanguage } from '#app/i18n/language.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { fill } from '#app/i18n/messages.ts'
import { QUERY_PARAM, shareablePath } from '#app/components/tracking/lookup.ts'
import {
  SUBSCRIBE_REFERENCE_FIELD,
  type SubscribeAnswer,
} from '#app/components/tracking/subscribe-form.tsx'
import { TrackTextsProvider } from '#app/components/tracking/tracking-texts.tsx'
import { TrackLookup } from '#app/components/tracking/track-lookup.tsx'
import {
  EMAIL_LINK_ACTIONS,
  EMAIL_LINK_FIELD,
  EmailLinkForm,
  EmailLinkNotice,
  isEmailLinkAnswer,
  type EmailLink,
  type EmailLinkAction,
  type EmailLinkAnswer,
} from '#app/components/tracking/email-link.tsx'
import { refused, refusedBeforeReading, SERVER_FAULT, textFields } from '#app/utils/form-post.ts'
import { pageHost } from '#app/utils/page-host.ts'
import { companyOf, pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { lookUpForPage } from '#app/utils/tracking.server.ts'
import { HONEYPOT_FIELD } from '#domain/honeypot-name.ts'
import {
  data,
  redirect,
  useActionData,
  useLocation,
  type MetaDescriptor,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import type { Route } from './+types/track'
import './track.css'
import { trackMessages } from './track.messages.ts'

export function meta({ params, matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return []
  const { track } = loaderData
  const meta = pageMeta(siteOf(matches), {
    title: track.title,
    description: fill(track.description, { company: companyOf(matches).name }),
    path: '/track',
    breadcrumb: [{ name: track.heading, path: '/track' }],
  })
  // A shared link (/track/<reference>) is somebody's shipment: never indexed.
  return params.reference ? [...meta, { name: 'robots', content: 'noindex' }] : meta
}

/**
 * The page's address without the shipment in it, for the canonical link and the language switch
 * in the HTML (the switch adds the reference once the page runs, app/components/language-switch.tsx).
 * The answer itself is in the HTML of a shared link, whose address holds it already: that page is
 * sent `no-store` and `noindex`, so no cache or index keeps it.
 */
export const handle = { addressWithoutPrivateParts: '/track' }

/**
 * A shared link (/track/<query>) is looked up here, so the answer is in the first HTML, with or
 * without JavaScript; the lookup form without JavaScript (/track?q=…) leads to that address. The
 * lookup is the API's own (app/utils/tracking.server.ts): its status is the page's (404 for an
 * unknown reference, 400 for a malformed query, 429 with Retry-After), and search engines are
 * told before they read the page that a shared link is never to be indexed.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const track = messagesIn(trackMessages, language)
  const texts = { formTexts: formTextsIn(language, 'track'), track }
  const typed = new URL(request.url).searchParams.get(QUERY_PARAM)
  if (typed !== null) {
    if (typed.trim()) throw redirect(localizedPath(shareablePath(typed), language), 303)
    const outcome = { kind: 'problem' as const, message: track.emptyQuery }
    return data({ ...texts, lookup: { query: '', outcome }, emailLink: null }, { status: 400 })
  }
  if (!params.reference) return data({ ...texts, lookup: null, emailLink: null })
  const { outcome, status, retryAfter } = await lookUpForPage(
    pageHost(context),
    params.reference,
    language,
    track,
  )
  return data(
    {
      ...texts,
      lookup: { query: params.reference, outcome },
      emailLink: emailLinkOf(new URL(request.url).searchParams),
    },
    {
      status,
      headers: { 'X-Robots-Tag': 'noindex', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) },
    },
  )
}

/** The confirmation or unsubscription a link from a tracking email asks for, if any. */
function emailLinkOf(search: URLSearchParams): EmailLink | null {
  for (const action of EMAIL_LINK_ACTIONS) {
    const token = search.get(action)
    if (token) return { action, token }
  }
  return null
}

/** The button under a tracking email's link, pressed: the tracking service confirms or unsubscribes. */
async function followEmailLink(
  action: EmailLinkAction,
  token: string,
  { request, context }: Route.ActionArgs,
) {
  const language = requestLanguage(request)
  const texts = messagesIn(trackMessages, language)
  const { tracking } = pageHost(context)
  const outcome =
    action === 'confirm'
      ? await tracking.confirmSubscription(token, language)
      : await tracking.unsubscribe(token, language)
  const refusal = outcome.ok ? undefined : outcome.refusal
  let message: string
  if (!refusal) message = action === 'confirm' ? texts.confirmed : texts.unsubscribed
  else if (refusal.status === 404) message = texts.invalidLink
  else if (refusal.status === 429) message = texts.tooMany
  else if (refusal.status < 500) message = refusal.message
  else message = SERVER_FAULT
  const result: EmailLinkAnswer = { emailLink: { done: !refusal, message } }
  return data(result, {
    status: refusal?.status ?? 200,
    headers: refusal?.retryAfter ? { 'retry-after': refusal.retryAfter } : undefined,
  })
}

/**
 * The subscription to a shipment's emails posted without JavaScript: it goes to the server's
 * tracking service as the enhanced form's request goes to the API, in the page's language, and the page answers with the shipment and the
 * form saying whether it was accepted, or what was wrong with the address.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args
  const host = pageHost(context)
  if (host.refusal) return refusedBeforeReading(host.refusal, { reference: '', email: '' })
  const fields = textFields(await request.formData())
  const emailLink = EMAIL_LINK_ACTIONS.find((action) => action === fields[EMAIL_LINK_FIELD])
  if (emailLink) return followEmailLink(emailLink, fields.token ?? '', args)
  const values = { reference: fields[SUBSCRIBE_REFERENCE_FIELD] ?? '', email: fields.email ?? '' }
  const outcome = await host.tracking.subscribe(
    values.reference,
    { email: values.email, [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD] ?? '' },
    requestLanguage(request),
  )
  if (!outcome.ok) return refused(outcome.refusal, values)
  const accepted: SubscribeAnswer = {
    status: 200,
    message: outcome.value,
    errors: {},
    values,
  }
  return accepted
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(loaderHeaders)
  for (const [name, value] of actionHeaders) headers.set(name, value)
  return headers
}

/**
 * Lookups made on the page are the page's own (track-lookup.tsx): moving to their shareable
 * address asks the loader nothing, or every lookup would count twice against the visitor's limit.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return languageOfPath(currentUrl.pathname) === languageOfPath(nextUrl.pathname)
    ? false
    : defaultShouldRevalidate
}

export default function Track({ loaderData }: Route.ComponentProps) {
  const { track } = loaderData
  // A page in the other language starts afresh, with the answer its loader gave.
  const language = useLanguage()
  const { pathname } = useLocation()
  const posted: unknown = useActionData()
  const emailLinkAnswer = isEmailLinkAnswer(posted) ? posted.emailLink : null
  const { emailLink, lookup } = loaderData
  return (
    <FormTextsProvider texts={loaderData.formTexts}>
      <TrackTextsProvider texts={track}>
        <PageHeader title={track.heading} breadcrumb={track.heading} lead={track.lead} />
        <section className="section section--tinted" aria-label={track.section}>
          <div className="container tracking">
            {emailLinkAnswer ? <EmailLinkNotice answer={emailLinkAnswer} /> : null}
            {emailLink && lookup && !emailLinkAnswer ? (
              <EmailLinkForm link={emailLink} reference={lookup.query} action={pathname} />
            ) : null}
            <TrackLookup key={language} initial={lookup} />
          </div>
        </section>
      </TrackTextsProvider>
    </FormTextsProvider>
  )
}

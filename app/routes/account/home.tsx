import { PageHeader } from '#app/components/page-header.tsx'
import { localizedPath, requestLanguage } from '#app/i18n/language.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { textFields } from '#app/utils/form-post.ts'
import { pageHost } from '#app/utils/page-host.ts'
import { companyOf, documentTitle } from '#app/utils/page-meta.ts'
import { HONEYPOT_FIELD } from '#domain/honeypot-name.ts'
import { data, redirect, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/home'
import { accountMessages } from '#app/components/account/account.messages.ts'
import { AccountHomeView } from '#app/components/account/account-home.tsx'
import { answerOf } from '#app/components/account/answer.ts'
import { SignedOut } from '#app/components/account/signed-out.tsx'
import { passkeyMessages } from '#app/components/account/passkeys.messages.ts'
import { AccountNav } from '#app/components/account/account-nav.tsx'
import { accountNavMessages } from '#app/components/account/account-nav.messages.ts'
import './account.css'
import './account-shipments.css'

export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return [
    { title: documentTitle(companyOf(matches), loaderData?.texts.title ?? '') },
    { name: 'robots', content: 'noindex' },
  ]
}

/** The signed-in customer's home, or the sign-in and request forms; rendered on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const home = await pageHost(context).account.home()
  return {
    texts: messagesIn(accountMessages, language),
    passkeyTexts: messagesIn(passkeyMessages, language),
    nav: messagesIn(accountNavMessages, language),
    home,
  }
}

/** A refused post's own headers (Retry-After after a 429) reach the page's answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders
}

/**
 * Every form of the page posts here, named by its `intent`, and goes through what its
 * /api/account/ route does; signing out leads back to this page without the session.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const host = pageHost(context)
  const language = requestLanguage(request)
  const fields = textFields(await request.formData())
  const { intent, ...values } = fields
  switch (intent) {
    case 'sign-out': {
      const cookies = await host.account.signOut()
      const headers = new Headers()
      for (const cookie of cookies) headers.append('set-cookie', cookie)
      return redirect(localizedPath('/account', language), { status: 303, headers })
    }
    case 'link':
      return answerOf('link', await host.account.requestLink(values, language), values)
    case 'request':
      return answerOf('request', await host.account.requestAccount(values, language), {
        ...values,
        [HONEYPOT_FIELD]: '',
      })
    case 'invite':
      return answerOf('invite', await host.account.invite(values, language), values)
    case 'remove':
      return answerOf('remove', await host.account.remove(values.person ?? '', language), {})
    case 'remove-passkey': {
      const outcome = await host.account.removePasskey(values.passkey ?? '', language)
      return answerOf('remove-passkey', outcome, {})
    }
    default:
      throw data('Unknown form', { status: 400 })
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, passkeyTexts, nav, home } = loaderData
  return (
    <>
      <PageHeader title={texts.title} breadcrumb={texts.title} lead={texts.lead} />
      <section className="section section--tinted account" aria-label={texts.title}>
        <div className="container">
          {home ? (
            <>
              <AccountNav texts={nav} />
              <AccountHomeView
                texts={texts}
                passkeyTexts={passkeyTexts}
                home={home}
                answer={actionData}
              />
            </>
          ) : (
            <SignedOut texts={texts} passkeyTexts={passkeyTexts} answer={actionData} />
          )}
        </div>
      </section>
    </>
  )
}

import { PageHeader } from '#app/components/page-header.tsx'
import { ErrorSummary } from '#app/components/error-summary.tsx'
import { localizedPath, requestLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { textFields } from '#app/utils/form-post.ts'
import { pageHost } from '#app/utils/page-host.ts'
import { companyOf, documentTitle } from '#app/utils/page-meta.ts'
import { data, Link, redirect, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/sign-in'
import { accountMessages } from '#app/components/account/account.messages.ts'
import './account.css'

export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return [
    { title: documentTitle(companyOf(matches), loaderData?.texts.signInPageTitle ?? '') },
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * The page an emailed link opens: a button that signs in. Opening the link changes nothing, so
 * a mail program that follows links to check them does not use it up.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return { texts: messagesIn(accountMessages, requestLanguage(request)), token }
}

/** Signs in with the link's token and opens the account; a used or late link is explained. */
export async function action({ request, context }: Route.ActionArgs) {
  const language = requestLanguage(request)
  const { token = '' } = textFields(await request.formData())
  const outcome = await pageHost(context).account.signIn(token, language)
  if (outcome.ok) {
    const headers = new Headers()
    for (const cookie of outcome.value) headers.append('set-cookie', cookie)
    return redirect(localizedPath('/account', language), { status: 303, headers })
  }
  const { status, message } = outcome.refusal
  return data({ message }, { status: status >= 400 ? status : 500 })
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, token } = loaderData
  const to = useLocalizedPath()
  const problem = actionData?.message ?? (token ? undefined : texts.noToken)
  return (
    <>
      <PageHeader
        title={texts.signInPageTitle}
        breadcrumb={texts.signInPageTitle}
        lead={texts.signInPageLead}
      />
      <section className="section section--tinted account" aria-label={texts.signInPageTitle}>
        <div className="container">
          <div className="form-card account-sign-in">
            {problem ? (
              <>
                <ErrorSummary title={texts.notSentTitle} items={[{ message: problem }]} />
                <Link to={to('/account')} className="button button--accent">
                  {texts.askAgain}
                </Link>
              </>
            ) : (
              <form method="post" action={to(`/account/sign-in`)}>
                <input type="hidden" name="token" value={token} />
                <button type="submit" className="button button--accent">
                  {texts.signInButton}
                </button>
              </form>
            )}
          </div>
        </div>
      </section>
    </>
  )
}

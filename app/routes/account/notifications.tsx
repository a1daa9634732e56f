import { ErrorSummary, summaryItems } from '#app/components/error-summary.tsx'
import { AccountNav } from '#app/components/account/account-nav.tsx'
import { accountNavMessages } from '#app/components/account/account-nav.messages.ts'
import { PageHeader } from '#app/components/page-header.tsx'
import { localizedPath, requestLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { pageHost } from '#app/utils/page-host.ts'
import { companyOf, documentTitle } from '#app/utils/page-meta.ts'
import { NOTIFICATION_TOPICS } from '#schemas/portal/notifications.ts'
import { data, Link, redirect, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/notifications'
import { notificationPreferencesMessages } from './notifications.messages.ts'
import './account.css'
import './notifications.css'

const FORM = 'notifications'

export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return [
    { title: documentTitle(companyOf(matches), loaderData?.texts.title ?? '') },
    { name: 'robots', content: 'noindex' },
  ]
}

/** The signed-in person's choices; without a session, the account page and its sign-in form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const preferences = await pageHost(context).account.notificationPreferences()
  if (!preferences) throw redirect(localizedPath('/account', language), { status: 303 })
  return {
    texts: messagesIn(notificationPreferencesMessages, language),
    nav: messagesIn(accountNavMessages, language),
    preferences,
  }
}

/** Saves the ticked boxes (a box not ticked is not sent, so it is off) through the route's work. */
export async function action({ request, context }: Route.ActionArgs) {
  const language = requestLanguage(request)
  const form = await request.formData()
  const choices = Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, form.has(topic)]))
  const outcome = await pageHost(context).account.saveNotificationPreferences(choices, language)
  if (outcome.ok) return { ok: true as const }
  const { status, message, errors } = outcome.refusal
  if (status === 401) throw redirect(localizedPath('/account', language), { status: 303 })
  return data(
    { ok: false as const, message, errors: errors ?? {} },
    { status: status >= 400 ? status : 500 },
  )
}

export default function NotificationPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, nav, preferences } = loaderData
  const to = useLocalizedPath()
  return (
    <>
      <PageHeader title={texts.title} breadcrumb={texts.title} lead={texts.lead} />
      <section className="section section--tinted account" aria-label={texts.title}>
        <div className="container account-home">
          <AccountNav texts={nav} />
          <div className="account-card">
            {actionData?.ok ? (
              <div className="account-notice" role="status" tabIndex={-1} autoFocus>
                <h2 className="account-notice__title">{texts.savedTitle}</h2>
                <p>{texts.saved}</p>
              </div>
            ) : null}
            {actionData && !actionData.ok ? (
              <ErrorSummary
                title={texts.refusedTitle}
                items={summaryItems(FORM, [], actionData.errors, actionData.message)}
              />
            ) : null}
            <form method="post" action={to('/account/notifications')} className="account-form">
              <fieldset className="account-choices">
                <legend>{texts.legend}</legend>
                {NOTIFICATION_TOPICS.map((topic) => (
                  <div className="account-choice" key={topic}>
                    <input
                      type="checkbox"
                      id={`${FORM}-${topic}`}
                      name={topic}
                      defaultChecked={preferences[topic]}
                    />
                    <label htmlFor={`${FORM}-${topic}`}>{texts[topic]}</label>
                  </div>
                ))}
              </fieldset>
              <button type="submit" className="button button--primary">
                {texts.save}
              </button>
            </form>
            <p>
              <Link to={to('/account')}>{texts.back}</Link>
            </p>
          </div>
        </div>
      </section>
    </>
  )
}

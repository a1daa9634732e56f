import { ContactList } from '#app/components/contact-list.tsx'
import { ContactForm, EMPTY_CONTACT, type ContactValues } from '#app/components/contact-form.tsx'
import { contactFormMessages } from '#app/components/contact-form.messages.ts'
import { formTextsIn } from '#app/components/form.messages.ts'
import { FormTextsProvider } from '#app/components/form-texts.tsx'
import { ArrowRightIcon } from '#app/components/icons.tsx'
import { localizedPath, requestLanguage } from '#app/i18n/language.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { OfficeCard } from '#app/components/office-card.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import {
  redirectWithReceipt,
  refused,
  refusedBeforeReading,
  textFields,
} from '#app/utils/form-post.ts'
import { useLocalizedPath } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import { pageHost } from '#app/utils/page-host.ts'
import { PRESENTS_COMPANY } from '#app/utils/page-handle.ts'
import { pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { HONEYPOT_FIELD } from '#domain/honeypot-name.ts'
import { useSite } from '#app/utils/site-content.ts'
import { Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/contact'
import './contact.css'
import { contactPageMessages } from './contact-page.messages.ts'

export const handle = PRESENTS_COMPANY

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  const site = siteOf(matches)
  if (!loaderData) return []
  const { page } = loaderData
  return pageMeta(site, {
    title: page.title,
    description: fill(page.description, { company: site.company.name }),
    path: '/contact',
    breadcrumb: [{ name: page.title, path: '/contact' }],
  })
}

/** The page's and the form's texts, in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  return {
    page: messagesIn(contactPageMessages, language),
    formTexts: formTextsIn(language, 'contact'),
    contactForm: messagesIn(contactFormMessages, language),
  }
}

/** A refused post's own headers (Retry-After after a 429) reach the page's answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders
}

/**
 * The form posted without JavaScript: it goes to the server's contact service as the enhanced
 * form's request goes to the JSON API, then to the confirmation page, or back to this page with the visitor's values and the errors.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const host = pageHost(context)
  if (host.refusal) return refusedBeforeReading(host.refusal, EMPTY_CONTACT)
  const fields = textFields(await request.formData())
  const values: ContactValues = {
    name: fields.name ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    message: fields.message ?? '',
  }
  const language = requestLanguage(request)
  const outcome = await host.forms.contact(
    { ...values, [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD] ?? '' },
    language,
  )
  if (outcome.ok) return redirectWithReceipt(localizedPath('/contact/sent', language), {})
  return refused(outcome.refusal, values)
}

export default function Contact({ actionData, loaderData }: Route.ComponentProps) {
  const { offices } = useSite()
  const { page } = loaderData
  const to = useLocalizedPath()
  return (
    <FormTextsProvider texts={loaderData.formTexts}>
      <PageHeader title={page.heading} breadcrumb={page.title} lead={page.lead} />
      <section className="section" aria-labelledby="offices-title">
        <div className="container">
          <h2 id="offices-title" className="visually-hidden">
            {page.offices}
          </h2>
          <ul className="offices">
            {offices.map((office) => (
              <li key={office.id}>
                <OfficeCard office={office} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--tinted" aria-label={page.formSection}>
        <div className="container contact-layout">
          <ContactForm texts={loaderData.contactForm} answer={actionData} />
          <aside aria-label={page.aside}>
            <div className="side-panel quote-cta">
              <h2 id="detailed-quote-title">{page.shippingCargo}</h2>
              <p>{page.quoteText}</p>
              <Link to={to('/quote')} className="button button--accent">
                {page.quoteLink} <ArrowRightIcon />
              </Link>
            </div>
            <div className="side-panel side-panel--dark">
              <h2 id="direct-title">{page.preferToTalk}</h2>
              <p>{page.talkText}</p>
              <ContactList showHours />
            </div>
          </aside>
        </div>
      </section>
    </FormTextsProvider>
  )
}

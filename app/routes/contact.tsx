import { ContactList } from '#app/components/contact-list.tsx'
import {
  CONTACT_ENDPOINT,
  ContactForm,
  EMPTY_CONTACT,
  type ContactValues,
} from '#app/components/contact-form.tsx'
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
import { pageHost } from '#app/utils/page-host.ts'
import { companyOf, pageMeta } from '#app/utils/page-meta.ts'
import { HONEYPOT_FIELD } from '#domain/honeypot-name.ts'
import { useSite } from '#app/utils/site-content.ts'
import { Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/contact'
import './contact.css'

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  const company = companyOf(matches)
  return pageMeta(company, {
    title: 'Contact',
    description: `Contact ${company.name} in Dhaka or Chattogram for an air or sea freight quote: phone numbers, email addresses, office addresses and a message form.`,
    path: '/contact',
    breadcrumb: [{ name: 'Contact', path: '/contact' }],
  })
}

export function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  return {
    formTexts: formTextsIn(language),
    contactForm: messagesIn(contactFormMessages, language),
  }
}

/** A refused post's own headers (Retry-After after a 429) reach the page's answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders
}

/**
 * The form posted without JavaScript: it goes to the JSON API like the enhanced form's request,
 * then to the confirmation page, or back to this page with the visitor's values and the errors.
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
  const answer = await host.postJson(
    CONTACT_ENDPOINT,
    { ...values, [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD] ?? '' },
    language,
  )
  if (answer.status === 200)
    return redirectWithReceipt(localizedPath('/contact/sent', language), {})
  return refused(answer, values)
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { offices } = useSite()
  return (
    <FormTextsProvider texts={loaderData.formTexts}>
      <PageHeader
        title="Contact us"
        breadcrumb="Contact"
        lead="Tell us what you are shipping, from where and to where. Our team replies within one working day with a plan and a price."
      />
      <section className="section" aria-labelledby="offices-title">
        <div className="container">
          <h2 id="offices-title" className="visually-hidden">
            Our offices
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
      <section className="section section--tinted" aria-label="Contact form">
        <div className="container contact-layout">
          <ContactForm texts={loaderData.contactForm} answer={actionData} />
          <aside aria-label="Detailed quotes and direct contact">
            <div className="side-panel quote-cta">
              <h2 id="detailed-quote-title">Shipping cargo?</h2>
              <p>
                For a priced offer, give us the route, Incoterm and package sizes in three short
                steps. We work out CBM and chargeable weight as you type.
              </p>
              <Link to="/quote" className="button button--accent">
                Request a detailed quote <ArrowRightIcon />
              </Link>
            </div>
            <div className="side-panel side-panel--dark">
              <h2 id="direct-title">Prefer to talk?</h2>
              <p>Our freight desk answers calls and emails during office hours.</p>
              <ContactList showHours />
            </div>
          </aside>
        </div>
      </section>
    </FormTextsProvider>
  )
}

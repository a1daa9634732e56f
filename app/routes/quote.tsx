import { PageHeader } from '#app/components/page-header.tsx'
import { QuoteForm } from '#app/components/quote/quote-form.tsx'
import { ClockIcon, MailIcon, PhoneIcon } from '#app/components/icons.tsx'
import { pageMeta } from '#app/utils/page-meta.ts'
import { telHref } from '#app/utils/phone.ts'
import { COMPANY } from '#content/company.ts'

export const meta = () =>
  pageMeta({
    title: 'Request a Quote',
    description: `Request an air, sea or multimodal freight quote from ${COMPANY.name} in three short steps: route and Incoterm, cargo with live CBM and chargeable weight, and your contact details.`,
    path: '/quote',
    breadcrumb: [{ name: 'Request a quote', path: '/quote' }],
  })

export default function Quote() {
  return (
    <>
      <PageHeader
        title="Request a freight quote"
        breadcrumb="Request a quote"
        lead="Three short steps: the route, the cargo, and how to reach you. We reply with a price within one working day."
      />
      <section className="section section--tinted" aria-label="Quote request">
        <div className="container quote-layout">
          <QuoteForm />
          <aside className="side-panel side-panel--dark" aria-labelledby="quote-help-title">
            <h2 id="quote-help-title">Rather talk it through?</h2>
            <p>Our freight desk prices urgent and out-of-gauge cargo on the phone.</p>
            <ul className="contact-list">
              {COMPANY.phones.map((phone) => (
                <li key={phone}>
                  <PhoneIcon />
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              ))}
              <li>
                <MailIcon />
                <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
              </li>
              <li>
                <ClockIcon />
                <span>{COMPANY.openingHours.label}</span>
              </li>
            </ul>
          </aside>
        </div>
      </section>
    </>
  )
}

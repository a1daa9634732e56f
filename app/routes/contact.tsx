import { ContactList } from '#app/components/contact-list.tsx'
import { ContactForm } from '#app/components/contact-form.tsx'
import { ArrowRightIcon } from '#app/components/icons.tsx'
import { OfficeCard } from '#app/components/office-card.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { pageMeta } from '#app/utils/page-meta.ts'
import { COMPANY } from '#content/company.ts'
import { OFFICES } from '#content/offices.ts'
import { Link } from 'react-router'

export const meta = () =>
  pageMeta({
    title: 'Contact',
    description: `Contact ${COMPANY.name} in Dhaka or Chattogram for an air or sea freight quote: phone numbers, email addresses, office addresses and a message form.`,
    path: '/contact',
    breadcrumb: [{ name: 'Contact', path: '/contact' }],
  })

export default function Contact() {
  return (
    <>
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
            {OFFICES.map((office) => (
              <li key={office.id}>
                <OfficeCard office={office} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--tinted" aria-label="Contact form">
        <div className="container contact-layout">
          <ContactForm />
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
    </>
  )
}

import { ContactForm } from '#app/components/contact-form.tsx'
import { ClockIcon, MailIcon, PhoneIcon } from '#app/components/icons.tsx'
import { OfficeCard } from '#app/components/office-card.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { pageMeta } from '#app/utils/page-meta.ts'
import { telHref } from '#app/utils/phone.ts'
import { COMPANY } from '#content/company.ts'
import { OFFICES } from '#content/offices.ts'

export const meta = () =>
  pageMeta({
    title: 'Contact',
    description: `Contact ${COMPANY.name} in Dhaka or Chattogram for an air or sea freight quote: phone numbers, email addresses, office addresses and a message form.`,
    path: '/contact',
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
          <aside className="side-panel side-panel--dark" aria-labelledby="direct-title">
            <h2 id="direct-title">Prefer to talk?</h2>
            <p>Our freight desk answers calls and emails during office hours.</p>
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

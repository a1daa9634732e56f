import { ContactList } from '#app/components/contact-list.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { QuoteForm } from '#app/components/quote/quote-form.tsx'
import { pageMeta } from '#app/utils/page-meta.ts'
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
            <ContactList showHours />
          </aside>
        </div>
      </section>
    </>
  )
}

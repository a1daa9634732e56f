import { telHref } from '#app/utils/phone.ts'
import { COMPANY } from '#content/company.ts'
import { OFFICES } from '#content/offices.ts'
import { CheckCircleIcon, PhoneIcon } from '../icons.tsx'

/** Shown once the request is stored: the reference, what happens next, and whom to call. */
export function QuoteSuccess({
  reference,
  headingRef,
  onAnother,
}: {
  reference: string
  headingRef: React.RefObject<HTMLHeadingElement | null>
  onAnother: () => void
}) {
  return (
    <section className="form-card quote-success" aria-labelledby="quote-success-title">
      <CheckCircleIcon className="quote-success__icon" />
      <h2 id="quote-success-title" ref={headingRef} tabIndex={-1}>
        Thank you, your quote request is in
      </h2>
      <p className="quote-success__reference">
        Your reference: <strong data-testid="quote-reference">{reference}</strong>
      </p>
      <h3>What happens next</h3>
      <ol className="quote-success__next">
        <li>We have emailed you a confirmation with this reference and a summary.</li>
        <li>
          Our sales desk checks the route, space and rates with carriers and replies within one
          working day ({COMPANY.openingHours.label}).
        </li>
        <li>You receive an itemised quote, with transit time and what is included.</li>
      </ol>
      <h3>Questions in the meantime?</h3>
      <p>Call us and quote the reference {reference}.</p>
      <ul className="quote-success__offices">
        {OFFICES.map((office) => (
          <li key={office.id}>
            <strong>{office.name}</strong>
            <ul className="contact-list">
              {office.phones.map((phone) => (
                <li key={phone}>
                  <PhoneIcon />
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--outline" onClick={onAnother}>
        Request another quote
      </button>
    </section>
  )
}

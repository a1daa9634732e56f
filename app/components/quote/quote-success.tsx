import { telHref } from '#app/utils/phone.ts'
import { useSite } from '#app/utils/site-content.ts'
import { Link } from 'react-router'
import { CheckCircleIcon, PhoneIcon } from '../icons.tsx'

/** Shown once the request is stored: the reference, what happens next, and whom to call. */
export function QuoteSuccess({
  reference,
  headingRef,
  onAnother,
  children,
}: {
  reference: string
  headingRef?: React.RefObject<HTMLHeadingElement | null>
  /** Clears the form for another request; without it (a page of its own), a link to the form. */
  onAnother?: () => void
  /** Shown under the reference: the totals, when the server has worked them out. */
  children?: React.ReactNode
}) {
  const { company, offices } = useSite()
  return (
    <section className="form-card quote-success" aria-labelledby="quote-success-title">
      <CheckCircleIcon className="quote-success__icon" />
      <h2 id="quote-success-title" ref={headingRef} tabIndex={-1}>
        Thank you, your quote request is in
      </h2>
      <p className="quote-success__reference">
        Your reference: <strong data-testid="quote-reference">{reference}</strong>
      </p>
      {children}
      <h3>What happens next</h3>
      <ol className="quote-success__next">
        <li>We have emailed you a confirmation with this reference and a summary.</li>
        <li>
          Our sales desk checks the route, space and rates with carriers and replies within one
          working day ({company.openingHours.label}).
        </li>
        <li>You receive an itemised quote, with transit time and what is included.</li>
      </ol>
      <h3>Questions in the meantime?</h3>
      <p>Call us and quote the reference {reference}.</p>
      <ul className="quote-success__offices">
        {offices.map((office) => (
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
      {onAnother ? (
        <button type="button" className="button button--outline" onClick={onAnother}>
          Request another quote
        </button>
      ) : (
        <Link to="/quote" className="button button--outline">
          Request another quote
        </Link>
      )}
    </section>
  )
}

import { useLocalizedPath } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import { fillNodes } from '#app/i18n/fill-nodes.tsx'
import { telHref } from '#app/utils/phone.ts'
import { useSite } from '#app/utils/site-content.ts'
import { Link } from 'react-router'
import { CheckCircleIcon, PhoneIcon } from '../icons.tsx'
import type { ConfirmationEmail } from '#schemas/quote.ts'
import { useQuoteTexts } from './quote-services.ts'

/** Shown once the request is stored: the reference, what happens next, and whom to call. */
export function QuoteSuccess({
  reference,
  confirmationEmail,
  headingRef,
  onAnother,
  children,
}: {
  reference: string
  /** Said as it is: an email on its way, or none for now (no mail server). */
  confirmationEmail: ConfirmationEmail
  headingRef?: React.RefObject<HTMLHeadingElement | null>
  /** Clears the form for another request; without it (a page of its own), a link to the form. */
  onAnother?: () => void
  /** Shown under the reference: the totals, when the server has worked them out. */
  children?: React.ReactNode
}) {
  const { company, offices } = useSite()
  const texts = useQuoteTexts()
  const localizedPath = useLocalizedPath()
  return (
    <section className="form-card quote-success" aria-labelledby="quote-success-title">
      <CheckCircleIcon className="quote-success__icon" />
      <h2 id="quote-success-title" ref={headingRef} tabIndex={-1}>
        {texts.successTitle}
      </h2>
      <p className="quote-success__reference">
        {texts.yourReference} <strong data-testid="quote-reference">{reference}</strong>
      </p>
      {children}
      <h3>{texts.whatNext}</h3>
      <ol className="quote-success__next">
        <li>{confirmationEmail === 'sending' ? texts.next1 : texts.next1NotSent}</li>
        <li>{fill(texts.next2, { hours: company.openingHours.label })}</li>
        <li>{texts.next3}</li>
      </ol>
      <h3>{texts.questions}</h3>
      <p>
        {fillNodes(texts.callUs, {
          reference: <span className="quote-success__call-reference">{reference}</span>,
        })}
      </p>
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
          {texts.another}
        </button>
      ) : (
        <Link to={localizedPath('/quote')} className="button button--outline">
          {texts.another}
        </Link>
      )}
    </section>
  )
}

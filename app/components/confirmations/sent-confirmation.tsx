import { fill, type MessagesOf } from '#app/i18n/messages.ts'
import { fillNodes } from '#app/utils/fill-nodes.tsx'
import { telHref } from '#app/utils/phone.ts'
import { useSite } from '#app/utils/site-content.ts'
import { useEffect, useRef } from 'react'
import { CheckCircleIcon } from '../icons.tsx'
import type { contactFormMessages } from '../contact-form.messages.ts'

export type ContactFormTexts = MessagesOf<typeof contactFormMessages>

/** What happens to a contact message once it is stored: shown with and without JavaScript. */
export function ContactNextSteps({
  texts,
  headingLevel = 3,
}: {
  texts: ContactFormTexts
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { company } = useSite()
  const [phone] = company.phones
  return (
    <>
      <p>{texts.thanks}</p>
      <Heading className="sent-confirmation__next-title">{texts.nextTitle}</Heading>
      <ol className="sent-confirmation__next">
        <li>{fill(texts.replyWithin, { hours: company.openingHours.label })}</li>
        {phone ? (
          <li>{fillNodes(texts.urgent, { phone: <a href={telHref(phone)}>{phone}</a> })}</li>
        ) : null}
      </ol>
    </>
  )
}

/** What happens to a job application once it is stored: shown with and without JavaScript. */
export function ApplicationNextSteps({
  title,
  headingLevel = 3,
}: {
  title: string
  /** 2 on a page of its own, under its h1; 3 inside the form, under the form's h2. */
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <>
      <p>
        Thank you for your application for <strong>{title}</strong>. We have it, with your CV.
      </p>
      <Heading className="sent-confirmation__next-title">What happens next</Heading>
      <ol className="sent-confirmation__next">
        <li>Our HR team reads every application after the position’s closing date.</li>
        <li>
          If your profile matches the role, we contact you by email or phone to arrange an
          interview.
        </li>
        <li>We keep your application for this position only; apply again for another one.</li>
      </ol>
    </>
  )
}

/**
 * The lasting sign that a form was sent, left in the page once the toast has gone (WCAG 2.2.1):
 * a status region that takes focus as it appears, so screen readers read it out, and stays
 * until the visitor sends the form again.
 */
export function SentConfirmation({
  title,
  children,
}: {
  title: string
  children: React.ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <div ref={ref} className="sent-confirmation" role="status" tabIndex={-1}>
      <CheckCircleIcon className="sent-confirmation__icon" />
      <div>
        <p className="sent-confirmation__title">{title}</p>
        {children}
      </div>
    </div>
  )
}

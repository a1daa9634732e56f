import { fill, type MessagesOf } from '#app/i18n/messages.ts'
import { langOfText, useLanguage } from '#app/i18n/language.ts'
import { fillNodes } from '#app/i18n/fill-nodes.tsx'
import { telHref } from '#app/utils/phone.ts'
import { useSite } from '#app/utils/site-content.ts'
import { useEffect, useRef } from 'react'
import { CheckCircleIcon } from '../icons.tsx'
import type { contactFormMessages } from '../contact-form.messages.ts'
import type { CareersTexts } from '../careers/careers-texts.ts'

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
  texts,
  headingLevel = 3,
}: {
  title: string
  texts: CareersTexts
  /** 2 on a page of its own, under its h1; 3 inside the form, under the form's h2. */
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  // The position's title is in English until hr translates it.
  const language = useLanguage()
  return (
    <>
      <p>
        {fillNodes(texts.thanks, {
          title: <strong lang={langOfText(title, language)}>{title}</strong>,
        })}
      </p>
      <Heading className="sent-confirmation__next-title">{texts.nextTitle}</Heading>
      <ol className="sent-confirmation__next">
        <li>{texts.next1}</li>
        <li>{texts.next2}</li>
        <li>{texts.next3}</li>
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

import { telHref } from '#app/utils/phone.ts'
import { COMPANY } from '#content/company.ts'
import { ClockIcon, MailIcon, PhoneIcon } from './icons.tsx'

/**
 * Phone numbers as tel: links, an email as a mailto: link and, if asked, the opening hours.
 * Defaults to the company's own; `children` come first (an office's address, for example) and
 * `afterPhones` right after the numbers (an office's WhatsApp, for example).
 */
export function ContactList({
  phones = COMPANY.phones,
  email = COMPANY.email,
  showEmail = true,
  showHours = false,
  children,
  afterPhones,
}: {
  phones?: readonly string[]
  email?: string
  showEmail?: boolean
  showHours?: boolean
  children?: React.ReactNode
  afterPhones?: React.ReactNode
}) {
  return (
    <ul className="contact-list">
      {children}
      {phones.map((phone) => (
        <li key={phone}>
          <PhoneIcon />
          <a href={telHref(phone)}>{phone}</a>
        </li>
      ))}
      {afterPhones}
      {showEmail ? (
        <li>
          <MailIcon />
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      ) : null}
      {showHours ? (
        <li>
          <ClockIcon />
          <span>{COMPANY.openingHours.label}</span>
        </li>
      ) : null}
    </ul>
  )
}

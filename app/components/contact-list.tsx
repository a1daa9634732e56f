import { useTextLang } from '#app/i18n/language.ts'
import { telHref } from '#app/utils/phone.ts'
import { useSite } from '#app/utils/site-content.ts'
import { ClockIcon, MailIcon, PhoneIcon } from './icons.tsx'

/**
 * Phone numbers as tel: links, an email as a mailto: link and, if asked, the opening hours.
 * Defaults to the company's own; `children` come first (an office's address, for example) and
 * `afterPhones` right after the numbers (an office's WhatsApp, for example).
 */
export function ContactList({
  phones,
  email,
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
  const { company } = useSite()
  const shownEmail = email ?? company.email
  const langOf = useTextLang()
  return (
    <ul className="contact-list">
      {children}
      {(phones ?? company.phones).map((phone) => (
        <li key={phone}>
          <PhoneIcon />
          <a href={telHref(phone)}>{phone}</a>
        </li>
      ))}
      {afterPhones}
      {showEmail ? (
        <li>
          <MailIcon />
          <a href={`mailto:${shownEmail}`}>{shownEmail}</a>
        </li>
      ) : null}
      {showHours ? (
        <li>
          <ClockIcon />
          <span lang={langOf(company.openingHours.label)}>{company.openingHours.label}</span>
        </li>
      ) : null}
    </ul>
  )
}

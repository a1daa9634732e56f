import { telHref } from '#app/utils/phone.ts'
import type { Office } from '#content/types.ts'
import { MailIcon, MapPinIcon, PhoneIcon } from './icons.tsx'

export function OfficeCard({ office }: { office: Office }) {
  const { street, locality, postalCode } = office.address
  return (
    <article className="office-card">
      <h3>
        {office.name}
        <span className="office-card__badge">
          {office.kind === 'headquarters' ? 'Head office' : 'Branch'}
        </span>
      </h3>
      <ul className="contact-list">
        <li>
          <MapPinIcon />
          <address>
            {street}
            <br />
            {locality} {postalCode}, Bangladesh
          </address>
        </li>
        {office.phones.map((phone) => (
          <li key={phone}>
            <PhoneIcon />
            <a href={telHref(phone)}>{phone}</a>
          </li>
        ))}
        <li>
          <MailIcon />
          <a href={`mailto:${office.email}`}>{office.email}</a>
        </li>
      </ul>
    </article>
  )
}

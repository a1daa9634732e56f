import {
  googleMapsDirectionsHref,
  openStreetMapDirectionsHref,
  whatsappHref,
} from '#app/utils/reach.ts'
import { useTextLang } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import { useSite, type SiteOffice } from '#app/utils/site-content.ts'
import { ContactList } from './contact-list.tsx'
import { PostalAddress } from './postal-address.tsx'
import { DirectionsIcon, MapPinIcon, WhatsAppIcon } from './icons.tsx'

export function OfficeCard({ office }: { office: SiteOffice }) {
  const { company, messages } = useSite()
  const { locality } = office.address
  const langOf = useTextLang()
  return (
    <article className="office-card">
      <h3>
        <span lang={langOf(office.name)}>{office.name}</span>
        <span className="office-card__badge">
          {office.kind === 'headquarters' ? messages.headOffice : messages.branchOffice}
        </span>
      </h3>
      <ContactList
        phones={office.phones}
        email={office.email}
        afterPhones={
          <li>
            <WhatsAppIcon />
            {/* Named by its text, which says which office's desk answers. */}
            <a href={whatsappHref(company, office)}>
              {messages.chatOnWhatsApp}
              <span className="visually-hidden">
                {fill(messages.officeWhatsAppHidden, { locality })}
              </span>
            </a>
          </li>
        }
      >
        <li>
          <MapPinIcon />
          <address>
            <PostalAddress address={office.address} lines="two" />
          </address>
        </li>
      </ContactList>
      <div className="office-card__directions">
        <DirectionsIcon />
        <p>
          {messages.directions}{' '}
          <a
            href={openStreetMapDirectionsHref(office)}
            aria-label={fill(messages.directionsOsm, { locality })}
          >
            OpenStreetMap
          </a>
          {' · '}
          <a
            href={googleMapsDirectionsHref(office)}
            aria-label={fill(messages.directionsGoogle, { locality })}
          >
            Google Maps
          </a>
        </p>
      </div>
    </article>
  )
}

import {
  googleMapsDirectionsHref,
  openStreetMapDirectionsHref,
  whatsappHref,
} from '#app/utils/reach.ts'
import { useSite, type SiteOffice } from '#app/utils/site-content.ts'
import { ContactList } from './contact-list.tsx'
import { DirectionsIcon, MapPinIcon, WhatsAppIcon } from './icons.tsx'

export function OfficeCard({ office }: { office: SiteOffice }) {
  const { company } = useSite()
  const { street, locality, postalCode } = office.address
  return (
    <article className="office-card">
      <h3>
        {office.name}
        <span className="office-card__badge">
          {office.kind === 'headquarters' ? 'Head office' : 'Branch'}
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
              Chat on WhatsApp
              <span className="visually-hidden"> with our {office.address.locality} office</span>
            </a>
          </li>
        }
      >
        <li>
          <MapPinIcon />
          <address>
            {street}
            <br />
            {locality} {postalCode}, Bangladesh
          </address>
        </li>
      </ContactList>
      <div className="office-card__directions">
        <DirectionsIcon />
        <p>
          Get directions:{' '}
          <a
            href={openStreetMapDirectionsHref(office)}
            aria-label={`Get directions to our ${office.address.locality} office on OpenStreetMap`}
          >
            OpenStreetMap
          </a>
          {' · '}
          <a
            href={googleMapsDirectionsHref(office)}
            aria-label={`Get directions to our ${office.address.locality} office on Google Maps`}
          >
            Google Maps
          </a>
        </p>
      </div>
    </article>
  )
}

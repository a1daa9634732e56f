import { ContactList } from '#app/components/contact-list.tsx'
import { useHydrated } from '#app/utils/hydrated.ts'
import { MAIN_NAVIGATION } from '#app/utils/navigation.ts'
import { telHref } from '#app/utils/phone.ts'
import { useSite } from '#app/utils/site-content.ts'
import { oneLineAddress } from '#domain/postal-address.ts'
import { Link } from 'react-router'
import { Brand } from './brand.tsx'
import { MapPinIcon } from './icons.tsx'
import { ShowcaseLinks } from './showcase-links.tsx'

export function SiteFooter() {
  const { company, offices, settings } = useSite()
  // The HTML carries the year the site was built in, prerendered or rendered by the server, so
  // hydration finds the text it renders; then the visitor's clock says which year it is. A page
  // built in December and read in January would otherwise fail to hydrate (React error #418).
  const year = useHydrated() ? new Date().getFullYear() : import.meta.env.BUILD_YEAR
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <Brand onDark />
          <p>{company.blurb}</p>
        </div>
        <nav aria-label="Footer">
          <h2>Company</h2>
          <ul className="footer-links">
            <li>
              <Link to="/">Home</Link>
            </li>
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/quote">Request a quote</Link>
            </li>
            <li>
              <Link to="/careers">Careers</Link>
            </li>
            <li>
              <Link to="/notices">Notices to shippers</Link>
            </li>
            <ShowcaseLinks />
          </ul>
        </nav>
        <div>
          <h2>Contact</h2>
          <ContactList showHours />
        </div>
        <div>
          <h2>Offices</h2>
          <ul className="contact-list">
            {offices.map((office) => (
              <li key={office.id}>
                <MapPinIcon />
                <address>
                  <strong>{office.name}</strong>
                  <br />
                  {oneLineAddress(office.address)}
                  {/* The office's own desk, unless the general numbers beside it are the same. */}
                  {company.phones.includes(office.phones[0]) ? null : (
                    <>
                      <br />
                      <a href={telHref(office.phones[0])}>{office.phones[0]}</a>
                    </>
                  )}
                </address>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>
            © {year} {company.legalName} All rights reserved.
            {settings.tradeLicence ? ` Trade licence ${settings.tradeLicence}.` : null}
          </p>
          {settings.memberships.length > 0 ? (
            <p>Member of {settings.memberships.join(', ')}.</p>
          ) : null}
          {settings.social.length > 0 ? (
            <ul className="footer-social" aria-label="Follow us">
              {settings.social.map((link) => (
                <li key={link.href}>
                  <a href={link.href} rel="me noopener">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  )
}

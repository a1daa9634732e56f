import { ContactList } from '#app/components/contact-list.tsx'
import { useHydrated } from '#app/utils/hydrated.ts'
import { MAIN_NAVIGATION } from '#app/utils/navigation.ts'
import { telHref } from '#app/utils/phone.ts'
import { useSite } from '#app/utils/site-content.ts'
import { fill } from '#app/i18n/messages.ts'
import { useLocalizedPath, useTextLang } from '#app/i18n/language.ts'
import { digitsIn } from '#domain/numerals.ts'
import { Link } from 'react-router'
import { Brand } from './brand.tsx'
import { MapPinIcon } from './icons.tsx'
import { ShowcaseLinks } from './showcase-links.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { PostalAddress } from './postal-address.tsx'
import { fillNodes } from '#app/i18n/fill-nodes.tsx'

export function SiteFooter() {
  const { company, offices, settings, messages, language } = useSite()
  const to = useLocalizedPath()
  const langOf = useTextLang()
  // The HTML carries the year the site was built in, prerendered or rendered by the server, so
  // hydration finds the text it renders; then the visitor's clock says which year it is. A page
  // built in December and read in January would otherwise fail to hydrate (React error #418).
  const year = useHydrated() ? new Date().getFullYear() : import.meta.env.BUILD_YEAR
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <Brand onDark />
          <p lang={langOf(company.blurb)}>{company.blurb}</p>
        </div>
        <nav aria-label={messages.navFooter}>
          <h2>{messages.footerCompany}</h2>
          <ul className="footer-links">
            <li>
              <Link to={to('/')}>{messages.navHome}</Link>
            </li>
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <Link to={to(item.to)}>{messages[item.label]}</Link>
              </li>
            ))}
            <li>
              <Link to={to('/quote')}>{messages.navQuote}</Link>
            </li>
            <li>
              <Link to={to('/schedules')}>{messages.navSchedules}</Link>
            </li>
            <li>
              <Link to={to('/careers')}>{messages.navCareers}</Link>
            </li>
            <li>
              <Link to={to('/notices')}>{messages.navNotices}</Link>
            </li>
            <ShowcaseLinks />
          </ul>
        </nav>
        <div>
          <h2>{messages.footerContact}</h2>
          <ContactList showHours />
        </div>
        <div>
          <h2>{messages.footerOffices}</h2>
          <ul className="contact-list">
            {offices.map((office) => (
              <li key={office.id}>
                <MapPinIcon />
                <address>
                  <strong lang={langOf(office.name)}>{office.name}</strong>
                  <br />
                  <PostalAddress address={office.address} />
                  <OfficeDesk phone={office.phones[0]} companyPhones={company.phones} />
                </address>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>
            {fillNodes(messages.footerRights, {
              year: digitsIn(String(year), language),
              legalName: <span lang={langOf(company.legalName)}>{company.legalName}</span>,
            })}
            {settings.tradeLicence
              ? ` ${fill(messages.footerTradeLicence, { licence: settings.tradeLicence })}`
              : null}
          </p>
          {settings.memberships.length > 0 ? (
            <p>{fill(messages.footerMemberOf, { memberships: settings.memberships.join(', ') })}</p>
          ) : null}
          <p>
            <LanguageSwitch className="site-footer__language" />
          </p>
          {settings.social.length > 0 ? (
            <ul className="footer-social" aria-label={messages.footerFollowUs}>
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

/** An office's own desk, unless the general numbers beside it are the same. */
function OfficeDesk({
  phone,
  companyPhones,
}: {
  phone: string | undefined
  companyPhones: readonly string[]
}) {
  if (phone === undefined || companyPhones.includes(phone)) return null
  return (
    <>
      <br />
      <a href={telHref(phone)}>{phone}</a>
    </>
  )
}

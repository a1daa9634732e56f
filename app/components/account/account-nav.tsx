import { useLocalizedPath } from '#app/i18n/language.ts'
import type { MessagesOf } from '#app/i18n/messages.ts'
import { NavLink } from 'react-router'
import type { accountNavMessages } from './account-nav.messages.ts'
import './account-nav.css'

export type AccountNavTexts = MessagesOf<typeof accountNavMessages>

/**
 * The portal's sections, on every signed-in /account page (its loader hands over the texts).
 * Each feature adds its link here, its text in account-nav.messages.ts.
 */
export function AccountNav({ texts }: { texts: AccountNavTexts }) {
  const to = useLocalizedPath()
  const links = [
    { path: '/account', label: texts.navHome, end: true },
    { path: '/account/shipments', label: texts.navShipments, end: false },
    { path: '/account/bookings', label: texts.navBookings, end: false },
    { path: '/account/notifications', label: texts.navNotifications, end: false },
  ]
  return (
    <nav className="account-nav" aria-label={texts.navLabel}>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <NavLink to={to(link.path)} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The navigation bar's links: the original's three, in the same order, then Track. */
export const MAIN_NAVIGATION = [
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/track', label: 'Track' },
] as const

/**
 * What else visitors come for, after the bar's links in the mobile menu (the wide bar has the
 * Get Quote button, and the footer both).
 */
export const MENU_EXTRAS = [
  { to: '/quote', label: 'Request a quote' },
  { to: '/careers', label: 'Careers' },
] as const

/** The navigation bar's links: the original's three, in the same order, then Track. */
export const MAIN_NAVIGATION = [
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/track', label: 'Track' },
] as const

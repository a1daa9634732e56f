/** The navigation bar's links, the same three as the original's, in the same order. */
export const MAIN_NAVIGATION = [
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const

import type { ShellMessages } from './site-content.ts'

/** The key of a shell text that names a page. */
type PageName = keyof ShellMessages & `nav${string}`

/** The navigation bar's links: the original's three, in the same order, then Track. */
export const MAIN_NAVIGATION: readonly { to: string; label: PageName }[] = [
  { to: '/services', label: 'navServices' },
  { to: '/about', label: 'navAbout' },
  { to: '/contact', label: 'navContact' },
  { to: '/track', label: 'navTrack' },
]

/**
 * What else visitors come for, after the bar's links in the mobile menu (the wide bar has the
 * Get Quote button, and the footer both).
 */
export const MENU_EXTRAS: readonly { to: string; label: PageName }[] = [
  { to: '/quote', label: 'navQuote' },
  { to: '/careers', label: 'navCareers' },
]

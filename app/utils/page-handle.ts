import type { UIMatch } from 'react-router'

/**
 * What a public page's `handle` says about it. `presentsCompany`: the page is where search
 * engines learn the company and its offices (home, and Contact with the offices' addresses), and
 * carries their structured data. One such page is enough for them; on every other page it was
 * 2.6 KB of the document (411 bytes compressed), which took /quote, and /about with its team's
 * photos, past the first round trip of a slow connection (decision 0008).
 */
export interface PublicPageHandle {
  presentsCompany?: boolean
}

export const PRESENTS_COMPANY: PublicPageHandle = { presentsCompany: true }

/** Whether the page in `matches` presents the company. */
export function presentsCompany(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as PublicPageHandle | undefined)?.presentsCompany)
}

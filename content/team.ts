import type { TeamMemberSchema } from '#schemas/content/team.ts'
import type { z } from '#schemas/zod.ts'

/** Written as the public API answers it (the team's view, in its collection's definition). */
type TeamMember = z.output<typeof TeamMemberSchema>

/**
 * The management team, in the order the About page shows them. Portraits live in
 * public/images/team/<slug>.svg; keep the slugs in step with content/README.md.
 */
export const TEAM = [
  {
    id: 1,
    slug: 'mahbubur-rahman-chowdhury',
    name: 'Mahbubur Rahman Chowdhury',
    designation: 'Chairman',
    image: '/images/team/mahbubur-rahman-chowdhury.svg',
    imageAlt: 'Portrait of Mahbubur Rahman Chowdhury, Chairman',
  },
  {
    id: 2,
    slug: 'nasrin-akter',
    name: 'Nasrin Akter',
    designation: 'Managing Director',
    image: '/images/team/nasrin-akter.svg',
    imageAlt: 'Portrait of Nasrin Akter, Managing Director',
  },
  {
    id: 3,
    slug: 'tanvir-ahmed-siddiqui',
    name: 'Tanvir Ahmed Siddiqui',
    designation: 'Director',
    image: '/images/team/tanvir-ahmed-siddiqui.svg',
    imageAlt: 'Portrait of Tanvir Ahmed Siddiqui, Director',
  },
  {
    id: 4,
    slug: 'farhana-haque',
    name: 'Farhana Haque',
    designation: 'Director',
    image: '/images/team/farhana-haque.svg',
    imageAlt: 'Portrait of Farhana Haque, Director',
  },
  {
    id: 5,
    slug: 'kamrul-hasan-bhuiyan',
    name: 'Kamrul Hasan Bhuiyan',
    designation: 'Head of Air Freight',
    image: '/images/team/kamrul-hasan-bhuiyan.svg',
    imageAlt: 'Portrait of Kamrul Hasan Bhuiyan, Head of Air Freight',
  },
  {
    id: 6,
    slug: 'sharmin-sultana',
    name: 'Sharmin Sultana',
    designation: 'Head of Ocean Freight',
    image: '/images/team/sharmin-sultana.svg',
    imageAlt: 'Portrait of Sharmin Sultana, Head of Ocean Freight',
  },
  {
    id: 7,
    slug: 'abdullah-al-mamun',
    name: 'Abdullah Al Mamun',
    designation: 'Branch Manager, Chattogram',
    image: '/images/team/abdullah-al-mamun.svg',
    imageAlt: 'Portrait of Abdullah Al Mamun, Branch Manager, Chattogram',
  },
] as const satisfies readonly TeamMember[]

function memberWithDesignation(designation: string): TeamMember {
  const member = TEAM.find((candidate) => candidate.designation === designation)
  if (!member) throw new Error(`content/team.ts: no team member with designation "${designation}"`)
  return member
}

/** The chairman, who also signs the commitment statement on the About page. */
export const CHAIRMAN: TeamMember = memberWithDesignation('Chairman')

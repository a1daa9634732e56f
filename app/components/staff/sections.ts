import { StaffRoleSchema, type StaffRole } from '#schemas/staff.ts'
import type { InboxKind } from '#schemas/staff-inbox.ts'

/** One entry of the workspace's navigation. Each area of the workspace adds its own. */
export interface StaffSection {
  label: string
  path: string
  /** Who sees it; admins always do. The server checks the role again on every call. */
  roles: readonly StaffRole[]
  /** Names a count of new items the navigation shows next to the label. */
  countKey?: InboxKind
}

const EVERYONE = StaffRoleSchema.options

export const STAFF_SECTIONS: readonly StaffSection[] = [
  { label: 'Overview', path: '/staff', roles: EVERYONE },
  {
    label: 'Contact messages',
    path: '/staff/inbox/contact-messages',
    roles: ['sales'],
    countKey: 'contact-messages',
  },
  {
    label: 'Quote requests',
    path: '/staff/inbox/quote-requests',
    roles: ['sales'],
    countKey: 'quote-requests',
  },
  {
    label: 'Job applications',
    path: '/staff/inbox/job-applications',
    roles: ['hr'],
    countKey: 'job-applications',
  },
  {
    label: 'Booking requests',
    path: '/staff/inbox/booking-requests',
    roles: ['sales'],
    countKey: 'booking-requests',
  },
  { label: 'Accounts', path: '/staff/accounts', roles: ['admin'] },
  { label: 'Audit log', path: '/staff/audit', roles: ['admin'] },
  { label: 'Security', path: '/staff/security', roles: EVERYONE },
  { label: 'Shipments', path: '/staff/shipments', roles: ['sales'] },
  { label: 'Customers', path: '/staff/customers', roles: ['sales'] },
  { label: 'Job positions', path: '/staff/content/positions', roles: ['hr'] },
  { label: 'Site content', path: '/staff/content', roles: ['editor'] },
  { label: 'Media library', path: '/staff/media', roles: ['editor'] },
  { label: 'Before going live', path: '/staff/go-live', roles: ['editor'] },
  { label: 'Rate cards', path: '/staff/content/rate-cards', roles: ['pricing'] },
  { label: 'Import rate cards', path: '/staff/rate-card-imports', roles: ['pricing'] },
  { label: 'Exchange rates', path: '/staff/content/exchange-rates', roles: ['pricing'] },
  { label: 'Sailings and flights', path: '/staff/content/sailings', roles: ['pricing'] },
  { label: 'Lanes without a rate', path: '/staff/pricing/no-rate-lanes', roles: ['pricing'] },
]

export function sectionsFor(role: StaffRole): StaffSection[] {
  return STAFF_SECTIONS.filter((section) => role === 'admin' || section.roles.includes(role))
}

import { COMPANY } from './company.ts'
import { CHAIRMAN } from './team.ts'
import type { Commitment, Value } from './types.ts'

export const MISSION =
  'To provide reliable, efficient and cost-effective freight and logistics services that deliver our customers’ cargo on time, every time.'

export const VISION = 'To be a global leader in freight and logistics.'

export const OBJECTIVES = [
  'Deliver every shipment on the agreed schedule, with clear updates from booking to proof of delivery.',
  'Keep our customers’ total landed cost down through consolidation, smart routing and well-negotiated carrier contracts.',
  'Grow our network of partner agents so that every major trade lane from Bangladesh has a trusted handler at the other end.',
  'Complete customs documentation accurately and in full compliance with Bangladeshi and destination regulations.',
  'Train and develop our people in safe cargo handling, dangerous goods rules and digital shipment tracking.',
] as const satisfies readonly string[]

export const VALUES = [
  {
    title: 'Reliability',
    text: 'We make commitments we can keep and keep them, so customers can plan production and sales around our schedules.',
  },
  {
    title: 'Customer Commitment',
    text: 'Every account has a named contact who knows the cargo, answers quickly and treats each deadline as our own.',
  },
  {
    title: 'Integrity',
    text: 'We quote transparently, declare cargo honestly and tell customers early when something goes wrong.',
  },
  {
    title: 'Efficiency',
    text: 'We plan routes, space and paperwork carefully so cargo moves with the fewest handoffs and no wasted cost.',
  },
] as const satisfies readonly Value[]

export const COMMITMENT = {
  statement: [
    `When we founded ${COMPANY.name} in ${COMPANY.foundedYear}, Bangladesh’s exporters were already competing with the world on price and quality. What they needed from a forwarder was certainty: space confirmed when it was promised, documents right the first time, and someone who picks up the phone when a vessel rolls or a flight is offloaded. That is still the standard we hold ourselves to.`,
    'Our customers trust us with orders that carry their reputations with buyers overseas. In return we commit to honest advice, careful handling and constant investment in our people, partners and systems, so that every shipment leaving Dhaka or Chattogram arrives where it should, when it should.',
  ],
  name: CHAIRMAN.name,
  role: CHAIRMAN.designation,
} as const satisfies Commitment

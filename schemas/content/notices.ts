import { z } from '../zod.ts'
import { isoDateTime, itemId } from './fields.ts'
import { localizedText } from './localized.ts'

export const NOTICE_SEVERITIES = ['information', 'disruption'] as const

/**
 * A notice to shippers (Eid closures, port congestion, changed cut-offs): shown on every public
 * page from `startsAt` until `endsAt`, instants written with their offset.
 */
export const noticeSchema = z
  .object({
    title: localizedText({ label: 'Title', max: 120 }),
    text: localizedText({ label: 'Text', max: 1000, multiLine: true }),
    severity: z.enum(NOTICE_SEVERITIES, { error: 'Choose information or disruption.' }),
    /** Ids of the offices affected; empty when it concerns the whole company. */
    officeIds: z.array(itemId('Office')).max(10),
    startsAt: isoDateTime('Start'),
    endsAt: isoDateTime('End'),
  })
  .refine((notice) => Date.parse(notice.endsAt) > Date.parse(notice.startsAt), {
    message: 'The end must come after the start.',
    path: ['endsAt'],
  })
export type NoticeData = z.infer<typeof noticeSchema>

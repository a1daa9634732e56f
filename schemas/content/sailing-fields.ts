import { BANGLA_WEEKDAY_NAMES, WEEKDAY_NAMES } from '#domain/calendar.ts'
import { SAILING_KINDS, WEEKDAYS, type SailingKind, type Weekday } from '#domain/sailings.ts'
import type { ChoiceOption, DataOf } from '../registry/fields.ts'
import {
  choice,
  date,
  dateTime,
  group,
  line,
  number,
  optionalChoice,
  time,
} from '../registry/fields.ts'
import { rateCardFields } from './rate-card-fields.ts'

const KIND_LABELS = {
  weekly: { en: 'Weekly consolidation', bn: 'সাপ্তাহিক কনসলিডেশন' },
  dated: { en: 'Dated sailing or flight', bn: 'নির্দিষ্ট তারিখের জাহাজ বা ফ্লাইট' },
} as const satisfies Record<SailingKind, { en: string; bn: string }>

export const SAILING_KIND_OPTIONS = SAILING_KINDS.map((value) => ({
  value,
  label: KIND_LABELS[value],
})) satisfies ChoiceOption<SailingKind>[]

export const WEEKDAY_OPTIONS = WEEKDAYS.map((value, index) => ({
  value,
  label: { en: WEEKDAY_NAMES[index] ?? value, bn: BANGLA_WEEKDAY_NAMES[index] ?? value },
})) satisfies ChoiceOption<Weekday>[]

const IN_DHAKA = { en: 'In Dhaka time.', bn: 'ঢাকার সময়ে।' }

/**
 * The fields of a departure kept by pricing staff (sailings.ts defines the collection): the lane
 * as a rate card writes it (its own fields, so a lane is one shape everywhere), then what a weekly
 * consolidation repeats or what one dated sailing or flight has. The other kind's group stays
 * empty (sailing-rules.ts).
 */
export const sailingFields = {
  kind: choice({ label: { en: 'Kind', bn: 'ধরন' }, options: SAILING_KIND_OPTIONS }),
  mode: rateCardFields.mode,
  origin: rateCardFields.origin,
  destination: rateCardFields.destination,
  carrier: {
    ...rateCardFields.carrier,
    hint: {
      en: 'Staff only: never shown on the schedules page.',
      bn: 'শুধু কর্মীদের জন্য: সূচির পাতায় কখনো দেখানো হয় না।',
    },
  },
  routing: rateCardFields.routing,
  weekly: group({
    label: KIND_LABELS.weekly,
    hint: {
      en: 'Weekly consolidations only, e.g. CFS cut-off Tuesday 17:00, sails Thursday.',
      bn: 'শুধু সাপ্তাহিক কনসলিডেশনে, যেমন CFS কাট-অফ মঙ্গলবার ১৭:০০, জাহাজ ছাড়ে বৃহস্পতিবার।',
    },
    fields: {
      departureDay: optionalChoice({
        label: { en: 'Departs on', bn: 'ছাড়ার দিন' },
        options: WEEKDAY_OPTIONS,
      }),
      cutOffDay: optionalChoice({
        label: { en: 'Cut-off day', bn: 'কাট-অফের দিন' },
        hint: {
          en: 'The last such day before the departure (or the same day).',
          bn: 'ছাড়ার আগের শেষ এমন দিন (বা একই দিন)।',
        },
        options: WEEKDAY_OPTIONS,
      }),
      cutOffTime: time({ label: { en: 'Cut-off time', bn: 'কাট-অফের সময়' }, optional: true }),
      transitDays: number({
        label: rateCardFields.transitDays.label,
        min: rateCardFields.transitDays.min,
        max: rateCardFields.transitDays.max,
        optional: true,
      }),
      activeFrom: date({
        label: { en: 'Runs from', bn: 'চালু শুরু' },
        hint: { en: 'The first day a departure may fall on.', bn: 'প্রথম যে দিনে ছাড়তে পারে।' },
        optional: true,
      }),
      activeTo: date({
        label: { en: 'Runs to', bn: 'চালু শেষ' },
        hint: { en: 'The last day, included.', bn: 'শেষ দিন, এই দিনসহ।' },
        optional: true,
      }),
    },
  }),
  dated: group({
    label: KIND_LABELS.dated,
    hint: {
      en: 'Dated sailings and flights only. Every time in Dhaka time.',
      bn: 'শুধু নির্দিষ্ট তারিখের জাহাজ ও ফ্লাইটে। সব সময় ঢাকার সময়ে।',
    },
    fields: {
      vessel: line({
        label: { en: 'Vessel and voyage, or flight', bn: 'জাহাজ ও ভয়েজ, বা ফ্লাইট' },
        hint: { en: 'e.g. MAERSK KOLKATA 412W, EK 585', bn: 'যেমন MAERSK KOLKATA 412W, EK 585' },
        translated: false,
        optional: true,
        max: 80,
      }),
      departsAt: dateTime({ label: { en: 'ETD', bn: 'ছাড়ার সম্ভাব্য সময় (ETD)' }, optional: true }),
      arrivesAt: dateTime({
        label: { en: 'ETA', bn: 'পৌঁছানোর সম্ভাব্য সময় (ETA)' },
        hint: IN_DHAKA,
        optional: true,
      }),
      documentCutOff: dateTime({
        label: { en: 'Document cut-off', bn: 'ডকুমেন্ট কাট-অফ' },
        optional: true,
      }),
      cargoCutOff: dateTime({ label: { en: 'Cargo cut-off', bn: 'কার্গো কাট-অফ' }, optional: true }),
    },
  }),
}

export type SailingData = DataOf<typeof sailingFields>

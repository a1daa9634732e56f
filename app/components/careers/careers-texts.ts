import type { MessagesOf } from '#app/i18n/messages.ts'
import type { careersMessages } from '#app/routes/careers.messages.ts'
import type { EmploymentType, PositionLocation } from '#domain/position-rules.ts'

/** The careers pages' texts in the page's language, from its loader. */
export type CareersTexts = MessagesOf<typeof careersMessages>

/** An employment type's words: the stored value and schema.org's code stay English. */
export const EMPLOYMENT_TYPE_KEYS = {
  'Full-time': 'typeFullTime',
  'Part-time': 'typePartTime',
  Contract: 'typeContract',
  Internship: 'typeInternship',
} as const satisfies Record<EmploymentType, keyof CareersTexts>

/** An office's name in the page's language. */
export const LOCATION_KEYS = {
  Dhaka: 'locationDhaka',
  Chattogram: 'locationChattogram',
} as const satisfies Record<PositionLocation, keyof CareersTexts>

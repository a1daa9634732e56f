import { z } from '../zod.ts'
import { lineText } from '../text.ts'
import { emailAddress, localizedList, oneLineMessage } from './fields.ts'
import { localizedText } from './localized.ts'

const DAYS = ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const
const clock = (label: string) =>
  lineText(oneLineMessage(label)).regex(
    /^([01][0-9]|2[0-3]):[0-5][0-9]$/,
    `${label} must be a time such as 18:00.`,
  )

/**
 * The company (one entry): names, texts of the home and About pages, the general email and the
 * opening hours. Its phones are its headquarters' (offices.ts): one fact, one record, so a number
 * changed in Offices is the number every page, email and structured data shows.
 */
export const companySchema = z.object({
  name: localizedText({ label: 'Name', max: 120 }),
  legalName: localizedText({ label: 'Legal name', max: 160 }),
  tagline: localizedText({ label: 'Tagline', max: 160 }),
  blurb: localizedText({ label: 'Blurb', max: 400, multiLine: true }),
  introduction: localizedList(
    { label: 'Introduction', max: 2000, multiLine: true },
    { min: 1, max: 6 },
  ),
  overviewHeadline: localizedText({ label: 'Overview headline', max: 160 }),
  overview: localizedList({ label: 'Overview', max: 2000, multiLine: true }, { min: 1, max: 4 }),
  foundedYear: z
    .number({ error: 'Founded year must be a year.' })
    .int('Founded year must be a year.')
    .min(1900, 'Founded year must be a year.')
    .max(2100, 'Founded year must be a year.'),
  email: emailAddress('Email'),
  openingHours: z.object({
    label: localizedText({ label: 'Opening hours', max: 120 }),
    days: z
      .array(z.enum(DAYS, { error: 'Choose a day of the week.' }))
      .min(1)
      .max(7),
    opens: clock('Opening time'),
    closes: clock('Closing time'),
  }),
})
export type CompanyData = z.infer<typeof companySchema>

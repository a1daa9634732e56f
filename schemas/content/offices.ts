import { z } from '../zod.ts'
import { lineText } from '../text.ts'
import { emailAddress, oneLineMessage, phoneNumber, plainLine } from './fields.ts'
import { localizedText } from './localized.ts'

/** An office: contact blocks, the footer, the header's phones and the structured data read it. */
export const officeSchema = z.object({
  kind: z.enum(['headquarters', 'branch'], { error: 'Choose headquarters or branch.' }),
  name: localizedText({ label: 'Name', max: 120 }),
  address: z.object({
    street: localizedText({ label: 'Street', max: 200 }),
    locality: localizedText({ label: 'City', max: 80 }),
    region: localizedText({ label: 'Division', max: 80 }),
    postalCode: plainLine('Postcode', 12),
    country: z.literal('BD'),
  }),
  phones: z.tuple([phoneNumber('First phone'), phoneNumber('Second phone')]),
  email: emailAddress('Email'),
  /** Digits with the country code, as wa.me expects. */
  whatsapp: lineText(oneLineMessage('WhatsApp')).regex(
    /^[1-9][0-9]{7,14}$/,
    'WhatsApp must be digits with the country code.',
  ),
  geo: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
})
export type OfficeData = z.infer<typeof officeSchema>

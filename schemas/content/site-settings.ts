import { z } from '../zod.ts'
import { optionalLine, plainLine, webAddress } from './fields.ts'

/** Site-wide settings (one entry), shown in the footer and on About when filled. */
export const siteSettingsSchema = z.object({
  social: z
    .array(z.object({ label: plainLine('Network', 40), href: webAddress('Profile address') }))
    .max(10),
  /** '' until the company enters it. */
  tradeLicence: optionalLine('Trade licence', 60),
  /** IATA, BAFFA, FIATA…: names written the same in both languages. */
  memberships: z.array(plainLine('Membership', 80)).max(12),
})
export type SiteSettingsData = z.infer<typeof siteSettingsSchema>

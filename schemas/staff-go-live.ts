import { z } from './zod.ts'

/**
 * Why an entry is on the "Before going live" list: an example address (example.com, a .example
 * domain), a phone number the seed made up, a drawing where a photo belongs, a setting of the
 * site content left empty, or a setting of the server still as it is on a developer's machine.
 */
export const GO_LIVE_REASONS = [
  'example-address',
  'seeded-phone',
  'drawing',
  'not-filled',
  'server-setting',
] as const
export type GoLiveReason = (typeof GO_LIVE_REASONS)[number]

export const GoLiveEntrySchema = z.object({
  reason: z.enum(GO_LIVE_REASONS),
  /** The item's name ("Dhaka Headquarters"), or the server's ("The server"). */
  item: z.string(),
  /** What the workspace calls the item's collection ("Offices"); null for the server. */
  collection: z.string().nullable(),
  /** The field, as the item's form reaches it: "email", "phones 1", "image"; or "SITE_URL". */
  field: z.string(),
  /** What the field holds now (empty for a setting not filled). */
  value: z.string(),
  /** The item's edit screen in the workspace; null when the change is made on the server. */
  editPath: z.string().nullable(),
})
export type GoLiveEntry = z.infer<typeof GoLiveEntrySchema>

export const GoLiveListResponseSchema = z.object({
  data: z.array(GoLiveEntrySchema),
})
export type GoLiveList = z.infer<typeof GoLiveListResponseSchema>

import { z } from './zod.ts'
import { EMPLOYMENT_TYPES, POSITION_LOCATIONS } from '#domain/position-rules.ts'

/** Each text a visitor reads, and the field of the public API holding its Bangla. */
export const POSITION_BANGLA_FIELDS = {
  title: 'titleBn',
  department: 'departmentBn',
  summary: 'summaryBn',
  description: 'descriptionBn',
  responsibilities: 'responsibilitiesBn',
  requirements: 'requirementsBn',
} as const

export type PositionBanglaField =
  (typeof POSITION_BANGLA_FIELDS)[keyof typeof POSITION_BANGLA_FIELDS]

/** A vacancy as the public API and the careers pages read it. */
export const JobPositionSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  department: z.string(),
  location: z.enum(POSITION_LOCATIONS),
  type: z.enum(EMPLOYMENT_TYPES),
  /** The last day applications are taken (Dhaka). */
  closingDate: z.iso.date(),
  summary: z.string(),
  description: z.array(z.string()).readonly(),
  responsibilities: z.array(z.string()).readonly(),
  requirements: z.array(z.string()).readonly(),
  /** The Bangla of each text above: '' or [] until hr translates it (then /bn/careers shows the English). */
  titleBn: z.string(),
  departmentBn: z.string(),
  summaryBn: z.string(),
  descriptionBn: z.array(z.string()).readonly(),
  responsibilitiesBn: z.array(z.string()).readonly(),
  requirementsBn: z.array(z.string()).readonly(),
  /** False once closed by hr or past its closing date in Dhaka. */
  open: z.boolean(),
  /** The day it was first published (schema.org datePosted). */
  datePosted: z.iso.date(),
})

export type JobPosition = z.infer<typeof JobPositionSchema>

/**
 * A vacancy as a careers page shows it: each text in the page's language, or in English where
 * the Bangla is missing (the page marks such a text lang="en"). Only that language travels to
 * the page.
 */
export type ShownPosition = Omit<JobPosition, PositionBanglaField>

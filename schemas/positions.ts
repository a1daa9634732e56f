import { z } from './zod.ts'
import { parseIsoDate } from '#domain/calendar.ts'
import {
  EMPLOYMENT_TYPES,
  POSITION_ITEM_MAX,
  POSITION_ITEMS_MAX,
  POSITION_LOCATIONS,
  POSITION_PARAGRAPH_MAX,
  POSITION_STATUSES,
  POSITION_SUMMARY_MAX,
  POSITION_TITLE_MAX,
  POSITION_DEPARTMENT_MAX,
} from '#domain/position-rules.ts'
import { lineText, multiLineText } from './text.ts'

const IsoDateInput = z
  .string({ error: 'Please enter the apply-by date' })
  .trim()
  .min(1, 'Please enter the apply-by date')
  .refine((value) => parseIsoDate(value) !== undefined, 'Please enter a real date (YYYY-MM-DD)')

const noControlChars = (label: string) => `Please remove the special characters from the ${label}`

function text(label: string, max: number) {
  return lineText(noControlChars(label), { error: `Please enter the ${label}` })
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(max, `The ${label} must be at most ${max} characters`)
}

/**
 * Lines (or paragraphs, whose lines are one entry) as the form sends them: blanks dropped, each
 * trimmed.
 */
function items(label: string, itemMax: number, required: boolean, lines: 'single' | 'multi') {
  const entry = lines === 'multi' ? multiLineText : lineText
  return z
    .array(entry(noControlChars(label), { error: `Each ${label} entry must be text` }), {
      error: `The ${label} must be a list`,
    })
    .transform((values) => values.map((value) => value.trim()).filter((value) => value !== ''))
    .pipe(
      z
        .array(z.string().max(itemMax, `Each ${label} entry must be at most ${itemMax} characters`))
        .min(required ? 1 : 0, `Please enter at least one ${label} entry`)
        .max(POSITION_ITEMS_MAX, `Please enter at most ${POSITION_ITEMS_MAX} ${label} entries`),
    )
}

/** A Bangla text: optional ('' until translated), otherwise held to the English one's rules. */
function banglaText(label: string, max: number) {
  return lineText(noControlChars(`Bangla ${label}`), { error: `The Bangla ${label} must be text` })
    .trim()
    .max(max, `The Bangla ${label} must be at most ${max} characters`)
}

/**
 * What hr writes: the same schema checks it in the workspace form and on the server. Each text
 * has its Bangla beside it (`…Bn`): '' or no entries until translated, when /bn/careers shows the
 * English. A Bangla field left out of a request keeps what the position has (a client written
 * before the Bangla fields does not erase the translations).
 */
export const PositionInputSchema = z.object({
  title: text('title', POSITION_TITLE_MAX),
  titleBn: banglaText('title', POSITION_TITLE_MAX).optional(),
  department: text('department or service', POSITION_DEPARTMENT_MAX),
  departmentBn: banglaText('department or service', POSITION_DEPARTMENT_MAX).optional(),
  location: z.enum(POSITION_LOCATIONS, { error: 'Please choose the office' }),
  type: z.enum(EMPLOYMENT_TYPES, { error: 'Please choose the employment type' }),
  applyBy: IsoDateInput,
  summary: text('summary', POSITION_SUMMARY_MAX),
  summaryBn: banglaText('summary', POSITION_SUMMARY_MAX).optional(),
  description: items('description', POSITION_PARAGRAPH_MAX, false, 'multi'),
  descriptionBn: items('Bangla description', POSITION_PARAGRAPH_MAX, false, 'multi').optional(),
  responsibilities: items('responsibilities', POSITION_ITEM_MAX, true, 'single'),
  responsibilitiesBn: items(
    'Bangla responsibilities',
    POSITION_ITEM_MAX,
    false,
    'single',
  ).optional(),
  requirements: items('requirements', POSITION_ITEM_MAX, true, 'single'),
  requirementsBn: items('Bangla requirements', POSITION_ITEM_MAX, false, 'single').optional(),
})

export type PositionInput = z.infer<typeof PositionInputSchema>
/** A position's fields as stored: every Bangla field present. */
export type PositionFields = Required<PositionInput>

/** The fields hr edits, in the order the form shows them and the history lists them. */
export const POSITION_FIELDS = PositionInputSchema.keyof().options

/** Each text a visitor reads, and the field holding its Bangla. */
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

/**
 * True when some text has English but no Bangla yet: the workspace lists the position as
 * needing translation, and /bn/careers shows that text in English.
 */
export function positionLacksBangla(
  position: Pick<PositionFields, keyof typeof POSITION_BANGLA_FIELDS | PositionBanglaField>,
): boolean {
  return Object.entries(POSITION_BANGLA_FIELDS).some(([english, bangla]) => {
    const source = position[english as keyof typeof POSITION_BANGLA_FIELDS]
    return source.length > 0 && position[bangla].length === 0
  })
}

/** Creating: the fields, and whether to publish at once or keep a draft. */
export const PositionCreateSchema = PositionInputSchema.extend({
  publish: z.boolean().default(false),
})

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

export const PositionEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(['seeded', 'created', 'edited', 'published', 'closed', 'translated']),
  actorName: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
})

export type PositionEvent = z.infer<typeof PositionEventSchema>

/** A position as the workspace shows it, with its history newest first. */
export const StaffPositionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  department: z.string(),
  location: z.enum(POSITION_LOCATIONS),
  type: z.enum(EMPLOYMENT_TYPES),
  applyBy: z.iso.date(),
  summary: z.string(),
  description: z.array(z.string()),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  titleBn: z.string(),
  departmentBn: z.string(),
  summaryBn: z.string(),
  descriptionBn: z.array(z.string()),
  responsibilitiesBn: z.array(z.string()),
  requirementsBn: z.array(z.string()),
  /** Some text has English but no Bangla yet (positionLacksBangla). */
  untranslated: z.boolean(),
  status: z.enum(POSITION_STATUSES),
  /** Published and not past its apply-by date in Dhaka: taking applications now. */
  open: z.boolean(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
  applications: z.number().int(),
  history: z.array(PositionEventSchema),
})

export type StaffPosition = z.infer<typeof StaffPositionSchema>

export const StaffPositionResponseSchema = z.object({ data: StaffPositionSchema })
export const StaffPositionListSchema = z.object({
  data: z.array(StaffPositionSchema.omit({ history: true })),
})

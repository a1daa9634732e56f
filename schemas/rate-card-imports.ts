import { z } from './zod.ts'

/** What the import of a rate-card spreadsheet answers (server/routes/staff/rate-card-imports.ts). */

/** A sheet of 10,000 rate lines is about 2 MB as CSV; room for wide XLSX files besides. */
export const SHEET_MAX_BYTES = 5 * 1024 * 1024

export const SheetRefusalSchema = z.object({
  row: z.number().int().describe('The row as the spreadsheet numbers it (1: the headings)'),
  column: z
    .string()
    .nullable()
    .describe('The column letters ("H"); null for the row as a whole or a column the sheet lacks'),
  heading: z.string().nullable().describe("The column's English heading"),
  message: z.string(),
})

export const SheetCheckSchema = z.object({
  rows: z.number().int().describe('Data rows read (blank rows left out)'),
  goodRows: z.number().int().describe('Rows of the cards that can be imported'),
  cards: z.number().int().describe('Cards that can be imported'),
  refusals: z.array(SheetRefusalSchema),
})

export const RateCardImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  cards: z.number().int(),
  rows: z.number().int(),
  refusedRows: z.number().int().describe('Rows left out, when only the good rows were imported'),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  undoneAt: z.string().nullable(),
  undoneBy: z.string().nullable(),
})

export const RateCardImportListSchema = z.object({ data: z.array(RateCardImportSchema) })

export const RateCardImportDoneSchema = z.object({
  message: z.string(),
  data: z.object({ import: RateCardImportSchema, check: SheetCheckSchema }),
})

/** A sheet with refused rows, of which nothing was stored. */
export const RateCardImportRefusedSchema = z.object({
  code: z.literal(422),
  message: z.string(),
  data: z.object({ check: SheetCheckSchema }),
})

export const RateCardImportUndoneSchema = z.object({
  message: z.string(),
  data: RateCardImportSchema,
})

export const RateCardImportQuerySchema = z.object({
  goodRows: z
    .enum(['yes', 'no'], { error: 'goodRows must be yes or no' })
    .default('no')
    .describe('yes: import the cards without problems and leave the refused rows out'),
})

export type SheetCheckView = z.infer<typeof SheetCheckSchema>
export type RateCardImport = z.infer<typeof RateCardImportSchema>

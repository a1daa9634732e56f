import { PRICE_MODES } from '#domain/pricing/codes.ts'
import { dataEnvelope } from './api.ts'
import { z } from './zod.ts'

const PlaceNameSchema = z
  .object({ en: z.string(), bn: z.string() })
  .nullable()
  .describe('The place’s names when it is one of our lanes’ places (domain/places.ts)')

/** A lane visitors asked an estimate for that no rate card priced (issue 41). */
export const NoRateLaneSchema = z.object({
  mode: z.enum(PRICE_MODES),
  origin: z.string().describe('UN/LOCODE'),
  originName: PlaceNameSchema,
  destination: z.string().describe('UN/LOCODE'),
  destinationName: PlaceNameSchema,
  /** Estimates and sent quote requests that found no rate. */
  count: z.number().int(),
  firstAskedAt: z.iso.datetime(),
  lastAskedAt: z.iso.datetime(),
})
export type NoRateLane = z.infer<typeof NoRateLaneSchema>

export const NoRateLanesResponseSchema = dataEnvelope(
  z.object({ lanes: z.array(NoRateLaneSchema) }),
)

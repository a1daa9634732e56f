import { z } from 'zod'

/** Every error answer: `code` repeats the HTTP status, `message` is plain words. */
export const ErrorResponseSchema = z.object({
  code: z.number().int(),
  message: z.string(),
})

/** A 400 answer for bad input: `errors` maps each field to its first problem. */
export const ValidationErrorResponseSchema = ErrorResponseSchema.extend({
  errors: z.record(z.string(), z.string()).optional(),
})

export type ErrorResponse = z.infer<typeof ValidationErrorResponseSchema>

/** Answer to an accepted contact message or job application. */
export const CreatedResponseSchema = z.object({
  code: z.literal(200),
  message: z.string(),
  data: z.object({ id: z.number().int() }),
})

/** The usual envelope: the payload is in `data`. */
export function dataEnvelope<T extends z.ZodType>(payload: T) {
  return z.object({ data: payload })
}

import { z } from './zod.ts'

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

/** What each error status means in this API, as the OpenAPI document tells its readers. */
const ERROR_MEANINGS = {
  400: 'Bad input: `errors` maps each field to its first problem, and `message` is the first one',
  401: 'No staff session: sign in to the staff workspace first',
  403: "The staff member's role may not do this (admins need a second factor first), or a change came from another origin",
  404: 'Not found',
  409: 'The change conflicts with the current state, which `message` explains',
  413: 'The request body is too large',
  415: 'The request body is not of a content type this call takes',
  429: 'Too many requests: try again after the number of seconds in Retry-After',
} as const

export type ErrorStatus = keyof typeof ERROR_MEANINGS

/** Only a 400 or a 409 names the fields at fault. */
type ErrorSchemaFor<Status extends ErrorStatus> = Status extends 400 | 409
  ? typeof ValidationErrorResponseSchema
  : typeof ErrorResponseSchema

/**
 * The error answers a route can give, for its `response` schema: each one `{ code, message }`
 * with the status's meaning as its description in the OpenAPI document.
 */
export function errorResponses<const Statuses extends readonly ErrorStatus[]>(
  ...statuses: Statuses
): { [Status in Statuses[number]]: ErrorSchemaFor<Status> } {
  return Object.fromEntries(
    statuses.map((status) => {
      const schema =
        status === 400 || status === 409 ? ValidationErrorResponseSchema : ErrorResponseSchema
      return [status, schema.meta({ description: ERROR_MEANINGS[status] })]
    }),
  ) as { [Status in Statuses[number]]: ErrorSchemaFor<Status> }
}

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

/**
 * The request headers of the public forms' POST routes: the language the visitor filled the form
 * in. The API answers field messages and thanks in it, stores it with the submission and writes
 * the visitor's emails in it (docs/decisions/0016-bangla-forms.md).
 */
export const VisitorLanguageHeadersSchema = z.looseObject({
  'content-language': z
    .string()
    .optional()
    .describe(
      'The language the form was filled in: `bn` (or `bn-BD`) for Bangla; anything else, or none, is English.',
    ),
})

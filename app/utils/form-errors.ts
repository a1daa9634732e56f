import type { z } from '#schemas/zod.ts'

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** The first message for each field, in the order the schema reports them. */
export function fieldErrorsFrom<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && !(field in errors)) errors[field as Field] = issue.message
  }
  return errors
}

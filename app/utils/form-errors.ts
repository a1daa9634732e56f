import { fieldMessage, type FormValidationMessages } from '#schemas/validation.ts'
import type { z } from '#schemas/zod.ts'

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/**
 * The first message for each field, in the order the schema reports them; a public form's
 * schema speaks in keys, which `validation` (the page's language) turns into text.
 */
export function fieldErrorsFrom<Field extends string>(
  error: z.ZodError,
  validation?: FormValidationMessages,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && !(field in errors)) {
      errors[field as Field] = validation ? fieldMessage(issue.message, validation) : issue.message
    }
  }
  return errors
}

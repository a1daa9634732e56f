import { REQUEST_TIMEOUT_MS } from '#app/utils/api-client.ts'
import { StaffApiError, UNEXPECTED_ANSWER_MESSAGE, UNREACHABLE_MESSAGE } from '#app/staff/api.ts'
import { ValidationErrorResponseSchema } from '#schemas/api.ts'
import {
  RateCardImportDoneSchema,
  RateCardImportRefusedSchema,
  type RateCardImport,
  type SheetCheckView,
} from '#schemas/rate-card-imports.ts'

/** What an upload of a sheet came to: imported, or refused with its rows named. */
export type SheetAnswer =
  | { imported: RateCardImport; check: SheetCheckView; message: string }
  | { refused: SheetCheckView; message: string }

/**
 * Sends a sheet to the import, as staffApi sends a change but with the file as the body: a
 * sheet with refused rows (422) is an answer to show, row by row, not a failure.
 */
export async function sendSheet(file: File, goodRowsOnly: boolean): Promise<SheetAnswer> {
  const body = new FormData()
  body.append('file', file)
  let response: Response
  try {
    response = await fetch(`/api/staff/rate-card-imports${goodRowsOnly ? '?goodRows=yes' : ''}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS * 6),
    })
  } catch {
    throw new StaffApiError(0, UNREACHABLE_MESSAGE)
  }
  const payload: unknown = await response.json().catch(() => undefined)
  if (response.ok) {
    const done = RateCardImportDoneSchema.safeParse(payload)
    if (!done.success) throw new StaffApiError(response.status, UNEXPECTED_ANSWER_MESSAGE)
    return {
      imported: done.data.data.import,
      check: done.data.data.check,
      message: done.data.message,
    }
  }
  if (response.status === 422) {
    const refused = RateCardImportRefusedSchema.safeParse(payload)
    if (!refused.success) throw new StaffApiError(response.status, UNEXPECTED_ANSWER_MESSAGE)
    return { refused: refused.data.data.check, message: refused.data.message }
  }
  const error = ValidationErrorResponseSchema.safeParse(payload)
  throw new StaffApiError(
    response.status,
    error.success ? error.data.message : `The server answered ${response.status}`,
  )
}

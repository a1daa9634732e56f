import { redirect } from 'react-router'
import { describeStaffError, StaffApiError } from './api.ts'

/**
 * What a clientAction answers to its form or fetcher: a notice, or the refusal to show. It
 * carries no record (a StaffSaveResult does), so the screen's data is read again after it.
 */
export type StaffActionResult =
  | { notice: string; problem?: undefined; errors?: undefined; saved?: undefined }
  | { notice?: undefined; problem: string; errors: Record<string, string>; saved?: undefined }

/**
 * What a save answers its form: the notice and the record as the server saved it (its answer to
 * the PUT or POST), which the screen shows instead of reading it again; or the refusal to show.
 * `countsChanged` says the save may have changed the navigation's counts of new inbox items,
 * which the layout then reads again; nothing else a save makes is shown outside its screen.
 */
export type StaffSaveResult<Saved> =
  | {
      notice: string
      saved: Saved
      countsChanged?: boolean
      problem?: undefined
      errors?: undefined
    }
  | Exclude<StaffActionResult, { notice: string }>

/** Runs a save: `save` resolves with the notice and the saved record; a refusal as below. */
export async function staffSaveResult<Saved>(
  save: () => Promise<{ notice: string; saved: Saved; countsChanged?: boolean }>,
): Promise<StaffSaveResult<Saved>> {
  try {
    return await save()
  } catch (error) {
    return refusalOf(error)
  }
}

/**
 * What an action's answer leaves to read again: `null` for any answer but a save's record (read
 * everything, as after any change); otherwise whether the inbox counts may have changed.
 */
export function savedAnswer(actionResult: unknown): { countsChanged: boolean } | null {
  if (typeof actionResult !== 'object' || actionResult === null) return null
  const answer = actionResult as { saved?: unknown; countsChanged?: boolean }
  return answer.saved === undefined ? null : { countsChanged: answer.countsChanged === true }
}

/**
 * The record as last read or saved: the loader's, or the newest of the saves' answers about the
 * same record, by `stamp` (its revision, or when it was changed), which moves on with each change.
 */
export function newestRecord<T extends { id: unknown }>(
  loaded: T,
  answers: readonly ({ saved?: T | undefined } | undefined)[],
  stamp: (record: T) => number,
): T {
  let newest = loaded
  for (const answer of answers) {
    const saved = answer?.saved
    if (saved && saved.id === loaded.id && stamp(saved) > stamp(newest)) newest = saved
  }
  return newest
}

/**
 * Runs an action's API calls: the notice `change` resolves with on success, the API's message
 * and field errors on a refusal, for the form to show beside itself. Anything else is a fault
 * for the ErrorBoundary.
 */
export async function staffActionResult(change: () => Promise<string>): Promise<StaffActionResult> {
  try {
    return { notice: await change() }
  } catch (error) {
    return refusalOf(error)
  }
}

/** The API's refusal as a form shows it: its message and its field errors; a fault is rethrown. */
export function refusalOf(error: unknown): { problem: string; errors: Record<string, string> } {
  if (!(error instanceof StaffApiError)) throw error
  return { problem: describeStaffError(error), errors: error.errors }
}

/**
 * What a form sent to a clientAction: the JSON of a staff form (useStaffForm), or the fields of
 * a plain fetcher form; its `intent` (which change, on a screen with several) apart from the
 * values to send on.
 */
export async function submission(
  request: Request,
): Promise<{ intent: unknown; values: Record<string, unknown> }> {
  const body: unknown = request.headers.get('content-type')?.startsWith('application/json')
    ? await request.json()
    : Object.fromEntries(await request.formData())
  const { intent, ...values } =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  return { intent, values }
}

/**
 * A create action: `create` makes the record and resolves with its id, then the screen of the
 * new record (`screenOf`) opens; a refusal goes back to the form as staffActionResult's.
 */
export async function createAndOpen(
  create: () => Promise<number>,
  screenOf: (id: number) => string,
): Promise<StaffActionResult | Response> {
  let created: number | undefined
  const result = await staffActionResult(async () => {
    created = await create()
    return 'Created.'
  })
  return created === undefined ? result : redirect(screenOf(created))
}

import { redirect } from 'react-router'
import { describeStaffError, StaffApiError } from './api.ts'

/** What a clientAction answers to its form or fetcher: a notice, or the refusal to show. */
export type StaffActionResult =
  | { notice: string; problem?: undefined; errors?: undefined }
  | { notice?: undefined; problem: string; errors: Record<string, string> }

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

import { ShipmentForm } from '#app/components/staff/shipments/shipment-form.tsx'
import { Link } from 'react-router'
import { InboxItemResponseSchema, type ShipmentDraft } from '#schemas/staff-inbox.ts'
import { inboxApi } from '#app/components/staff/inbox/inbox-api.ts'
import { StaffApiError, staffApi } from '#app/staff/api.ts'
import { createAndOpen, submission } from '#app/staff/action-result.ts'
import { StaffShipmentResponseSchema } from '#schemas/shipments.ts'
import type { Route } from './+types/shipment-new'
import type { StaffScreenHandle } from '#app/components/staff/access.tsx'
import '#app/components/staff/shipments/shipments.css'

export const handle: StaffScreenHandle = { staffRoles: ['sales'] }

export const meta = () => [{ title: 'New shipment | Staff' }]

type DraftState =
  | { state: 'none' }
  | { state: 'ready'; quoteId: string; draft: ShipmentDraft }
  | { state: 'failed'; message: string }

/**
 * The quote request a new shipment is made from (?quote=ID), read from the inbox. A quote that
 * cannot be read leaves an empty form to fill in, with the reason.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<DraftState> {
  const quoteId = new URL(request.url).searchParams.get('quote')
  if (!quoteId) return { state: 'none' }
  try {
    const { data } = await staffApi(
      `${inboxApi('quote-requests')}/${encodeURIComponent(quoteId)}`,
      InboxItemResponseSchema,
      { signal: request.signal },
    )
    return data.shipmentDraft
      ? { state: 'ready', quoteId, draft: data.shipmentDraft }
      : { state: 'failed', message: 'That quote request cannot start a shipment.' }
  } catch (error) {
    if (!(error instanceof StaffApiError)) throw error
    return {
      state: 'failed',
      message: `The quote request could not be loaded: ${error.message}. Fill in the shipment yourself.`,
    }
  }
}

/** Creates the shipment the form sent, then opens it; a refusal goes back to the form. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { values } = await submission(request)
  return createAndOpen(
    async () =>
      (await staffApi('/api/staff/shipments', StaffShipmentResponseSchema, { body: values })).data
        .id,
    (id) => `/staff/shipments/${id}`,
  )
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'
export { ignorePolling as shouldRevalidate } from '#app/staff/use-polling.ts'

export default function NewShipment({ loaderData: quote }: Route.ComponentProps) {
  return (
    <section aria-labelledby="new-shipment-title" className="staff-shipments">
      <p>
        <Link to="/staff/shipments">All shipments</Link>
      </p>
      <h1 id="new-shipment-title">New shipment</h1>
      <p>The reference (DBL- and 8 characters) is drawn when you create it.</p>
      {quote.state === 'ready' ? (
        <p className="staff-notice">
          From quote request{' '}
          <Link to={`/staff/inbox/quote-requests/${quote.quoteId}`}>
            {quote.draft.quoteReference}
          </Link>
          : {quote.draft.shipperName ? 'its route, mode, shipper' : 'its route, mode'} and reference
          are filled in.
        </p>
      ) : null}
      {quote.state === 'failed' ? (
        <p className="staff-alert" role="alert">
          {quote.message}
        </p>
      ) : null}
      <ShipmentForm draft={quote.state === 'ready' ? quote.draft : undefined} />
    </section>
  )
}

import { ShipmentForm } from '#app/components/staff/shipments/shipment-form.tsx'
import { useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { InboxItemResponseSchema, type ShipmentDraft } from '#schemas/staff-inbox.ts'
import { getJson, inboxApi } from '#app/components/staff/inbox/inbox-api.ts'
import type { StaffScreenHandle } from '#app/components/staff/access.tsx'
import '#app/components/staff/shipments/shipments.css'

export const handle: StaffScreenHandle = { staffRoles: ['sales'] }

export const meta = () => [{ title: 'New shipment | Staff' }]

type DraftState =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready'; draft: ShipmentDraft }
  | { state: 'failed'; message: string }

/** The quote request a new shipment is made from (?quote=ID), read from the inbox. */
function useQuoteDraft(quoteId: string | null): DraftState {
  const [loaded, setLoaded] = useState<{ id: string; result: DraftState } | null>(null)
  useEffect(() => {
    if (!quoteId) return
    const controller = new AbortController()
    getJson(
      `${inboxApi('quote-requests')}/${encodeURIComponent(quoteId)}`,
      InboxItemResponseSchema,
      controller.signal,
    ).then(
      ({ data }) =>
        setLoaded({
          id: quoteId,
          result: data.shipmentDraft
            ? { state: 'ready', draft: data.shipmentDraft }
            : { state: 'failed', message: 'That quote request cannot start a shipment.' },
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setLoaded({
          id: quoteId,
          result: {
            state: 'failed',
            message: `The quote request could not be loaded: ${error instanceof Error ? error.message : String(error)}. Fill in the shipment yourself.`,
          },
        })
      },
    )
    return () => controller.abort()
  }, [quoteId])
  if (!quoteId) return { state: 'none' }
  return loaded?.id === quoteId ? loaded.result : { state: 'loading' }
}

export default function NewShipment() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const quote = useQuoteDraft(searchParams.get('quote'))
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
          <Link to={`/staff/inbox/quote-requests/${searchParams.get('quote') ?? ''}`}>
            {quote.draft.quoteReference}
          </Link>
          : its route, mode and reference are filled in.
        </p>
      ) : null}
      {quote.state === 'failed' ? (
        <p className="staff-alert" role="alert">
          {quote.message}
        </p>
      ) : null}
      {quote.state === 'loading' ? (
        <p role="status">Loading the quote request…</p>
      ) : (
        <ShipmentForm
          draft={quote.state === 'ready' ? quote.draft : undefined}
          onSaved={(saved) => void navigate(`/staff/shipments/${saved.id}`)}
        />
      )}
    </section>
  )
}

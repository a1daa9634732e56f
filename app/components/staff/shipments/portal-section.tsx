import { useFetcher } from 'react-router'
import { ActionAnswer } from '#app/components/staff/action-answer.tsx'
import { staffApi } from '#app/staff/api.ts'
import { staffActionResult, type StaffActionResult } from '#app/staff/action-result.ts'
import { DHAKA_ZONE_LABEL, formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { dataEnvelope } from '#schemas/api.ts'
import { CompanySchema } from '#schemas/customer-accounts.ts'
import {
  StaffShipmentPortalSchema,
  type ShipmentEventView,
  type StaffShipmentPortal,
} from '#schemas/portal/shipments.ts'
import { z } from '#schemas/zod.ts'
import { describePortalEvent } from './portal-events.ts'

/*
 * The shipment in the customer portal, on the workspace's shipment screen: its owner company and
 * the customer's references, who it is shared with, and its events, the customers' own included.
 * The screen's loader reads it with loadShipmentPortal; its action hands the intents below here.
 */

const CompaniesSchema = dataEnvelope(z.array(CompanySchema.pick({ id: true, name: true })))
const portalApi = (id: string) => `/api/staff/shipments/${encodeURIComponent(id)}`

export interface ShipmentPortal {
  portal: StaffShipmentPortal
  customers: { id: number; name: string }[]
}

export async function loadShipmentPortal(id: string, signal: AbortSignal): Promise<ShipmentPortal> {
  const [portal, customers] = await Promise.all([
    staffApi(`${portalApi(id)}/portal`, dataEnvelope(StaffShipmentPortalSchema), { signal }),
    staffApi('/api/staff/customers', CompaniesSchema, { signal }),
  ])
  return { portal: portal.data, customers: customers.data }
}

const PORTAL_INTENTS = ['portal-customer', 'portal-share', 'portal-unshare'] as const

export const isPortalIntent = (intent: unknown): boolean =>
  (PORTAL_INTENTS as readonly unknown[]).includes(intent)

const companyIdOf = (value: unknown) => (value ? Number(value) : null)

/** Runs one of the section's changes; the screen reads everything again after it. */
export function portalChange(
  id: string,
  intent: unknown,
  values: Record<string, unknown>,
): Promise<StaffActionResult> {
  return staffActionResult(async () => {
    if (intent === 'portal-customer') {
      await staffApi(`${portalApi(id)}/customer`, dataEnvelope(StaffShipmentPortalSchema), {
        method: 'PUT',
        body: {
          companyId: companyIdOf(values.companyId),
          customerReferences: String(values.customerReferences ?? ''),
        },
      })
      return 'Saved the customer and references.'
    }
    const answer = z.object({ message: z.string() })
    if (intent === 'portal-share') {
      const { message } = await staffApi(`${portalApi(id)}/shares`, answer, {
        body: { companyId: companyIdOf(values.companyId), role: values.role },
      })
      return message
    }
    const company = encodeURIComponent(String(values.companyId))
    const { message } = await staffApi(`${portalApi(id)}/shares/${company}`, answer, {
      method: 'DELETE',
    })
    return message
  })
}

function actorText(event: ShipmentEventView): string {
  const { actor } = event
  if (actor.kind === 'customer') return `${actor.name} (${actor.company ?? 'customer'})`
  return actor.kind === 'staff' ? actor.name : 'the system'
}

export function ShipmentPortalSection({ loaded }: { loaded: ShipmentPortal }) {
  const { portal, customers } = loaded
  const saver = useFetcher<StaffActionResult>()
  const sharer = useFetcher<StaffActionResult>()
  const remover = useFetcher<StaffActionResult>()
  const answer = (fetcher: typeof saver) => (fetcher.state === 'idle' ? fetcher.data : undefined)
  const others = customers.filter((customer) => customer.id !== portal.company?.id)
  return (
    <section className="staff-panel" aria-labelledby="portal-title">
      <h2 id="portal-title">Customer portal</h2>
      <saver.Form method="post" className="staff-form">
        <ActionAnswer problem={answer(saver)?.problem} notice={answer(saver)?.notice} />
        <input type="hidden" name="intent" value="portal-customer" />
        <div className="field">
          <label htmlFor="portal-company">Customer company (owner)</label>
          <select id="portal-company" name="companyId" defaultValue={portal.company?.id ?? ''}>
            <option value="">None: in no customer's portal</option>
            {customers.map((customer) => (
              <option key={customer.id} value={customer.id}>
                {customer.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="portal-references">Customer's references (PO, invoice numbers)</label>
          <textarea
            id="portal-references"
            name="customerReferences"
            rows={3}
            defaultValue={portal.customerReferences.join('\n')}
            aria-describedby="portal-references-hint"
          />
          <p className="field-hint" id="portal-references-hint">
            One per line, as the customer writes them.
          </p>
        </div>
        <button type="submit" className="button button--primary" disabled={saver.state !== 'idle'}>
          Save customer
        </button>
      </saver.Form>

      <h3 id="portal-shares-title">Shared with</h3>
      <ActionAnswer problem={answer(remover)?.problem} notice={answer(remover)?.notice} />
      {portal.shares.length === 0 ? (
        <p>Not shared with any other company.</p>
      ) : (
        <ul aria-labelledby="portal-shares-title">
          {portal.shares.map((share) => (
            <li key={share.companyId}>
              {share.companyName} ({share.role === 'upload' ? 'view and upload' : 'view'}){' '}
              <remover.Form method="post">
                <input type="hidden" name="intent" value="portal-unshare" />
                <button
                  type="submit"
                  name="companyId"
                  value={share.companyId}
                  className="button button--text"
                >
                  Stop sharing with {share.companyName}
                </button>
              </remover.Form>
            </li>
          ))}
        </ul>
      )}
      <sharer.Form method="post" className="staff-form">
        <ActionAnswer problem={answer(sharer)?.problem} notice={answer(sharer)?.notice} />
        <input type="hidden" name="intent" value="portal-share" />
        <div className="field">
          <label htmlFor="portal-share-company">Share with</label>
          <select id="portal-share-company" name="companyId" defaultValue="">
            <option value="">Choose a customer company</option>
            {others.map((customer) => (
              <option key={customer.id} value={customer.id}>
                {customer.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="portal-share-role">They may</label>
          <select id="portal-share-role" name="role" defaultValue="view">
            <option value="view">View</option>
            <option value="upload">View and upload documents</option>
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={sharer.state !== 'idle'}>
          Share
        </button>
      </sharer.Form>

      <h3 id="portal-history-title">Portal history, newest first</h3>
      {portal.history.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <ol className="staff-history" aria-labelledby="portal-history-title">
          {portal.history.map((event) => (
            <li key={event.id}>
              <p className="staff-history__when">
                <time dateTime={event.at}>
                  {formatDhakaDateTime(event.at)} {DHAKA_ZONE_LABEL}
                </time>{' '}
                · {actorText(event)}
              </p>
              <p className="staff-history__what">{describePortalEvent(event)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

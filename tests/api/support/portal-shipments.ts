import { expect } from 'vitest'
import type { RunningServer } from './server.ts'
import { SEA_SHIPMENT } from './shipments.ts'
import { staffFetch, type SignedInStaff } from './staff.ts'

export interface CreatedShipment {
  id: number
  reference: string
}

/** A shipment staff create and put in `companyId`'s portal with the customer's references. */
export async function portalShipment(
  server: RunningServer,
  staff: SignedInStaff,
  companyId: number | null,
  fields: Record<string, unknown> = {},
  customerReferences: string[] = [],
  /** The site's origin, where it is not the API tests' default (a browser test's server). */
  origin?: string,
): Promise<CreatedShipment> {
  const created = await staffFetch(server, '/api/staff/shipments', {
    cookie: staff.cookie,
    body: { ...SEA_SHIPMENT, ...fields },
    origin,
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const { id, reference } = created.body?.data as CreatedShipment
  if (companyId !== null || customerReferences.length > 0) {
    const put = await staffFetch(server, `/api/staff/shipments/${id}/customer`, {
      method: 'PUT',
      cookie: staff.cookie,
      body: { companyId, customerReferences },
      origin,
    })
    expect(put.status, JSON.stringify(put.body)).toBe(200)
  }
  return { id, reference }
}

/** The references of a My shipments answer, in its order. */
export const referencesOf = (body: Record<string, unknown> | null) =>
  ((body?.data ?? []) as { reference: string }[]).map((row) => row.reference)

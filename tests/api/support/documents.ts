/** Shipments with documents, for tests of the checklist: made by staff, put in a portal. */
import { expect } from 'vitest'
import { addDays } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { runSql } from './media.ts'
import { startServer, USES_POSTGRES, type InProcessServer } from './server.ts'
import { SEA_SHIPMENT } from './shipments.ts'
import { DEFAULT_SITE_ORIGIN, staffFetch, type SignedInStaff } from './staff.ts'

/** An ETD `days` from Dhaka's today, at noon Dhaka time. */
export const etdIn = (days: number) => `${addDays(dhakaToday(), days)}T12:00:00+06:00`

/** Creates a shipment as staff do; resolves with its id and reference. */
export async function staffShipment(
  server: { url: string },
  staff: SignedInStaff,
  fields: Record<string, string>,
  origin?: string,
): Promise<{ id: number; reference: string }> {
  const answer = await staffFetch(server, '/api/staff/shipments', {
    cookie: staff.cookie,
    body: { ...SEA_SHIPMENT, eta: '', ...fields },
    origin,
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body?.data as { id: number; reference: string }
}

/**
 * Runs SQL on the server's database: at once on PostgreSQL; on the embedded database, which
 * one process opens at a time, with the server stopped and started again on the same folder
 * (sessions are in the database, so cookies still work). Resolves with the running server.
 */
export async function withSql(
  server: InProcessServer,
  env: Record<string, string>,
  statements: string[],
): Promise<InProcessServer> {
  if (USES_POSTGRES) {
    await runSql(server.dataDir, statements)
    return server
  }
  await server.stop()
  await runSql(server.dataDir, statements)
  return startServer({ dataDir: server.dataDir, env })
}

export interface UploadCall {
  status: number
  headers: Headers
  body: Record<string, unknown> | null
}

/** A multipart upload of one file, with the session cookie and the site's Origin. */
export async function uploadFile(
  server: { url: string },
  path: string,
  options: {
    cookie: string
    name: string
    bytes: Buffer
    type?: string
    language?: 'en' | 'bn'
    /** The server's SITE_URL origin, when it is not the suite's. */
    origin?: string
  },
): Promise<UploadCall> {
  const form = new FormData()
  form.append(
    'file',
    new Blob([new Uint8Array(options.bytes)], { type: options.type ?? 'application/pdf' }),
    options.name,
  )
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      cookie: options.cookie,
      origin: options.origin ?? DEFAULT_SITE_ORIGIN,
      ...(options.language ? { 'content-language': options.language } : {}),
    },
    body: form,
  })
  const text = await response.text()
  let body: Record<string, unknown> | null = null
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null
  } catch {
    body = { text }
  }
  return { status: response.status, headers: response.headers, body }
}

/** The document of `kind` in a checklist answer. */
export function documentIn(
  body: Record<string, unknown> | null,
  kind: string,
): Record<string, unknown> {
  const data = body?.data as { documents: Record<string, unknown>[] } | undefined
  const found = data?.documents.find((document) => document.kind === kind)
  if (!found) throw new Error(`no ${kind} in ${JSON.stringify(body)}`)
  return found
}

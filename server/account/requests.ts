/**
 * Requests for an account, sent by visitors from /account: stored with their email to staff,
 * committed together, then approved (a company and its owner are made) or refused by staff.
 */
import { and, desc, eq } from 'drizzle-orm'
import type { Language } from '#domain/languages.ts'
import type { AccountRequest, AccountRequestRow, InvitePerson } from '#schemas/customer-accounts.ts'
import { isHoneypotFilled } from '#schemas/honeypot.ts'
import type { z } from '#schemas/zod.ts'
import type { ApproveRequestSchema } from '#schemas/customer-accounts.ts'
import type { Database } from '#server/db/client.ts'
import { accountRequests } from '#server/db/schema.ts'
import { ApiError } from '#server/errors.ts'
import { enqueueEmail, type Executor } from '#server/notifications/outbox.ts'
import { accountRequestStaffEmail } from './emails.ts'
import { createCompany } from './people.ts'

type RequestRow = typeof accountRequests.$inferSelect

function rowOf(row: RequestRow): AccountRequestRow {
  return {
    id: row.id,
    company: row.company,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    language: row.language as Language,
    status: row.status as AccountRequestRow['status'],
    companyId: row.companyId,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * Stores a request and the staff's email about it. One whose honeypot is filled is kept as spam,
 * with no email; its sender gets the same thanks as anybody.
 */
export async function storeAccountRequest(
  db: Database,
  request: AccountRequest,
  client: { language: Language; clientIp: string },
  siteUrl: string,
): Promise<{ id: number; isSpam: boolean }> {
  const isSpam = isHoneypotFilled(request)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accountRequests)
      .values({
        company: request.company,
        name: request.name,
        email: request.email.toLowerCase(),
        phone: request.phone,
        message: request.message,
        language: client.language,
        clientIp: client.clientIp,
        status: isSpam ? 'spam' : 'new',
      })
      .returning({ id: accountRequests.id })
    if (!row) throw new Error('insert returned no row')
    if (!isSpam) {
      const workspace = `${siteUrl}/staff/customers`
      await enqueueEmail(tx, accountRequestStaffEmail(row.id, request, client.language, workspace))
    }
    return { id: row.id, isSpam }
  })
}

/** The requests staff have not answered yet, newest first (spam is left out). */
export async function openAccountRequests(db: Database): Promise<AccountRequestRow[]> {
  const rows = await db
    .select()
    .from(accountRequests)
    .where(eq(accountRequests.status, 'new'))
    .orderBy(desc(accountRequests.createdAt))
  return rows.map(rowOf)
}

async function openRequest(db: Database, id: number): Promise<RequestRow> {
  const [row] = await db.select().from(accountRequests).where(eq(accountRequests.id, id))
  if (!row || row.status === 'spam') throw new ApiError(404, 'Account request not found')
  if (row.status !== 'new') throw new ApiError(409, `This request was ${row.status} already`)
  return row
}

/** Marks an open request decided, within `tx`; a 409 when someone decided it first. */
async function decide(
  tx: Executor,
  id: number,
  status: 'approved' | 'refused',
  staffId: string,
  companyId: number | null,
) {
  const [row] = await tx
    .update(accountRequests)
    .set({ status, decidedBy: staffId, decidedAt: new Date(), companyId })
    .where(and(eq(accountRequests.id, id), eq(accountRequests.status, 'new')))
    .returning({ id: accountRequests.id })
  if (!row) throw new ApiError(409, 'Someone else has answered this request already')
}

/**
 * Approves a request: its company, with its sender as owner, is made and the request marked,
 * together. The caller sends the invitation once it has committed.
 */
export async function approveAccountRequest(
  db: Database,
  id: number,
  approval: z.output<typeof ApproveRequestSchema>,
  staffId: string,
): Promise<{ companyId: number; owner: InvitePerson }> {
  const row = await openRequest(db, id)
  const owner = { name: row.name, email: row.email, language: approval.language }
  const company = {
    name: row.company,
    kind: approval.kind,
    country: approval.country,
    email: row.email,
    phone: row.phone,
    address: '',
  }
  const { companyId } = await createCompany(db, company, owner, staffId, (tx, made) =>
    decide(tx, id, 'approved', staffId, made),
  )
  return { companyId, owner }
}

export async function refuseAccountRequest(db: Database, id: number, staffId: string) {
  await openRequest(db, id)
  await db.transaction((tx) => decide(tx, id, 'refused', staffId, null))
}

import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { StaffAccount, StaffAccountUpdate, StaffRole } from '#schemas/staff.ts'
import { auditChanges, hasChanges } from '#server/audit/changes.ts'
import type { StaffActor } from '#server/audit/log.ts'
import type { Database } from '#server/db/client.ts'
import {
  staffAccounts,
  staffPasskeys,
  staffSessions,
  staffSetupTokens,
  staffTwoFactors,
  staffUsers,
} from '#server/db/schema.ts'
import { ApiError } from '#server/errors.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { hashPassword, newPasswordProblem } from './passwords.ts'

/** How long a set-up link works. */
export const SETUP_LINK_HOURS = 24

/** The credential provider id better-auth gives email-and-password accounts. */
const CREDENTIAL = 'credential'

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** The token travels in the fragment, which browsers never send to a server or in a Referer. */
export function setupLink(siteUrl: string, token: string): string {
  return `${siteUrl}/staff/setup#${token}`
}

const accountColumns = {
  id: staffUsers.id,
  email: staffUsers.email,
  name: staffUsers.name,
  role: staffUsers.role,
  disabled: staffUsers.disabled,
  twoFactorEnabled: staffUsers.twoFactorEnabled,
  createdAt: staffUsers.createdAt,
  // Written out: inside a subquery Drizzle would leave the outer column unqualified.
  passkeys: sql<number>`(select count(*)::int from staff_passkeys p where p.user_id = staff_users.id)`,
  hasPassword: sql<boolean>`exists (select 1 from staff_accounts a where a.user_id = staff_users.id and a.password is not null)`,
}

interface AccountRow {
  id: string
  email: string
  name: string
  role: string
  disabled: boolean
  twoFactorEnabled: boolean
  createdAt: Date
  passkeys: number
  hasPassword: boolean
}

function toAccount(row: AccountRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    disabled: row.disabled,
    twoFactorEnabled: row.twoFactorEnabled,
    passkeys: Number(row.passkeys),
    hasPassword: Boolean(row.hasPassword),
    createdAt: new Date(row.createdAt).toISOString(),
  }
}

export async function listAccounts(db: Database): Promise<StaffAccount[]> {
  const rows = await db.select(accountColumns).from(staffUsers).orderBy(asc(staffUsers.email))
  return rows.map(toAccount)
}

export async function findAccount(
  db: Database,
  by: { id: string } | { email: string },
): Promise<StaffAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(staffUsers)
    .where(
      'id' in by ? eq(staffUsers.id, by.id) : eq(staffUsers.email, by.email.trim().toLowerCase()),
    )
  return row ? toAccount(row) : null
}

/** Creates an account without any way to sign in yet; follow with a password or a set-up link. */
export async function createAccount(
  db: Database,
  person: { email: string; name: string; role: StaffRole },
): Promise<StaffAccount> {
  const email = person.email.trim().toLowerCase()
  if (await findAccount(db, { email })) {
    throw new ApiError(409, `There is already an account for ${email}`, {
      email: 'There is already an account for this email',
    })
  }
  const id = randomUUID()
  await db.insert(staffUsers).values({
    id,
    email,
    name: person.name.trim(),
    role: person.role,
    emailVerified: true,
  })
  const account = await findAccount(db, { id })
  if (!account) throw new Error('account vanished after insert')
  return account
}

/** Sets (or replaces) the password: argon2id, and refused when short or common. */
export async function setPassword(db: Database, userId: string, password: string): Promise<void> {
  const problem = newPasswordProblem(password)
  if (problem) throw new ApiError(400, problem, { password: problem })
  const hashed = await hashPassword(password)
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(staffAccounts)
      .set({ password: hashed, updatedAt: new Date() })
      .where(and(eq(staffAccounts.userId, userId), eq(staffAccounts.providerId, CREDENTIAL)))
      .returning({ id: staffAccounts.id })
    if (updated.length === 0) {
      await tx.insert(staffAccounts).values({
        id: randomUUID(),
        accountId: userId,
        providerId: CREDENTIAL,
        userId,
        password: hashed,
      })
    }
  })
}

/** A new one-time set-up link for the account; earlier unused links stop working. */
export async function issueSetupToken(db: Database, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.transaction(async (tx) => {
    await tx
      .update(staffSetupTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(staffSetupTokens.userId, userId), isNull(staffSetupTokens.usedAt)))
    await tx.insert(staffSetupTokens).values({
      tokenHash: sha256(token),
      userId,
      expiresAt: new Date(Date.now() + SETUP_LINK_HOURS * 60 * 60 * 1000),
    })
  })
  return token
}

/** The account a set-up token opens, if it is unused, unexpired and the account enabled. */
export async function accountForSetupToken(
  db: Database,
  token: string,
): Promise<StaffAccount | null> {
  const [row] = await db
    .select({ userId: staffSetupTokens.userId })
    .from(staffSetupTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSetupTokens.userId))
    .where(
      and(
        eq(staffSetupTokens.tokenHash, sha256(token)),
        isNull(staffSetupTokens.usedAt),
        gt(staffSetupTokens.expiresAt, new Date()),
        eq(staffUsers.disabled, false),
      ),
    )
  return row ? findAccount(db, { id: row.userId }) : null
}

/**
 * Uses a set-up token once: sets the password and ends the account's other sessions. Resolves
 * with the account, or null when the link is not (or no longer) valid.
 */
export async function completeSetup(
  db: Database,
  token: string,
  password: string,
): Promise<StaffAccount | null> {
  const problem = newPasswordProblem(password)
  if (problem) throw new ApiError(400, problem, { password: problem })
  const [used] = await db
    .update(staffSetupTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffSetupTokens.tokenHash, sha256(token)),
        isNull(staffSetupTokens.usedAt),
        gt(staffSetupTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: staffSetupTokens.userId })
  if (!used) return null
  const account = await findAccount(db, { id: used.userId })
  if (!account || account.disabled) return null
  await setPassword(db, account.id, password)
  await endSessions(db, account.id)
  return account
}

export async function endSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.userId, userId))
}

/** Disabling ends every session at once; enabling lets the person sign in again. */
export async function setDisabled(db: Executor, userId: string, disabled: boolean): Promise<void> {
  await db
    .update(staffUsers)
    .set({ disabled, updatedAt: new Date() })
    .where(eq(staffUsers.id, userId))
  if (disabled) await endSessions(db, userId)
}

async function setRole(db: Executor, userId: string, role: StaffRole): Promise<void> {
  await db.update(staffUsers).set({ role, updatedAt: new Date() }).where(eq(staffUsers.id, userId))
}

/**
 * An admin changes an account's role, or disables or enables it: each change that changes
 * something is made with its own audit_log row, in one transaction. Nobody may disable their own
 * account or take away their own admin role.
 */
export async function updateAccount(
  db: Database,
  actor: StaffActor,
  id: string,
  update: StaffAccountUpdate,
): Promise<StaffAccount> {
  const before = await findAccount(db, { id })
  if (!before) throw new ApiError(404, 'No such account')
  if (
    before.id === actor.actorId &&
    (update.disabled || (update.role && update.role !== 'admin'))
  ) {
    throw new ApiError(400, 'You cannot disable your own account or take away your own admin role')
  }
  const { role = before.role, disabled = before.disabled } = update
  await db.transaction(async (tx) => {
    const roleChange = await auditChanges(tx, {
      ...actor,
      action: 'account.role',
      target: before.id,
      before,
      after: { ...before, role },
      fields: ['role'],
      detail: (changes) => ({ email: before.email, ...changes.role }),
    })
    if (hasChanges(roleChange)) await setRole(tx, before.id, role)
    const disabledChange = await auditChanges(tx, {
      ...actor,
      action: disabled ? 'account.disable' : 'account.enable',
      target: before.id,
      before,
      after: { ...before, disabled },
      fields: ['disabled'],
      detail: () => ({ email: before.email }),
    })
    if (hasChanges(disabledChange)) await setDisabled(tx, before.id, disabled)
  })
  const after = await findAccount(db, { id: before.id })
  if (!after) throw new ApiError(404, 'No such account')
  return after
}

/**
 * Starts the account over, for a forgotten password or a lost phone or key: password,
 * authenticator app and passkeys are removed and sessions ended. Resolves with a set-up token.
 */
export async function resetAccount(db: Database, userId: string): Promise<string> {
  await db.transaction(async (tx) => {
    await tx.delete(staffAccounts).where(eq(staffAccounts.userId, userId))
    await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, userId))
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.userId, userId))
    await tx.delete(staffSessions).where(eq(staffSessions.userId, userId))
    await tx
      .update(staffUsers)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(staffUsers.id, userId))
  })
  return issueSetupToken(db, userId)
}

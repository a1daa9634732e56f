/**
 * Customers' passkeys: better-auth's passkey plugin makes and checks the WebAuthn challenges
 * (its challenge cookie goes back and forth with the browser); the list and the removal are
 * plain queries, scoped to the signed-in person.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { and, asc, eq } from 'drizzle-orm'
import type { Language } from '#domain/languages.ts'
import { fill } from '#domain/messages.ts'
import type { Passkey } from '#schemas/customer-passkeys.ts'
import type { Database } from '#server/db/client.ts'
import { customerPasskeys } from '#server/db/schema.ts'
import { ApiError } from '#server/errors.ts'
import { accountAnswerMessages } from './refusals.messages.ts'
import type { AuthAnswer, CustomerAccounts, CustomerIdentity } from './service.ts'

/** A WebAuthn ceremony's options for the browser, with the challenge's cookie to set. */
export interface CeremonyStart {
  options: unknown
  cookies: string[]
}

function passkeyOf(row: { id: string; name: string | null; createdAt: Date | null }): Passkey {
  return { id: row.id, name: row.name ?? '', createdAt: row.createdAt?.toISOString() ?? null }
}

/** The signed-in person's passkeys, oldest first. */
export async function listPasskeys(db: Database, personId: string): Promise<Passkey[]> {
  const rows = await db
    .select({
      id: customerPasskeys.id,
      name: customerPasskeys.name,
      createdAt: customerPasskeys.createdAt,
    })
    .from(customerPasskeys)
    .where(eq(customerPasskeys.userId, personId))
    .orderBy(asc(customerPasskeys.createdAt), asc(customerPasskeys.id))
  return rows.map(passkeyOf)
}

/** Removes one of the person's own passkeys; anyone else's id is not found. */
export async function removePasskey(
  db: Database,
  customer: CustomerIdentity,
  id: string,
  language: Language,
): Promise<string> {
  const texts = accountAnswerMessages[language]
  const [removed] = await db
    .delete(customerPasskeys)
    .where(and(eq(customerPasskeys.id, id), eq(customerPasskeys.userId, customer.person.id)))
    .returning({ name: customerPasskeys.name })
  if (!removed) throw new ApiError(404, texts.passkeyNotFound)
  return fill(texts.passkeyRemoved, { name: removed.name ?? '' })
}

function ceremonyStart(answer: AuthAnswer, language: Language): CeremonyStart {
  const texts = accountAnswerMessages[language]
  if (answer.status === 403) throw new ApiError(403, texts.passkeyNeedsFreshSignIn)
  if (answer.status !== 200) throw new ApiError(400, texts.passkeyNotVerified)
  return { options: answer.body, cookies: answer.cookies }
}

/** The options to make a passkey named `name` for the signed-in person. */
export async function passkeyRegistrationOptions(
  accounts: CustomerAccounts,
  request: FastifyRequest,
  name: string,
  language: Language,
): Promise<CeremonyStart> {
  const answer = await accounts.callAuth(request, 'GET', '/passkey/generate-register-options', {
    query: { name },
  })
  return ceremonyStart(answer, language)
}

/** Keeps the passkey the browser made from the registration options. */
export async function addPasskey(
  accounts: CustomerAccounts,
  request: FastifyRequest,
  input: { name: string; response: unknown },
  language: Language,
): Promise<{ passkey: Passkey; message: string }> {
  const texts = accountAnswerMessages[language]
  const answer = await accounts.callAuth(request, 'POST', '/passkey/verify-registration', {
    body: input,
  })
  if (answer.status === 403) throw new ApiError(403, texts.passkeyNeedsFreshSignIn)
  if (answer.status !== 200) throw new ApiError(400, texts.passkeyNotVerified)
  const made = answer.body as { id: string; name?: string | null; createdAt?: string | null }
  const passkey = {
    id: made.id,
    name: made.name ?? input.name,
    createdAt: made.createdAt ? new Date(made.createdAt).toISOString() : null,
  }
  return { passkey, message: fill(texts.passkeyAdded, { name: passkey.name }) }
}

/** The options to sign in with any passkey this device holds for the site. */
export async function passkeySignInOptions(
  accounts: CustomerAccounts,
  request: FastifyRequest,
  language: Language,
): Promise<CeremonyStart> {
  const answer = await accounts.callAuth(request, 'GET', '/passkey/generate-authenticate-options')
  return ceremonyStart(answer, language)
}

/**
 * Signs in with the browser's answer to the sign-in options: the session cookies to set. Counted
 * against the client's allowance, as a link request is.
 */
export async function signInWithPasskey(
  accounts: CustomerAccounts,
  request: FastifyRequest,
  reply: FastifyReply,
  response: unknown,
  language: Language,
): Promise<string[]> {
  await accounts.countClientAttempt(request, reply, language)
  const answer = await accounts.callAuth(request, 'POST', '/passkey/verify-authentication', {
    body: { response },
  })
  if (answer.status !== 200) {
    throw new ApiError(400, accountAnswerMessages[language].passkeyNotVerified)
  }
  return answer.cookies
}

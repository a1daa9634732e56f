/** What a signed-in customer (or a visitor at /account) does, for the routes and the pages. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Language } from '#domain/languages.ts'
import { fill } from '#domain/messages.ts'
import type { AccountHome, AccountRequest } from '#schemas/customer-accounts.ts'
import type { Database } from '#server/db/client.ts'
import { ApiError } from '#server/errors.ts'
import { clientDetails } from '#server/forms/client-details.ts'
import { listPasskeys } from './passkeys.ts'
import { loadCompany, removePerson } from './people.ts'
import { accountAnswerMessages } from './refusals.messages.ts'
import { storeAccountRequest } from './requests.ts'
import type { CustomerIdentity } from './service.ts'

/** The account home: the person, their company and its people. */
export async function accountHome(db: Database, customer: CustomerIdentity): Promise<AccountHome> {
  const company = await loadCompany(db, customer.companyId)
  if (!company) throw new Error(`customer ${customer.person.id} has no company`)
  return { person: customer.person, company, passkeys: await listPasskeys(db, customer.person.id) }
}

/** An owner takes a colleague of their own company out; anyone else's id is not found. */
export async function removeColleague(
  db: Database,
  owner: CustomerIdentity,
  personId: string,
  language: Language,
): Promise<string> {
  const texts = accountAnswerMessages[language]
  if (personId === owner.person.id) throw new ApiError(400, texts.notYourself)
  const removed = await removePerson(db, owner.companyId, personId)
  if (!removed) throw new ApiError(404, texts.personNotFound)
  return fill(texts.removed, { name: removed.name })
}

/** A visitor's request for an account: counted, stored with its email to staff, thanked. */
export async function acceptAccountRequest(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: AccountRequest,
  siteUrl: string,
  language?: Language,
): Promise<string> {
  const client = clientDetails(request, language)
  await fastify.customerAccounts.countClientAttempt(request, reply, client.language)
  const { id, isSpam } = await storeAccountRequest(fastify.db, body, client, siteUrl)
  request.log.info({ accountRequestId: id, isSpam }, 'account request stored')
  if (!isSpam) fastify.outbox.wake()
  return fill(accountAnswerMessages[client.language].requestThanks, body)
}

/**
 * Customer companies and their people, as the portal and the workspace read and change them.
 * Every query of a person's own account is scoped by their company id.
 */
import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq } from 'drizzle-orm'
import type { Language } from '#domain/languages.ts'
import type {
  Company,
  CompanyInput,
  CompanyRole,
  CompanyWithPeople,
  CustomerKind,
  InvitePerson,
  Person,
} from '#schemas/customer-accounts.ts'
import type { Database } from '#server/db/client.ts'
import { customerCompanies, customerUsers } from '#server/db/schema.ts'
import type { Executor } from '#server/notifications/outbox.ts'

/** A person found by their address, with what their emails need. */
export interface PersonForLink {
  id: string
  name: string
  email: string
  language: Language
  companyId: number
  company: string
}

type CompanyRow = typeof customerCompanies.$inferSelect
type PersonRow = typeof customerUsers.$inferSelect

function companyOf(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as CustomerKind,
    country: row.country,
    email: row.email,
    phone: row.phone,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
  }
}

export function personOf(row: PersonRow): Person {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    language: row.language as Language,
    companyRole: row.companyRole as CompanyRole,
    signedIn: row.emailVerified,
  }
}

export async function findPersonByEmail(
  db: Database,
  email: string,
): Promise<PersonForLink | undefined> {
  const [row] = await db
    .select({ person: customerUsers, company: customerCompanies.name })
    .from(customerUsers)
    .innerJoin(customerCompanies, eq(customerCompanies.id, customerUsers.companyId))
    .where(eq(customerUsers.email, email.trim().toLowerCase()))
  if (!row) return undefined
  const { person } = row
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    language: person.language as Language,
    companyId: person.companyId,
    company: row.company,
  }
}

export async function findPerson(db: Database, id: string): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(customerUsers).where(eq(customerUsers.id, id))
  return row
}

/** A company with its people, owners first; undefined when there is none by that id. */
export async function loadCompany(
  db: Database,
  id: number,
): Promise<CompanyWithPeople | undefined> {
  const [company] = await db.select().from(customerCompanies).where(eq(customerCompanies.id, id))
  if (!company) return undefined
  const people = await db
    .select()
    .from(customerUsers)
    .where(eq(customerUsers.companyId, id))
    .orderBy(desc(customerUsers.companyRole), asc(customerUsers.name))
  return { ...companyOf(company), people: people.map(personOf) }
}

/** Every customer company, by name. */
export async function listCompanies(db: Database): Promise<Company[]> {
  const rows = await db.select().from(customerCompanies).orderBy(asc(customerCompanies.name))
  return rows.map(companyOf)
}

/** Thrown when an address already belongs to a person (of this company or another). */
export class AddressTakenError extends Error {
  constructor() {
    super('the address already has an account')
  }
}

/** Adds a person to a company; they sign in by the link their invitation carries. */
export async function addPerson(
  executor: Executor,
  companyId: number,
  person: InvitePerson,
  companyRole: CompanyRole,
): Promise<Person> {
  const [row] = await executor
    .insert(customerUsers)
    .values({
      id: randomUUID(),
      name: person.name,
      email: person.email.toLowerCase(),
      language: person.language,
      companyId,
      companyRole,
    })
    .onConflictDoNothing({ target: customerUsers.email })
    .returning()
  if (!row) throw new AddressTakenError()
  return personOf(row)
}

/** A company and its owner, committed together. */
export async function createCompany(
  db: Database,
  input: Omit<CompanyInput, 'owner'>,
  owner: InvitePerson,
  staffId: string | null,
  within?: (tx: Executor, companyId: number) => Promise<void>,
): Promise<{ companyId: number; owner: Person }> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(customerCompanies)
      .values({ ...input, createdBy: staffId })
      .returning({ id: customerCompanies.id })
    if (!company) throw new Error('insert returned no row')
    const person = await addPerson(tx, company.id, owner, 'owner')
    await within?.(tx, company.id)
    return { companyId: company.id, owner: person }
  })
}

/**
 * Removes a person from `companyId`: undefined when the company has no such person. Their
 * sessions go with them (the foreign key cascades).
 */
export async function removePerson(
  db: Database,
  companyId: number,
  personId: string,
): Promise<Person | undefined> {
  const [row] = await db
    .delete(customerUsers)
    .where(and(eq(customerUsers.id, personId), eq(customerUsers.companyId, companyId)))
    .returning()
  return row && personOf(row)
}

import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { RunningServer } from './server.ts'
import { waitUntil, type ReceivedMail, type TestSmtp } from './smtp.ts'
import { staffFetch, type SignedInStaff, type StaffCall } from './staff.ts'

/** Marks a run's rows, so the suites also work on a shared PostgreSQL database. */
export const RUN = randomUUID().slice(0, 8)
export const customerEmail = (label: string) => `${label}-${RUN}@example.com`

/** The emails sent to `address` so far. */
export function mailsTo(smtp: TestSmtp, address: string): ReceivedMail[] {
  return smtp.messages.filter((mail) => mail.to.includes(address))
}

/** The `count`-th email to `address`, once it has arrived. */
export async function mailTo(smtp: TestSmtp, address: string, count = 1): Promise<ReceivedMail> {
  expect(await waitUntil(() => mailsTo(smtp, address).length >= count)).toBe(true)
  const mail = mailsTo(smtp, address)[count - 1]
  if (!mail) throw new Error(`no mail to ${address}`)
  return mail
}

/** The sign-in page an emailed link opens, and the token it carries. */
export function linkIn(mail: ReceivedMail): { path: string; token: string } {
  const match = /https?:\/\/[^/\s]+(\/(?:bn\/)?account\/sign-in)\?token=([\w-]+)/.exec(mail.text)
  if (!match?.[1] || !match[2]) throw new Error(`no sign-in link in:\n${mail.text}`)
  return { path: match[1], token: match[2] }
}

/** A customer company made by staff, with its owner invited. */
export async function createCustomer(
  server: RunningServer,
  staff: SignedInStaff,
  owner: { email: string; name?: string; language?: 'en' | 'bn' },
  name = `Padma Knit ${RUN}`,
  /** The site's origin, where it is not the API tests' default (a browser test's server). */
  origin?: string,
): Promise<{ companyId: number; answer: StaffCall }> {
  const answer = await staffFetch(server, '/api/staff/customers', {
    cookie: staff.cookie,
    origin,
    body: {
      name,
      kind: 'shipper',
      country: 'bd',
      email: `office-${owner.email}`,
      phone: '+880 1711 000000',
      owner: {
        name: owner.name ?? 'Nusrat Jahan',
        email: owner.email,
        language: owner.language ?? 'en',
      },
    },
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const data = answer.body?.data as { id: number }
  return { companyId: data.id, answer }
}

/** Signs in with a link's token; resolves with the session's Cookie header. */
export async function signInWith(
  server: RunningServer,
  token: string,
  origin?: string,
): Promise<string> {
  const answer = await staffFetch(server, '/api/account/sign-in', { body: { token }, origin })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0] ?? '')
    .find((pair) => pair.includes('dbl-account.session_token='))
  if (!cookie) throw new Error('no customer session cookie')
  return cookie
}

/** A customer company's owner, invited by staff and signed in by the invitation's link. */
export async function signedInOwner(
  server: RunningServer,
  smtp: TestSmtp,
  staff: SignedInStaff,
  label: string,
  origin?: string,
): Promise<{ email: string; companyId: number; cookie: string }> {
  const email = customerEmail(label)
  const { companyId } = await createCustomer(
    server,
    staff,
    { email },
    `${label} Ltd ${RUN}`,
    origin,
  )
  const cookie = await signInWith(server, linkIn(await mailTo(smtp, email)).token, origin)
  return { email, companyId, cookie }
}

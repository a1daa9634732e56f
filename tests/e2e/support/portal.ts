// The customer portal's first steps in a browser (issue 42): staff invite a company's first
// person in the workspace, and a person signs in by the link emailed to them.
import type { Page } from 'playwright-core'
import { linkIn, mailTo } from '../../api/support/customers.ts'
import type { TestSmtp } from '../../api/support/smtp.ts'

export type PortalLanguage = 'en' | 'bn'

/** The sign-in page's button, in the page's language. */
const SIGN_IN = { en: 'Sign in', bn: 'সাইন ইন করুন' } as const

export interface InvitedCompany {
  company: string
  email: string
  owner: string
  language: PortalLanguage
}

/**
 * Staff, signed in on `page`, create a shipper on /staff/customers/new and invite its first
 * person; resolves once the company's screen shows them, with the company's id.
 */
export async function inviteInWorkspace(page: Page, invited: InvitedCompany): Promise<number> {
  await page.goto('/staff/customers/new')
  await page.getByRole('heading', { level: 1, name: 'New customer' }).waitFor()
  await page.getByLabel('Company name').fill(invited.company)
  await page.getByLabel('Kind of customer').selectOption('shipper')
  await page.getByLabel('Country').fill('BD')
  await page.getByLabel('Company email').fill(`office-${invited.email}`)
  await page.getByLabel('Company phone').fill('+880 31 000000')
  await page.getByLabel('First person’s name').fill(invited.owner)
  await page.getByLabel('First person’s email').fill(invited.email)
  await page.getByLabel('Language of their emails').selectOption(invited.language)
  await page.getByRole('button', { name: 'Create and invite' }).click()
  await page.getByRole('heading', { level: 1, name: invited.company }).waitFor()
  await page.getByRole('cell', { name: invited.email }).waitFor()
  const id = /\/staff\/customers\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]
  if (!id) throw new Error(`not on a customer's screen: ${page.url()}`)
  return Number(id)
}

/**
 * The person at `email` opens the first link emailed to them (their invitation) on `page` and
 * signs in; resolves on their account home, with the link they used.
 */
export async function signInByEmailedLink(
  page: Page,
  smtp: TestSmtp,
  email: string,
  language: PortalLanguage,
): Promise<{ path: string; token: string }> {
  const link = linkIn(await mailTo(smtp, email))
  await page.goto(`${link.path}?token=${link.token}`)
  await page.getByRole('button', { name: SIGN_IN[language] }).click()
  await page.waitForURL(`**${language === 'bn' ? '/bn' : ''}/account`)
  return link
}

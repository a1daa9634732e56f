import { dictionary } from '@zxcvbn-ts/language-common'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  CookieJar,
  runStaffCli,
  setupTokenFrom,
  signedInStaff,
  signInContext,
  staffFetch,
  STAFF_TEST_PASSWORD,
} from '../api/support/staff.ts'
import { DESKTOP, MOBILE, waitForHydration } from './support/browser.ts'
import { setupStaffSite, waitForReact, withVirtualAuthenticator } from './support/staff-site.ts'
import { expectNoAxeViolations } from './quality/support.ts'

const site = setupStaffSite()
const COMMON_LONG_PASSWORD = dictionary['passwords-common'].find((word) => word.length >= 12) ?? ''

/** A new account's set-up link, as the command-line tool prints it. */
async function newSetupLink(email: string): Promise<string> {
  const added = await runStaffCli(site.server.dataDir, [
    'add',
    '--email',
    email,
    '--name',
    'Setup Person',
    '--role',
    'sales',
    '--link',
  ])
  expect(added.code).toBe(0)
  return `/staff/setup#${setupTokenFrom(added.stdout)}`
}

async function choosePassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('New password').fill(password)
  await page.getByLabel('Repeat the password').fill(password)
  await page.getByRole('button', { name: 'Save password' }).click()
}

describe('the security screen', () => {
  it('adds a passkey; a removal the server refuses is said in an alert and the list shows what is left', async () => {
    const person = await signedInStaff(site.server, { role: 'sales', origin: site.origin })
    const { page, context } = await site.newPage()
    await withVirtualAuthenticator(context, page)
    await signInContext(context, site.origin, person)
    await page.goto('/staff/security')
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor()
    await waitForHydration(page)

    const adding = page.getByRole('region', { name: 'Add a passkey' })
    await adding.getByLabel('Name for this passkey').fill('Test laptop')
    await adding.getByRole('button', { name: 'Add a passkey' }).click()
    await adding.getByRole('status').getByText('Test laptop is added.').waitFor()
    await expect.poll(() => adding.getByLabel('Name for this passkey').inputValue()).toBe('')
    const passkeys = page.getByRole('region', { name: 'Your passkeys' })
    await passkeys.getByRole('button', { name: 'Remove Test laptop' }).waitFor()

    // Another tab removes it first: this screen still lists it, and its removal is refused.
    const otherTab = await context.newPage()
    await otherTab.goto('/staff/security')
    await otherTab.getByRole('button', { name: 'Remove Test laptop' }).click()
    await otherTab.getByRole('status').getByText('Test laptop is removed.').waitFor()
    await otherTab.getByText('No passkeys yet.').waitFor()

    await passkeys.getByRole('button', { name: 'Remove Test laptop' }).click()
    await passkeys
      .getByRole('alert')
      .getByText(/passkey not found/i)
      .waitFor()
    await passkeys.getByText('No passkeys yet.').waitFor()
    await expectNoAxeViolations(page, '/staff/security with a refused removal')
  })

  it('"Sign out everywhere" ends every session, and the sign-in page says so', async () => {
    const person = await signedInStaff(site.server, { role: 'sales', origin: site.origin })
    const otherDevice = new CookieJar()
    const signIn = await staffFetch(site.server, '/api/staff/auth/sign-in/email', {
      body: { email: person.email, password: person.password },
      jar: otherDevice,
      origin: site.origin,
    })
    expect(signIn.status).toBe(200)
    const { page, context } = await site.newPage(MOBILE)
    await signInContext(context, site.origin, person)
    await page.goto('/staff/security')
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor()
    await waitForHydration(page)

    await page.getByRole('button', { name: 'Sign out everywhere' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/staff/sign-in')
    await page
      .getByRole('status')
      .getByText('You are signed out on every device and browser.')
      .waitFor()
    await expectNoAxeViolations(page, '/staff/sign-in after signing out everywhere')

    const other = await staffFetch(site.server, '/api/staff/me', { jar: otherDevice })
    expect(other.status).toBe(401)
    await page.goto('/staff/security')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/staff/sign-in')
    // Signed out by other means, the sign-in page has nothing to say about it.
    await expect.poll(() => page.getByRole('status').count()).toBe(0)
  })
})

describe('signing out', () => {
  it('that fails keeps the person on the screen and says they are still signed in; then works', async () => {
    const person = await signedInStaff(site.server, { role: 'sales', origin: site.origin })
    const { page, context } = await site.newPage(DESKTOP)
    await signInContext(context, site.origin, person)
    await page.goto('/staff/security')
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor()
    await waitForHydration(page)

    const signOutCall = '**/api/staff/auth/sign-out'
    await page.route(signOutCall, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 503, message: 'The service is unavailable' }),
      }),
    )
    const signOut = page.getByRole('button', { name: 'Sign out', exact: true })
    await signOut.click()
    await page
      .getByRole('alert')
      .getByText('Signing out failed, so you are still signed in: The service is unavailable', {
        exact: true,
      })
      .waitFor()
    expect(new URL(page.url()).pathname).toBe('/staff/security')
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor()
    await expect.poll(() => signOut.isEnabled()).toBe(true)
    await expectNoAxeViolations(page, '/staff/security after a failed sign-out')
    // The session the page said was still valid is.
    const me = await staffFetch(site.server, '/api/staff/me', { jar: person.jar })
    expect(me.status).toBe(200)

    await page.unroute(signOutCall)
    await signOut.click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/staff/sign-in')
    // The browser's session was the one the API call signed in with: it has ended.
    await expect
      .poll(
        async () => (await staffFetch(site.server, '/api/staff/me', { jar: person.jar })).status,
      )
      .toBe(401)
  })
})

describe('the set-up page', () => {
  it('says beside the field that the server refused a common password, then saves another', async () => {
    const email = `setup-common-${Date.now()}@staff.example`
    const { page } = await site.newPage(DESKTOP)
    await page.goto(await newSetupLink(email))
    await page.getByText(email).waitFor()
    await waitForReact(page, 'form')

    await choosePassword(page, COMMON_LONG_PASSWORD)
    const fresh = page.getByLabel('New password')
    await expect.poll(() => fresh.getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => fresh.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.getByText('This password is in a list of common passwords; choose another').waitFor()

    await choosePassword(page, STAFF_TEST_PASSWORD)
    await page.getByText('Your password is saved and you are signed in.').waitFor()
    await expect.poll(() => new URL(page.url()).hash).toBe('')
  })

  it('a link used meanwhile in another browser says it no longer works', async () => {
    const email = `setup-twice-${Date.now()}@staff.example`
    const link = await newSetupLink(email)
    const first = await site.newPage(MOBILE)
    const second = await site.newPage(MOBILE)
    for (const { page } of [first, second]) {
      await page.goto(link)
      await page.getByText(email).waitFor()
      await waitForReact(page, 'form')
    }
    await choosePassword(first.page, STAFF_TEST_PASSWORD)
    await first.page.getByText('Your password is saved and you are signed in.').waitFor()

    await choosePassword(second.page, STAFF_TEST_PASSWORD)
    await second.page
      .getByRole('alert')
      .getByText('This set-up link has expired or was already used: ask an admin for a new one')
      .waitFor()
    await expect.poll(() => second.page.getByLabel('New password').count()).toBe(0)
  })
})

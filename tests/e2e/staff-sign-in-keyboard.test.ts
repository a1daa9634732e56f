import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { URI, type TOTP } from 'otpauth'
import { runStaffCli, setupTokenFrom, signedInStaff } from '../api/support/staff.ts'
import { DESKTOP, MOBILE } from './support/browser.ts'
import { freshCode, setupStaffSite, waitForReact } from './support/staff-site.ts'

const site = setupStaffSite()

interface Focused {
  /** The control's label, or its text for a button or link. */
  name: string
  /** An outline or a focus ring (box-shadow) is drawn around it. */
  ringed: boolean
  invalid: boolean
  /** The text of the elements named by aria-describedby. */
  description: string
  /** All of a field's text is selected, so what is typed next replaces it. */
  selected: boolean
}

/** What has the keyboard focus, as a person using the keyboard alone would see and hear it. */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    const style = getComputedStyle(element)
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
    const labels = (element as HTMLInputElement).labels
    const name = (
      labels?.[0]?.textContent ??
      element.getAttribute('aria-label') ??
      element.textContent ??
      ''
    ).trim()
    const description = (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
    return {
      name,
      ringed: outlined || style.boxShadow !== 'none',
      invalid: element.getAttribute('aria-invalid') === 'true',
      description,
      selected:
        element instanceof HTMLInputElement &&
        element.value.length > 0 &&
        element.selectionStart === 0 &&
        element.selectionEnd === element.value.length,
    }
  })
}

/** Presses Tab until focus leaves the page: the names reached, each checked for a focus ring. */
async function tabOrder(page: Page): Promise<string[]> {
  const names: string[] = []
  for (let press = 0; press < 20; press++) {
    await page.keyboard.press('Tab')
    const now = await focused(page)
    if (!now || names.includes(now.name)) break
    expect(now.ringed, `focus ring on ${now.name}`).toBe(true)
    names.push(now.name)
  }
  return names
}

/** Focus starts again from the top of the document, as after loading the page. */
async function focusFromTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    // Chromium starts sequential navigation from the selection: put it before everything.
    window.getSelection()?.collapse(document.body, 0)
  })
}

async function typeAndEnter(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
  await page.keyboard.press('Enter')
}

describe.each([MOBILE, DESKTOP])('staff sign-in by keyboard alone at $width px', (viewport) => {
  it('signs in with a password and an authenticator code; mistakes are announced and focused', async () => {
    const admin = await signedInStaff(site.server, { role: 'admin', origin: site.origin })
    const totp = admin.totp
    if (!totp) throw new Error('the admin has no authenticator')
    const { page } = await site.newPage(viewport)
    // A slow network: any reload of the page's data after a step takes a second to come back, and
    // must not keep the next step's buttons out of reach meanwhile.
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      await route.continue()
    })
    await page.goto('/staff/sign-in')
    await waitForReact(page, 'form')

    // Pressing Tab moves the focus on, so the order is read once, not polled.
    const tabbed = await tabOrder(page)
    expect(tabbed).toEqual(['Email', 'Password', 'Sign in', 'Sign in with a passkey'])

    // A wrong password: the alert is announced, and focus is back on the password, tied to it.
    await focusFromTop(page)
    await page.keyboard.press('Tab')
    await page.keyboard.type(admin.email)
    await page.keyboard.press('Tab')
    await typeAndEnter(page, 'Not-the-right-password')
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid email or password')
    await expect
      .poll(() => focused(page))
      .toMatchObject({
        name: 'Password',
        invalid: true,
        ringed: true,
        description: 'Invalid email or password',
      })

    // The right one, from where focus was left; then the code step takes focus.
    await typeAndEnter(page, admin.password)
    await expect
      .poll(async () => (await focused(page))?.name)
      .toBe('Code from your authenticator app')
    // From the code field, where the step put focus, Tab goes on through the step's controls.
    const codeField = await focused(page)
    expect(codeField?.ringed).toBe(true)
    expect([codeField?.name, ...(await tabOrder(page))]).toEqual([
      'Code from your authenticator app',
      'Verify code',
      'Sign in with a passkey',
    ])

    await page.getByLabel('Code from your authenticator app').focus()
    await typeAndEnter(page, '000000')
    await expect
      .poll(() => focused(page))
      .toMatchObject({
        name: 'Code from your authenticator app',
        invalid: true,
        ringed: true,
      })
    await expect.poll(async () => (await focused(page))?.description).not.toBe('')

    await typeAndEnter(
      page,
      freshCode((options) => totp.generate(options)),
    )
    await page.getByRole('heading', { name: `Welcome, ${admin.name}` }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/staff')
  })

  it('sets up an account from a one-time link: password, then an authenticator app', async () => {
    const email = `keyboard-${viewport.width}-${Date.now()}@staff.example`
    const added = await runStaffCli(site.server.dataDir, [
      'add',
      '--email',
      email,
      '--name',
      'Keyboard Person',
      '--role',
      'hr',
      '--link',
    ])
    expect(added.code).toBe(0)
    const { page } = await site.newPage(viewport)
    await page.goto(`/staff/setup#${setupTokenFrom(added.stdout)}`)
    await page.getByText(email).waitFor()
    await waitForReact(page, 'form')

    // Pressing Tab moves the focus on, so the order is read once, not polled.
    const tabbed = await tabOrder(page)
    expect(tabbed).toEqual(['New password', 'Repeat the password', 'Save password'])

    // Too short: the rule is said with the field, which has the focus again.
    await focusFromTop(page)
    await page.keyboard.press('Tab')
    await page.keyboard.type('too-short')
    await page.keyboard.press('Tab')
    await typeAndEnter(page, 'too-short')
    await expect
      .poll(() => focused(page))
      .toMatchObject({
        name: 'New password',
        invalid: true,
        ringed: true,
        selected: true,
      })
    await expect
      .poll(async () => (await focused(page))?.description)
      .toContain('Use at least 12 characters')

    // Two different entries: the repetition is the field in error.
    await page.keyboard.type('Lantern-Orchard-Velvet-58')
    await page.keyboard.press('Tab')
    await typeAndEnter(page, 'Lantern-Orchard-Velvet-59')
    await expect
      .poll(() => focused(page))
      .toMatchObject({
        name: 'Repeat the password',
        invalid: true,
        description: 'The two passwords are not the same',
        // The field was focused already: its text selected is the sign that the form has moved
        // focus to it, which would otherwise select what is being typed over.
        selected: true,
      })
    await typeAndEnter(page, 'Lantern-Orchard-Velvet-58')
    await page.getByText('Your password is saved and you are signed in.').waitFor()

    // The authenticator app, by keyboard: the button, then the code field after the QR code.
    await focusFromTop(page)
    const order = await tabOrder(page)
    expect(order.slice(0, 3)).toEqual([
      'Set up an authenticator app',
      'Name for this passkey',
      'Add a passkey',
    ])
    expect(order).toContain('Skip for now')
    await page.getByRole('button', { name: 'Set up an authenticator app' }).focus()
    await page.keyboard.press('Enter')
    const key = await page.locator('.staff-secret').first().textContent()
    const totp = URI.parse(
      `otpauth://totp/test?secret=${key ?? ''}&period=30&digits=6&algorithm=SHA1`,
    ) as TOTP
    await focusFromTop(page)
    const enrolOrder = await tabOrder(page)
    expect(enrolOrder.slice(0, 3)).toEqual([
      'Backup codes (each works once if you lose your phone)',
      'Code shown by the app',
      'Turn on',
    ])
    await page.getByLabel('Code shown by the app').focus()
    await typeAndEnter(page, '000000')
    await expect
      .poll(() => focused(page))
      .toMatchObject({
        name: 'Code shown by the app',
        invalid: true,
        ringed: true,
        selected: true,
      })
    await expect.poll(async () => (await focused(page))?.description).not.toBe('')
    await typeAndEnter(page, totp.generate())
    await page.getByText('Your account is ready.').waitFor()
    await page.keyboard.press('Tab')
    await expect.poll(async () => (await focused(page))?.name).toBe('Open the workspace')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Welcome, Keyboard Person' }).waitFor()
  })
})

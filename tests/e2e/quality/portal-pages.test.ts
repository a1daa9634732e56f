// Issue 42: every page of the customer portal, signed in (a company with a shipment, its
// documents' checklist and the notification choices) and signed out, in English and Bangla at
// 375 and 1280 px: nothing axe can find; each page's first load, on an empty cache, within
// 150 KB of script (at 375 px: the scripts are the same at every width). The feature files walk
// the same pages through their stories, in English at 1280 px and Bangla at 375 px.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { localizedPath } from '#app/i18n/language.ts'
import { createCustomer, linkIn, mailTo, signInWith } from '../../api/support/customers.ts'
import { SEA_SHIPMENT } from '../../api/support/shipments.ts'
import { signedInStaff, staffFetch } from '../../api/support/staff.ts'
import type { Page } from 'playwright-core'
import { DESKTOP, MOBILE, visit } from '../support/browser.ts'
import { setupStaffSite } from '../support/staff-site.ts'
import { expectNoAxeViolations, scriptBytesOf } from './support.ts'

const site = setupStaffSite()

/** The portal's pages are server-rendered forms; their first load stays under this much script. */
const PORTAL_SCRIPT_BUDGET_BYTES = 150 * 1024

let cookie = ''
let reference = ''

beforeAll(async () => {
  const sales = await signedInStaff(site.server, { role: 'sales', origin: site.origin })
  const email = `portal-pages-${randomUUID().slice(0, 8)}@example.com`
  const { companyId } = await createCustomer(
    site.server,
    sales,
    { email },
    `Meghna Denim ${randomUUID().slice(0, 8)}`,
    site.origin,
  )
  cookie = await signInWith(site.server, linkIn(await mailTo(site.smtp, email)).token, site.origin)
  const created = await staffFetch(site.server, '/api/staff/shipments', {
    cookie: sales.cookie,
    origin: site.origin,
    body: SEA_SHIPMENT,
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const shipment = created.body?.data as { id: number; reference: string }
  reference = shipment.reference
  const owned = await staffFetch(site.server, `/api/staff/shipments/${shipment.id}/customer`, {
    method: 'PUT',
    cookie: sales.cookie,
    origin: site.origin,
    body: { companyId, customerReferences: ['PO-4471', 'INV-2026-118'] },
  })
  expect(owned.status, JSON.stringify(owned.body)).toBe(200)
}, 120_000)

const SIGNED_IN_PATHS = () => [
  '/account',
  '/account/shipments',
  `/account/shipments/${reference}`,
  `/account/shipments/${reference}/documents`,
  '/account/bookings',
  '/account/bookings/new',
  '/account/notifications',
]
const SIGNED_OUT_PATHS = ['/account', '/account/sign-in']

/** A page of a new context, signed in as the company's owner. */
async function signedInPage(viewport: { width: number; height: number }) {
  const tracked = await site.newPage(viewport)
  const [name = '', value = ''] = cookie.split('=')
  await tracked.context.addCookies([
    { name, value, url: site.origin, httpOnly: true, sameSite: 'Lax' },
  ])
  return tracked
}

describe.each([MOBILE, DESKTOP])('the portal at $width px', (viewport) => {
  // A page loads the same scripts at every width: the budget is measured at 375 px, each page in
  // a context of its own (a first load, on an empty cache); at 1280 px one context visits them all.
  const measured = viewport.width === MOBILE.width
  for (const language of ['en', 'bn'] as const) {
    test(`signed in, in ${language}: each page has nothing axe can find${measured ? ' and loads within the script budget' : ''}`, async () => {
      const shared = measured ? undefined : await signedInPage(viewport)
      for (const path of SIGNED_IN_PATHS().map((english) => localizedPath(english, language))) {
        if (shared) {
          await visit(shared.page, path)
          await expectSignedInAndAccessible(shared.page, path)
        } else {
          const { page, context } = await signedInPage(viewport)
          const scriptBytes = await scriptBytesOf(page, path)
          expect(scriptBytes, `${path}: first-load script bytes`).toBeLessThanOrEqual(
            PORTAL_SCRIPT_BUDGET_BYTES,
          )
          await expectSignedInAndAccessible(page, path)
          await context.close()
        }
      }
    })

    test(`signed out, in ${language}: the sign-in pages have nothing axe can find`, async () => {
      const { page } = await site.newPage(viewport)
      for (const path of SIGNED_OUT_PATHS.map((english) => localizedPath(english, language))) {
        const scriptBytes = await scriptBytesOf(page, path)
        if (path.endsWith('/account')) {
          expect(scriptBytes, `${path}: first-load script bytes`).toBeLessThanOrEqual(
            PORTAL_SCRIPT_BUDGET_BYTES,
          )
        }
        await expectNoAxeViolations(page, `${path} at ${viewport.width} px, signed out`)
      }
    })
  }
})

async function expectSignedInAndAccessible(page: Page, path: string) {
  expect(new URL(page.url()).pathname, `${path} stays signed in`).toBe(path)
  await expectNoAxeViolations(page, `${path} at ${page.viewportSize()?.width ?? 0} px`)
}

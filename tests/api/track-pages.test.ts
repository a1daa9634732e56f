// Issue 24: the tracking page answers in its first HTML, without JavaScript, in both languages:
// a shared link shows its shipment or number, the lookup form leads to it, refusals are the API's
// in the page's language with the API's status, and the subscription works as a plain form post.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mainOf } from './support/rendered-pages.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { SEA_SHIPMENT } from './support/shipments.ts'
import { createSmtp, waitUntil, type TestSmtp } from './support/smtp.ts'
import { signedInStaff, staffFetch } from './support/staff.ts'

const SITE_URL = 'http://localhost:3000'
const SHIPPER = 'Padma Knitwear Page Secret Ltd'

let server: RunningServer
let smtp: TestSmtp
let reference = ''

beforeAll(async () => {
  smtp = await createSmtp()
  server = await startServer({
    env: { SMTP_URL: smtp.url, SITE_URL, OUTBOX_RETRY_BASE_MS: '50', OUTBOX_RETRY_MAX_MS: '200' },
  })
  const sales = await signedInStaff(server, { role: 'sales', origin: SITE_URL })
  const staff = (path: string, body: unknown) =>
    staffFetch(server, path, { jar: sales.jar, origin: SITE_URL, body })
  const created = await staff('/api/staff/shipments', { ...SEA_SHIPMENT, shipperName: SHIPPER })
  expect(created.status).toBe(200)
  const shipment = created.body?.data as { id: number; reference: string }
  reference = shipment.reference
  const milestone = {
    kind: 'departed',
    occurredAt: '2026-11-20T10:15:00+06:00',
    place: 'Chattogram port',
  }
  expect((await staff(`/api/staff/shipments/${shipment.id}/milestones`, milestone)).status).toBe(
    200,
  )
})

afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})

/** What the main part of a page says, as text (React's markers between texts taken out). */
async function page(path: string, init?: RequestInit) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init })
  const html = await response.text()
  return { response, html, main: mainOf(html).replace(/<!-- -->/g, '') }
}

/** Posts as a browser does without JavaScript: from the site's own origin, no redirects followed. */
function postPage(path: string, fields: Record<string, string>) {
  return page(path, {
    method: 'POST',
    headers: { origin: server.url },
    body: new URLSearchParams(fields),
  })
}

describe('a shared link is answered in its first HTML', () => {
  it('/track/<reference>: the shipment, its milestones, never the parties, noindex and no-store', async () => {
    const { response, html, main } = await page(`/track/${reference}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(main).toContain(`Shipment ${reference}`)
    expect(main).toContain('Chattogram, Bangladesh')
    expect(main).toContain('Sea freight')
    expect(main).toMatch(/Departed[\s\S]*20 Nov 2026, 10:15[\s\S]*Chattogram port/)
    // The field shows what was looked up, and the page's canonical address leaves it out.
    expect(main).toMatch(new RegExp(`<input[^>]*name="q"[^>]*value="${reference}"`))
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/track"/)
    expect(html).not.toContain(SHIPPER)
  })

  it('/bn/track/<reference>: the same answer in Bangla, the reference in Latin', async () => {
    const { response, html, main } = await page(`/bn/track/${reference}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(html).toMatch(/<html\b[^>]*\blang="bn"/)
    expect(main).toContain(`শিপমেন্ট ${reference}`)
    expect(main).toContain('সি ফ্রেইট')
    expect(main).toMatch(/ছেড়ে গেছে[\s\S]*২০ নভেম্বর, ২০২৬, ১০:১৫[\s\S]*Chattogram port/)
    expect(main).not.toContain('Sea freight')
  })

  it('/track/<carrier number>: the number checked, its carrier and our shipment', async () => {
    const { response, main } = await page('/bn/track/MSKU%20123456%205')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(main).toContain('কন্টেইনার নম্বর MSKU 123456 5')
    expect(main).toContain('https://www.maersk.com/tracking/MSKU1234565')
    expect(main).toContain(`শিপমেন্ট ${reference}`)
  })

  it('an unknown reference is a 404 page saying so in the page’s language', async () => {
    const english = await page('/track/DBL-22222222')
    expect(english.response.status).toBe(404)
    expect(english.response.headers.get('x-robots-tag')).toBe('noindex')
    expect(english.main).toContain('We found no shipment with this reference.')
    expect(english.main).toContain('href="/contact"')

    const bangla = await page('/bn/track/DBL-22222222')
    expect(bangla.response.status).toBe(404)
    expect(bangla.main).toContain('এই রেফারেন্সে কোনো শিপমেন্ট পাওয়া যায়নি')
    expect(bangla.main).toContain('href="/bn/contact"')
    expect(bangla.main).not.toContain('We found no shipment')
  })

  it('a malformed query is a 400 page with the API’s reason in the page’s language', async () => {
    const long = 'X'.repeat(41)
    const number = await page(`/track/${long}`)
    expect(number.response.status).toBe(400)
    expect(number.main).toContain('A carrier number is at most 40 characters')
    const bangla = await page(`/bn/track/DBL-${long}`)
    expect(bangla.response.status).toBe(400)
    expect(bangla.main).toContain('রেফারেন্স সর্বোচ্চ ৪০ অক্ষরের হতে পারে')
  })
})

describe('the lookup form without JavaScript', () => {
  it('is a GET form whose answer (/track?q=…) leads, 303, to the shareable address', async () => {
    const form = (await page('/bn/track')).main
    const lookup = /<form[^>]*>/.exec(form)?.[0]
    expect(lookup).toContain('method="get"')
    expect(lookup).toContain('action="/bn/track"')
    expect(form).toMatch(/<input[^>]*name="q"/)

    const typed = `${reference.toLowerCase().replace('-', ' ')} `
    const bangla = await page(`/bn/track?q=${encodeURIComponent(typed)}`)
    expect(bangla.response.status).toBe(303)
    expect(bangla.response.headers.get('location')).toBe(`/bn/track/${reference}`)
    const number = await page(`/track?q=${encodeURIComponent('MSKU 123456 5')}`)
    expect(number.response.status).toBe(303)
    expect(number.response.headers.get('location')).toBe('/track/MSKU%20123456%205')
  })

  it('an empty query is a 400 page asking for one', async () => {
    const { response, main } = await page('/bn/track?q=+')
    expect(response.status).toBe(400)
    expect(main).toContain('অনুগ্রহ করে আমাদের রেফারেন্স অথবা কন্টেইনার বা AWB নম্বর লিখুন।')
  })
})

describe('the subscription posted without JavaScript', () => {
  it('a bad address is refused beside its field, in Bangla, the address kept', async () => {
    const { response, main } = await postPage(`/bn/track/${reference}`, {
      reference,
      email: 'not-an-email',
    })
    expect(response.status).toBe(400)
    expect(main).toContain('অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা লিখুন')
    const field = /<input[^>]*name="email"[^>]*>/.exec(main)?.[0]
    expect(field).toContain('aria-invalid="true"')
    expect(field).toContain('value="not-an-email"')
    // The shipment is still shown around the form.
    expect(main).toContain(`শিপমেন্ট ${reference}`)
  })

  it('an accepted address is told so in Bangla and sent a Bangla confirmation link', async () => {
    const address = `page-${Date.now()}@example.com`
    const { response, main } = await postPage(`/bn/track/${reference}`, {
      reference,
      email: address,
    })
    expect(response.status).toBe(200)
    expect(main).toContain('প্রায় শেষ: ওই ঠিকানায় একটি নিশ্চিতকরণ লিংক পাঠানো হচ্ছে।')
    expect(await waitUntil(() => smtp.messages.some((mail) => mail.to.includes(address)))).toBe(
      true,
    )
    const mail = smtp.messages.find((message) => message.to.includes(address))
    expect(mail?.text).toContain(`${SITE_URL}/bn/track/${reference}?confirm=`)
  })

  it('from a carrier number’s page, the shipment it names is the one subscribed to', async () => {
    const address = `number-page-${Date.now()}@example.com`
    const { response, main } = await postPage('/track/MSKU1234565', { reference, email: address })
    expect(response.status).toBe(200)
    expect(main).toContain('Nearly done: a confirmation link is on its way to that address.')
    expect(main).toContain('Container number MSKU 123456 5')
    expect(await waitUntil(() => smtp.messages.some((mail) => mail.to.includes(address)))).toBe(
      true,
    )
  })
})

describe('the links of a tracking email, without JavaScript', () => {
  /** Subscribes `address` in `language` and returns the links of the confirmation email. */
  async function subscribe(address: string, language: 'en' | 'bn') {
    const prefix = language === 'bn' ? '/bn' : ''
    const { response } = await postPage(`${prefix}/track/${reference}`, {
      reference,
      email: address,
    })
    expect(response.status).toBe(200)
    expect(await waitUntil(() => smtp.messages.some((mail) => mail.to.includes(address)))).toBe(
      true,
    )
    const text = smtp.messages.find((mail) => mail.to.includes(address))?.text ?? ''
    const linkTo = (name: string) =>
      new RegExp(`${SITE_URL}(${prefix}/track/${reference}\\?${name}=[\\w-]+)`).exec(text)?.[1] ??
      ''
    return { confirm: linkTo('confirm'), unsubscribe: linkTo('unsubscribe') }
  }

  /** The button's form as the page renders it: where it posts and what. */
  function buttonForm(main: string) {
    const form = /<form[^>]*method="post"[^>]*>[\s\S]*?<\/form>/.exec(main)?.[0] ?? ''
    const fields = Object.fromEntries(
      [...form.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((match) => [
        match[1] ?? '',
        match[2] ?? '',
      ]),
    )
    return { action: /action="([^"]*)"/.exec(form)?.[1], fields, form }
  }

  it('the confirmation link shows a Bangla button; opening it changes nothing, pressing it confirms once', async () => {
    const { confirm } = await subscribe(`link-bn-${Date.now()}@example.com`, 'bn')
    // A mail scanner opening the link, twice: the token still works afterwards.
    await page(confirm)
    const opened = await page(confirm)
    expect(opened.response.status).toBe(200)
    expect(opened.main).toContain(`${reference}-এর ইমেইল আপডেট`)
    const { action, fields, form } = buttonForm(opened.main)
    expect(form).toContain('ইমেইল আপডেট নিশ্চিত করুন')
    // Posted to the page without the token in its address.
    expect(action).toBe(`/bn/track/${reference}`)
    expect(fields.emailLink).toBe('confirm')

    const pressed = await postPage(action ?? '', fields)
    expect(pressed.response.status).toBe(200)
    expect(pressed.html).toMatch(/<html\b[^>]*\blang="bn"/)
    expect(pressed.main).toContain('নিশ্চিত হয়েছে: এই শিপমেন্টের নতুন খবর হলেই আমরা আপনাকে ইমেইল করব।')
    expect(pressed.main).not.toContain('ইমেইল আপডেট নিশ্চিত করুন')
    // The shipment is still shown below.
    expect(pressed.main).toContain(`শিপমেন্ট ${reference}`)

    const again = await postPage(action ?? '', fields)
    expect(again.response.status).toBe(404)
    expect(again.main).toContain('এই লিংকটি আর কার্যকর নয়')
  })

  it('the unsubscribe link shows an English button that unsubscribes', async () => {
    const { unsubscribe } = await subscribe(`link-en-${Date.now()}@example.com`, 'en')
    const opened = await page(unsubscribe)
    expect(opened.response.status).toBe(200)
    expect(opened.main).toContain('Stop the emails about this shipment?')
    const { action, fields, form } = buttonForm(opened.main)
    expect(form).toContain('>Unsubscribe</button>')
    expect(action).toBe(`/track/${reference}`)
    const pressed = await postPage(action ?? '', fields)
    expect(pressed.response.status).toBe(200)
    expect(pressed.main).toContain('You will get no more emails about this shipment.')
  })
})

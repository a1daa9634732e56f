// Issue 24: a form filled in Bangla is answered in Bangla, by the JSON API and by the /bn/ form
// pages without JavaScript; a form filled in English is answered in English as before.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_PDF } from './support/files.ts'
import { getJson } from './support/http.ts'
import { closePosition, publishPosition } from './support/positions.ts'
import { signedInStaff, staffFetch } from './support/staff.ts'
import { expectNonceCsp } from './support/rendered-pages.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import type { TestPosition as StaffPosition } from './support/positions.ts'
import { formatDate } from '#domain/calendar.ts'

/** Marks this run's rows, so the suite also works on a shared PostgreSQL database. */
const RUN = randomUUID().slice(0, 8)
const email = (label: string) => `${label}-${RUN}@example.com`

/** Bengali script: a message in Bangla has it, an English one none. */
const BANGLA = /[\u0980-\u09FF]/

let server: RunningServer
let position: StaffPosition

beforeAll(async () => {
  server = await startServer()
  position = await publishPosition(server)
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

const CONTACT = {
  name: 'রহিম উদ্দিন',
  email: email('contact'),
  phone: '+8801711000000',
  message: 'ঢাকা থেকে হামবুর্গে দুই প্যালেট পাঠাতে চাই।',
  website: '',
}

function postContact(payload: unknown, language?: string) {
  return getJson(`${server.url}/api/contact/create`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(language ? { 'content-language': language } : {}),
    },
    body: JSON.stringify(payload),
  })
}

/** Posts as a browser does without JavaScript: from the site's own origin, no redirects followed. */
function postPage(path: string, body: URLSearchParams | FormData) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.url },
    body,
  })
}

async function follow(response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';', 1)[0])
    .join('; ')
  return fetch(`${server.url}${response.headers.get('location')}`, { headers: { cookie } })
}

/** The error summary's items, as the visitor reads them. */
function summaryItems(html: string): string[] {
  const summary = /<div class="error-summary"[\s\S]*?<\/ul><\/div>/.exec(html)?.[0] ?? ''
  return [...summary.matchAll(/<li>(?:<a [^>]*>)?([^<]*)/g)].map((match) => match[1] ?? '')
}

describe('the JSON API answers in the language the form was sent from', () => {
  it('refuses a Bangla submission with Bangla field messages', async () => {
    const { status, body } = await postContact(
      { ...CONTACT, name: ' ', email: 'not-an-email', phone: '12' },
      'bn',
    )
    expect(status).toBe(400)
    const errors = body.errors as Record<string, string>
    expect(errors).toEqual({
      name: 'অনুগ্রহ করে আপনার নাম লিখুন',
      email: 'অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা লিখুন',
      phone: 'ফোন নম্বরে অন্তত ৬টি অক্ষর দিন',
    })
    expect(body.message).toBe(errors.name)
  })

  it('refuses the same submission in English without Content-Language, or with en', async () => {
    for (const language of [undefined, 'en', 'en-GB']) {
      const { status, body } = await postContact(
        { ...CONTACT, name: ' ', email: 'not-an-email', phone: '12' },
        language,
      )
      expect(status).toBe(400)
      expect(body.errors).toEqual({
        name: 'Please enter your name',
        email: 'Please enter a valid email address',
        phone: 'Please enter a phone number of at least 6 characters',
      })
    }
  })

  it('takes bn-BD as Bangla, and thanks a Bangla sender in Bangla', async () => {
    const { status, body } = await postContact({ ...CONTACT, email: email('thanks') }, 'bn-BD')
    expect(status).toBe(200)
    expect(body.message).toMatch(BANGLA)
    const english = await postContact({ ...CONTACT, email: email('thanks-en') })
    expect(english.body.message).toMatch(/^Thank you for contacting us/)
  })

  it('answers a message no key names with a general Bangla one, never English', async () => {
    const { status, body } = await postContact({ ...CONTACT, name: 42 }, 'bn')
    expect(status).toBe(400)
    const errors = body.errors as Record<string, string>
    expect(errors.name).toMatch(BANGLA)
    expect(errors.name).not.toMatch(/[A-Za-z]/)
  })
})

describe('POST /bn/contact (the Bangla contact form without JavaScript)', () => {
  it('answers bad input with the Bangla page: Bangla messages in the summary and beside the fields', async () => {
    const response = await postPage(
      '/bn/contact',
      new URLSearchParams({ ...CONTACT, email: 'not-an-email', message: '' }),
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expectNonceCsp(response, html)
    expect(html).toMatch(/<html\b[^>]*\blang="bn"/)
    expect(html).toMatch(/<form[^>]*action="\/bn\/contact"/)
    expect(summaryItems(html)).toEqual([
      'অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা লিখুন',
      'অনুগ্রহ করে আপনার বার্তা লিখুন',
    ])
    expect(html).toContain('আপনার বার্তা পাঠানো যায়নি')
    expect(html).toContain(`value="${CONTACT.name}"`)
  })

  it('stores a good message and confirms it in Bangla at /bn/contact/sent', async () => {
    const response = await postPage(
      '/bn/contact',
      new URLSearchParams({ ...CONTACT, email: email('nojs') }),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/bn/contact/sent')
    const page = await follow(response)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toMatch(/<html\b[^>]*\blang="bn"/)
    expect(html).toContain('যোগাযোগ করার জন্য ধন্যবাদ')
    expect(html).toContain('এরপর কী হবে')
    expect(html).not.toContain('Thank you for contacting us')
  })

  it('without a receipt, the Bangla confirmation page says there is nothing to confirm', async () => {
    const html = await (await fetch(`${server.url}/bn/contact/sent`)).text()
    expect(html).toContain('নিশ্চিত করার কিছু নেই')
  })
})

describe('POST /bn/careers/:id (the application without JavaScript, in Bangla)', () => {
  it('forwards the page language with the upload: Bangla field messages, and a Bangla confirmation address', async () => {
    const form = new FormData()
    form.append('position_id', String(position.id))
    form.append('name', '')
    form.append('email', email('apply'))
    form.append('phone', '+8801711000111')
    form.append('cv', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'cv.pdf')
    form.append('website', '')
    const refused = await postPage(`/bn/careers/${position.id}`, form)
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(summaryItems(html)).toContain('অনুগ্রহ করে আপনার নাম লিখুন')

    form.set('name', 'নাসরিন আক্তার')
    form.set('cv', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'cv.pdf')
    const accepted = await postPage(`/bn/careers/${position.id}`, form)
    expect(accepted.status).toBe(303)
    expect(accepted.headers.get('location')).toBe(`/bn/careers/${position.id}/applied`)
  })
})

describe('GET /bn/track (the tracking page in Bangla)', () => {
  it('renders the lookup, its title and its description in Bangla, and /track in English', async () => {
    const bangla = await fetch(`${server.url}/bn/track`)
    const html = await bangla.text()
    expect(bangla.status).toBe(200)
    expect(html).toMatch(/<html\b[^>]*\blang="bn"/)
    expect(html).toContain('<title>শিপমেন্ট ট্র্যাক করুন')
    expect(html).toMatch(/<label[^>]*>রেফারেন্স বা ক্যারিয়ার নম্বর<\/label>/)
    expect(html).toMatch(/<button[^>]*>ট্র্যাক করুন<\/button>/)
    expect(html).not.toContain('Reference or carrier number')
    expect(html).not.toContain('Enter the reference from your booking confirmation')

    const english = await (await fetch(`${server.url}/track`)).text()
    expect(english).toContain('Reference or carrier number')
    expect(english).not.toContain('রেফারেন্স বা ক্যারিয়ার নম্বর')
  })

  it('a shared Bangla link is in Bangla and never indexed', async () => {
    // An unknown reference: its page says so (tests/api/track-pages.test.ts has the answers).
    const response = await fetch(`${server.url}/bn/track/DBL-K7M2P9QX`)
    expect(response.status).toBe(404)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const html = await response.text()
    expect(html).toMatch(/<html\b[^>]*\blang="bn"/)
    expect(html).toContain('রেফারেন্স বা ক্যারিয়ার নম্বর')
    expect(html).toContain('এই রেফারেন্সে কোনো শিপমেন্ট পাওয়া যায়নি')
  })
})

describe('the careers pages in Bangla', () => {
  it('/bn/careers: the introduction, the list and its facts in Bangla, the positions marked English', async () => {
    const html = await (await fetch(`${server.url}/bn/careers`)).text()
    expect(html).toMatch(/<html\b[^>]*\blang="bn"/)
    expect(html).toContain('<title>ক্যারিয়ার')
    expect(html).toContain('শূন্য পদসমূহ')
    expect(html).toContain('কীভাবে আবেদন করবেন')
    expect(html).toContain('আবেদনের শেষ তারিখ ')
    expect(html).toContain(`<h3 lang="en"><a href="/bn/careers/${position.id}"`)
    expect(html).not.toContain('Open positions')
    expect(html).not.toContain('Festival bonuses')
  })

  it('/bn/careers/:id: the facts with a Bangla apply-by date, the form in Bangla', async () => {
    const html = await (await fetch(`${server.url}/bn/careers/${position.id}`)).text()
    expect(html).toContain(
      `<time dateTime="${position.applyBy}">${formatDate(position.applyBy, 'bn')}`,
    )
    expect(formatDate(position.applyBy, 'bn')).toMatch(/^[০-৯]+ \S+ [০-৯]{4}$/)
    expect(html).toContain('এই পদে আবেদন করুন')
    expect(html).toContain('কভার লেটার (ঐচ্ছিক)')
    expect(html).toContain('PDF, DOC বা DOCX, সর্বোচ্চ ৫ MB')
    expect(html).toMatch(/<form[^>]*action="\/bn\/careers\//)
    expect(html).not.toContain('Apply for this position')
  })

  it('refuses an application without a CV in Bangla, by the API and by the page', async () => {
    const form = () => {
      const body = new FormData()
      body.append('position_id', String(position.id))
      body.append('name', 'নাসরিন আক্তার')
      body.append('email', email('no-cv'))
      body.append('phone', '+8801711000111')
      return body
    }
    const api = await getJson(`${server.url}/api/jobs/applications/create`, {
      method: 'POST',
      headers: { 'content-language': 'bn' },
      body: form(),
    })
    expect(api.status).toBe(400)
    expect((api.body.errors as Record<string, string>).cv).toBe('অনুগ্রহ করে আপনার সিভি যুক্ত করুন')

    const page = await postPage(`/bn/careers/${position.id}`, form())
    expect(page.status).toBe(400)
    const html = await page.text()
    expect(summaryItems(html)).toEqual(['অনুগ্রহ করে আপনার সিভি যুক্ত করুন'])
    expect(html).toContain('আপনার আবেদন পাঠানো যায়নি')
  })

  it('names the employment type and the office in Bangla; structured data keeps schema.org’s code', async () => {
    const html = await (await fetch(`${server.url}/bn/careers/${position.id}`)).text()
    expect(html).toContain('<dd>পূর্ণকালীন</dd>')
    expect(html).toContain('<dd>চট্টগ্রাম</dd>')
    // The stored value travels in the page's data; the visitor reads none of it.
    expect(html).not.toMatch(/>(Full-time|Chattogram)</)
    expect(html).toContain('"employmentType":"FULL_TIME"')
    expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toContain(
      '(পূর্ণকালীন, চট্টগ্রাম)',
    )
    const list = await (await fetch(`${server.url}/bn/careers`)).text()
    expect(list).toContain('<dd>পূর্ণকালীন</dd>')
    const english = await (await fetch(`${server.url}/careers/${position.id}`)).text()
    expect(english).toContain('<dd>Full-time</dd>')
  })

  it('refuses an application to a closed position in Bangla, by the API and by the page', async () => {
    const closed = await publishPosition(server)
    const hr = await signedInStaff(server, { role: 'hr' })
    await closePosition(server, hr, closed.id)
    const form = () => {
      const body = new FormData()
      body.append('position_id', String(closed.id))
      body.append('name', 'নাসরিন আক্তার')
      body.append('email', email('closed'))
      body.append('phone', '+8801711000111')
      body.append('cv', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'cv.pdf')
      return body
    }
    const refusal = 'এই পদে আবেদন নেওয়া বন্ধ হয়ে গেছে: পদটি আর খোলা নেই'
    const api = await getJson(`${server.url}/api/jobs/applications/create`, {
      method: 'POST',
      headers: { 'content-language': 'bn' },
      body: form(),
    })
    expect(api.status).toBe(400)
    expect(api.body.message).toBe(refusal)

    const page = await postPage(`/bn/careers/${closed.id}`, form())
    expect(page.status).toBe(400)
    const html = await page.text()
    expect(html).toContain(refusal)
    expect(html).not.toContain('Applications for')
  })

  it('confirms an application in Bangla at /bn/careers/:id/applied', async () => {
    const form = new FormData()
    form.append('position_id', String(position.id))
    form.append('name', 'নাসরিন আক্তার')
    form.append('email', email('applied'))
    form.append('phone', '+8801711000111')
    form.append('cv', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'cv.pdf')
    form.append('website', '')
    const accepted = await postPage(`/bn/careers/${position.id}`, form)
    expect(accepted.status).toBe(303)
    const html = await (await follow(accepted)).text()
    expect(html).toContain('<title>আবেদন পাঠানো হয়েছে')
    expect(html).toContain('পদে আবেদনের জন্য ধন্যবাদ')
    expect(html).toContain('এরপর কী হবে')
    expect(html).not.toContain('Thank you for your application')
  })
})

describe('phones typed in Bengali or Arabic–Indic digits (issue 40)', () => {
  /** A stored item's detail as staff see it, found by its sender's address. */
  async function storedItem(kind: 'contact-messages' | 'job-applications', address: string) {
    const staff = await signedInStaff(server, {
      role: kind === 'contact-messages' ? 'sales' : 'hr',
    })
    const list = await staffFetch(server, `/api/staff/inbox/${kind}?q=${RUN}`, { jar: staff.jar })
    const items = (list.body?.data as { items: { id: number; email: string }[] }).items
    const item = items.find((candidate) => candidate.email === address)
    const detail = await staffFetch(server, `/api/staff/inbox/${kind}/${item?.id}`, {
      jar: staff.jar,
    })
    const data = detail.body?.data as { sections: { rows: string[][] }[] }
    return data.sections.flatMap((section) => section.rows)
  }

  it('the contact API takes a Bengali-digit phone in Bangla and stores it in ASCII', async () => {
    const address = email('bengali-phone')
    const { status } = await postContact(
      { ...CONTACT, email: address, phone: '০১৭১১-২২৩৩৪৪' },
      'bn',
    )
    expect(status).toBe(200)
    expect(await storedItem('contact-messages', address)).toContainEqual(['Phone', '01711-223344'])
  })

  it('the contact API takes Arabic–Indic digits too', async () => {
    const address = email('arabic-phone')
    const { status } = await postContact({ ...CONTACT, email: address, phone: '+٩٧١ ۵۰ ١٢٣ ٤٥٦٧' })
    expect(status).toBe(200)
    expect(await storedItem('contact-messages', address)).toContainEqual([
      'Phone',
      '+971 50 123 4567',
    ])
  })

  it('the Bangla job application without JavaScript takes a Bengali-digit phone, stored in ASCII', async () => {
    const address = email('apply-bengali-phone')
    const form = new FormData()
    form.append('position_id', String(position.id))
    form.append('name', 'নাসরিন আক্তার')
    form.append('email', address)
    form.append('phone', '+৮৮০ ১৭১১ ০০০১১১')
    form.append('cv', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'cv.pdf')
    form.append('website', '')
    const accepted = await postPage(`/bn/careers/${position.id}`, form)
    expect(accepted.status).toBe(303)
    expect(await storedItem('job-applications', address)).toContainEqual([
      'Phone',
      '+880 1711 000111',
    ])
  })
})

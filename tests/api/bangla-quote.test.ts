// Issue 24: a quote request filled in Bangla is answered in Bangla, by the JSON API and by
// /bn/quote without JavaScript; one filled in English is answered in English as before.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { addDays, formatDate, formatDayFirst, localToday } from '#domain/calendar.ts'
import { digitsIn } from '#domain/numerals.ts'
import { getJson } from './support/http.ts'
import { expectNonceCsp } from './support/rendered-pages.ts'
import { setupServer } from './support/server.ts'
import { signedInStaff, staffFetch } from './support/staff.ts'

/** Marks this run's rows, so the suite also works on a shared PostgreSQL database. */
const RUN = randomUUID().slice(0, 8)
const email = (label: string) => `${label}-${RUN}@example.com`

const server = setupServer()

function request(label: string) {
  return {
    service: 'air-freight',
    originCity: 'ঢাকা',
    originCountry: 'বাংলাদেশ',
    destinationCity: 'হামবুর্গ',
    destinationCountry: 'জার্মানি',
    incoterm: 'FOB',
    cargoReadyDate: addDays(localToday(), 10),
    commodity: 'সুতি টি-শার্ট',
    packages: [{ count: 2, lengthCm: 60, widthCm: 50, heightCm: 40, weightKg: 8 }],
    name: 'রহিমা আক্তার',
    email: email(label),
    phone: '+880 1711 555123',
  }
}

/** A request with a problem in each step: no origin, a bad HS code and piece count, no phone. */
function refusedRequest() {
  return {
    ...request('refused'),
    originCity: ' ',
    hsCode: '12',
    packages: [{ count: 0, lengthCm: 60, widthCm: 50, heightCm: 40, weightKg: 8 }],
    phone: '',
  }
}

function postQuote(payload: unknown, language?: string) {
  return getJson(`${server.url}/api/quote/create`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(language ? { 'content-language': language } : {}),
    },
    body: JSON.stringify(payload),
  })
}

describe('POST /api/quote/create answers in the language the form was sent from', () => {
  it('refuses a Bangla request with Bangla field messages', async () => {
    const { status, body } = await postQuote(refusedRequest(), 'bn')
    expect(status).toBe(400)
    expect(body.errors).toEqual({
      originCity: 'অনুগ্রহ করে যে শহর বা বন্দর থেকে পাঠাবেন সেটি লিখুন',
      hsCode: 'অনুগ্রহ করে ৬ থেকে ১০ অঙ্কের HS code লিখুন (ডট দেওয়া যাবে), অথবা ঘরটি খালি রাখুন',
      'packages.0.count': 'পিসের সংখ্যা অন্তত ১ হতে হবে',
      phone: 'অনুগ্রহ করে আপনার ফোন নম্বর লিখুন',
    })
  })

  it('refuses the same request in English without Content-Language', async () => {
    const { status, body } = await postQuote(refusedRequest())
    expect(status).toBe(400)
    expect(body.errors).toEqual({
      originCity: 'Please enter the origin city or port',
      hsCode: 'Please enter an HS code of 6 to 10 digits (dots allowed), or leave it empty',
      'packages.0.count': 'Please enter the number of pieces of at least 1',
      phone: 'Please enter your phone number',
    })
  })

  it('answers the cargo rules in Bangla too: the wrong description for the load, a charter', async () => {
    const { body } = await postQuote(
      {
        ...request('rules'),
        packages: undefined,
        service: 'ocean-freight',
        load: 'lcl-totals',
        cargoTotals: { pieces: 10, volumeCbm: 200_000, grossWeightKg: 500 },
        containers: [{ type: '40HC', quantity: 1 }],
      },
      'bn',
    )
    expect(body.errors).toEqual({
      'cargoTotals.volumeCbm': '১,০০,০০০ CBM-এর বেশি হলে চার্টার লাগবে: অনুগ্রহ করে আমাদের ফোন করুন',
      containers: 'এই ধরনের লোডে কন্টেইনার দেবেন না',
    })
  })

  it('says a service that is not offered in the language of the request', async () => {
    const bangla = await postQuote({ ...request('unoffered'), service: 'moon-freight' }, 'bn')
    expect(bangla.status).toBe(400)
    expect(bangla.body.errors).toEqual({
      service: 'এই সেবাটি এখন আমরা দিচ্ছি না; অনুগ্রহ করে তালিকার একটি সেবা বেছে নিন।',
    })
    const english = await postQuote({ ...request('unoffered-en'), service: 'moon-freight' })
    expect(english.body.errors).toEqual({
      service:
        'We do not offer this service at the moment; please choose one of the services listed.',
    })
  })
})

/** Posts as a browser does without JavaScript: from the site's own origin, no redirects followed. */
function postPage(path: string, fields: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.url },
    body: new URLSearchParams(fields),
  })
}

/** The form as the no-JavaScript page posts it: one package line filled in. */
function pageFields(label: string): Record<string, string> {
  const { packages, cargoReadyDate, ...rest } = request(label)
  const lineFields = packages.flatMap((line, index) =>
    Object.entries(line).map(([field, value]) => [`packages.${index}.${field}`, String(value)]),
  )
  return {
    ...rest,
    cargoReadyDate: formatDayFirst(cargoReadyDate),
    load: 'lcl-packages',
    ...Object.fromEntries(lineFields),
    website: '',
  }
}

/** The error summary's items, as the visitor reads them. */
function summaryItems(html: string): string[] {
  const summary = /<div class="error-summary"[\s\S]*?<\/ul><\/div>/.exec(html)?.[0] ?? ''
  return [...summary.matchAll(/<li>(?:<a [^>]*>)?([^<]*)/g)].map((match) => match[1] ?? '')
}

describe('the quote page, in each language', () => {
  it('promises an estimate at once where a rate card covers the route, a reply within a working day otherwise', async () => {
    const leads = await Promise.all(
      ['/quote', '/bn/quote'].map(async (path) => {
        const html = await (await fetch(`${server.url}${path}`)).text()
        return /<\/h1><p>([^<]+)<\/p>/.exec(html)?.[1]
      }),
    )
    expect(leads).toEqual([
      'Three short steps: the route, the cargo, and how to reach you. Where our rate cards cover your route, you see an all-in estimate at once; otherwise we reply with a price within one working day.',
      'তিনটি ছোট ধাপ: রুট, কার্গো, আর আপনার সঙ্গে যোগাযোগের উপায়। আপনার রুটে আমাদের রেট কার্ড থাকলে সব খরচসহ আনুমানিক দর সঙ্গে সঙ্গেই দেখবেন; না থাকলে এক কর্মদিবসের মধ্যে আমরা দর জানিয়ে দিই।',
    ])
  })
})

describe('POST /bn/quote (the Bangla quote form without JavaScript)', () => {
  it('answers bad input with the Bangla page, its messages in Bangla', async () => {
    const response = await postPage('/bn/quote', {
      ...pageFields('nojs-refused'),
      commodity: '',
      cargoReadyDate: '13/45/27',
    })
    expect(response.status).toBe(400)
    const html = await response.text()
    expectNonceCsp(response, html)
    expect(html).toMatch(/<html\b[^>]*\blang="bn"/)
    expect(html).toMatch(/<form[^>]*action="\/bn\/quote"/)
    expect(summaryItems(html)).toEqual([
      'অনুগ্রহ করে সঠিক একটি তারিখ আগে দিন, তারপর মাস ও বছর দিয়ে লিখুন, যেমন ৩১/১২/২০২৬',
      'অনুগ্রহ করে পণ্যের বিবরণ লিখুন',
    ])
    expect(html).toContain('আপনার অনুরোধ পাঠানো যায়নি')
    expect(html).not.toContain('Please enter')
  })

  it('the English page answers the same input in English', async () => {
    const response = await postPage('/quote', {
      ...pageFields('nojs-refused-en'),
      commodity: '',
      cargoReadyDate: '13/45/27',
    })
    expect(response.status).toBe(400)
    expect(summaryItems(await response.text())).toEqual([
      'Please enter a date that exists, day first: dd/mm/yyyy, e.g. 31/12/2026',
      'Please enter the commodity',
    ])
  })

  it('sends a good request and confirms it in Bangla at /bn/quote/sent', async () => {
    const response = await postPage('/bn/quote', pageFields('nojs-sent'))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/bn/quote/sent')
    const cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(';', 1)[0])
      .join('; ')
    const page = await fetch(`${server.url}/bn/quote/sent`, { headers: { cookie } })
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toMatch(/<html\b[^>]*\blang="bn"/)
    expect(html).toContain('<title>কোটেশনের অনুরোধ পাঠানো হয়েছে')
    expect(html).toMatch(/<strong data-testid="quote-reference">Q-\d{4}-\d{6,}<\/strong>/)
    expect(html).toContain('মোট পিস')
    expect(html).not.toContain('Total pieces')
    expect(html).not.toContain('What happens next')
  })
})

describe('figures, phones and dates in Bengali digits (issue 40)', () => {
  /** A stored request's detail rows as staff see them, found by its sender's address. */
  async function storedRows(address: string) {
    const sales = await signedInStaff(server, { role: 'sales' })
    const list = await staffFetch(server, `/api/staff/inbox/quote-requests?q=${RUN}`, {
      jar: sales.jar,
    })
    const items = (list.body?.data as { items: { id: number; email: string }[] }).items
    const item = items.find((candidate) => candidate.email === address)
    const detail = await staffFetch(server, `/api/staff/inbox/quote-requests/${item?.id}`, {
      jar: sales.jar,
    })
    const data = detail.body?.data as { sections: { rows: string[][] }[] }
    return data.sections.flatMap((section) => section.rows)
  }

  it('the API takes quantities, a phone and a date in Bengali digits and stores them in ASCII', async () => {
    const body = request('bengali-digits')
    const { status } = await postQuote(
      {
        ...body,
        cargoReadyDate: digitsIn(body.cargoReadyDate, 'bn'),
        packages: [{ count: '২', lengthCm: '১২০', widthCm: '৫০', heightCm: '৪০', weightKg: '৮.৫' }],
        phone: '০১৭১১-২২৩৩৪৪',
      },
      'bn',
    )
    expect(status).toBe(200)
    const rows = await storedRows(body.email)
    expect(rows).toContainEqual(['Phone', '01711-223344'])
    // 2 pieces of 120 × 50 × 40 cm and 8.5 kg.
    expect(rows).toContainEqual(['Total pieces', '2'])
    expect(rows).toContainEqual(['Gross weight', '17 kg'])
    expect(rows).toContainEqual(['Volume', '0.48 CBM'])
    expect(rows).toContainEqual(['Cargo ready', formatDate(body.cargoReadyDate)])
  })

  it('/bn/quote without JavaScript takes a day-first date and figures in Bengali digits', async () => {
    const fields = pageFields('nojs-bengali-digits')
    const ready = request('nojs-bengali-digits').cargoReadyDate
    const response = await postPage('/bn/quote', {
      ...fields,
      cargoReadyDate: digitsIn(formatDayFirst(ready), 'bn'),
      'packages.0.count': '২',
      'packages.0.lengthCm': '১২০',
      phone: '০১৭১১ ৫৫৫১২৩',
    })
    expect(response.status).toBe(303)
    const rows = await storedRows(fields.email ?? '')
    expect(rows).toContainEqual(['Phone', '01711 555123'])
    expect(rows).toContainEqual(['Cargo ready', formatDate(ready)])
    expect(rows).toContainEqual(['Total pieces', '2'])
  })

  it('refuses a date that does not exist, in the language of the page', async () => {
    const bangla = await postPage('/bn/quote', {
      ...pageFields('nojs-no-such-date'),
      cargoReadyDate: '৩১/০২/২০২৭',
    })
    expect(bangla.status).toBe(400)
    expect(summaryItems(await bangla.text())).toEqual([
      'অনুগ্রহ করে সঠিক একটি তারিখ আগে দিন, তারপর মাস ও বছর দিয়ে লিখুন, যেমন ৩১/১২/২০২৬',
    ])
    const english = await postPage('/quote', {
      ...pageFields('nojs-no-such-date-en'),
      cargoReadyDate: '31/02/2027',
    })
    expect(summaryItems(await english.text())).toEqual([
      'Please enter a date that exists, day first: dd/mm/yyyy, e.g. 31/12/2026',
    ])
  })
})

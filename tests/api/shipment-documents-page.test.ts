// Issue 42, documents: the portal's documents page works without JavaScript: rendered on the
// server for the company that may see the shipment only, its upload and draft B/L forms post to
// it (multipart and urlencoded) and are answered in the page, in the page's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInOwner } from './support/customers.ts'
import { etdIn, staffShipment, uploadFile, withSql } from './support/documents.ts'
import { SAMPLE_EXE, SAMPLE_PDF } from './support/files.ts'
import { mainOf } from './support/rendered-pages.ts'
import { removeDataDir, startServer, type InProcessServer } from './support/server.ts'
import { createSmtp, type TestSmtp } from './support/smtp.ts'
import { signedInStaff, type SignedInStaff } from './support/staff.ts'

type Owner = { companyId: number; cookie: string }

let server: InProcessServer
let smtp: TestSmtp
let sales: SignedInStaff
let owner: Owner
let stranger: Owner
let shipment: { id: number; reference: string }

beforeAll(async () => {
  smtp = await createSmtp()
  const env = { SMTP_URL: smtp.url }
  server = await startServer({ env })
  sales = await signedInStaff(server, { role: 'sales' })
  owner = await signedInOwner(server, smtp, sales, 'page-owner')
  stranger = await signedInOwner(server, smtp, sales, 'page-stranger')
  shipment = await staffShipment(server, sales, { etd: etdIn(20) })
  server = await withSql(server, env, [
    `update shipments set company_id = ${owner.companyId} where id = ${shipment.id}`,
  ])
}, 240_000)
afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})

const page = (prefix = '') => `${prefix}/account/shipments/${shipment.reference}/documents`

async function open(path: string, cookie?: string) {
  const response = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} })
  return { status: response.status, main: mainOf(await response.text()) }
}

/** A form posted as a browser without JavaScript posts it, from the page's own origin. */
async function post(path: string, cookie: string, body: FormData | URLSearchParams) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { cookie, origin: server.url },
    body,
  })
  return { status: response.status, main: mainOf(await response.text()) }
}

function uploadForm(document: string, name: string, bytes: Buffer) {
  const form = new FormData()
  form.append('intent', 'upload')
  form.append('document', document)
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name)
  return form
}

describe('the documents page', () => {
  it('shows the checklist to its company, and nothing to others', async () => {
    const mine = await open(page(), owner.cookie)
    expect(mine.status).toBe(200)
    expect(mine.main).toContain(`Documents of ${shipment.reference}`)
    expect(mine.main).toContain('Certificate of origin')
    expect(mine.main).toContain('File for Commercial invoice')

    const theirs = await open(page(), stranger.cookie)
    expect(theirs.status).toBe(404)
    expect(theirs.main).toContain('There is no such shipment in your account.')
    expect(theirs.main).not.toContain('Certificate of origin')

    const signedOut = await open(page('/bn'))
    expect(signedOut.status).toBe(401)
    expect(signedOut.main).toContain('এই চালানের কাগজপত্র দেখতে সাইন ইন করুন।')
  })

  it('takes an upload posted without JavaScript, and refuses a program in Bangla', async () => {
    const address = `${page('/bn')}?document=commercial-invoice`
    const refused = await post(
      address,
      owner.cookie,
      uploadForm('commercial-invoice', 'a.pdf', SAMPLE_EXE),
    )
    expect(refused.status).toBe(415)
    expect(refused.main).toContain(
      'একটি পিডিএফ বা ছবি (জেপেগ, পিএনজি বা ওয়েবপি) আপলোড করুন: এই ফাইলটি এর কোনোটিই নয়',
    )
    const taken = await post(
      address,
      owner.cookie,
      uploadForm('commercial-invoice', 'ci.pdf', SAMPLE_PDF),
    )
    expect(taken.status).toBe(200)
    expect(taken.main).toContain('বাণিজ্যিক চালান (কমার্শিয়াল ইনভয়েস) আপলোড হয়েছে')
    expect(taken.main).toContain('ci.pdf ডাউনলোড করুন')
  })

  it('sends a draft B/L back with corrections, then approves the next one', async () => {
    const sendDraft = () =>
      uploadFile(server, `/api/staff/shipments/${shipment.id}/documents/draft-bl/file`, {
        cookie: sales.cookie,
        name: 'draft-bl.pdf',
        bytes: SAMPLE_PDF,
      })
    expect((await sendDraft()).status).toBe(200)
    expect((await open(page(), owner.cookie)).main).toContain('Approve the draft')

    const empty = await post(
      page(),
      owner.cookie,
      new URLSearchParams({ intent: 'corrections', corrections: ' ' }),
    )
    expect(empty.status).toBe(400)
    expect(empty.main).toContain('Please write the corrections')
    const corrected = await post(
      page(),
      owner.cookie,
      new URLSearchParams({
        intent: 'corrections',
        corrections: 'Consignee: to the order of Sonali Bank',
      }),
    )
    expect(corrected.status).toBe(200)
    expect(corrected.main).toContain('Corrections sent: we will send a new draft')
    expect(corrected.main).toContain('Your corrections: Consignee: to the order of Sonali Bank')
    expect(corrected.main).not.toContain('Approve the draft')

    expect((await sendDraft()).status).toBe(200)
    const approved = await post(page(), owner.cookie, new URLSearchParams({ intent: 'approve' }))
    expect(approved.status).toBe(200)
    expect(approved.main).toContain('Draft bill of lading approved')
  })
})

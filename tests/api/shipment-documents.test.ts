// Issue 42, documents: each shipment's checklist by direction, mode and goods; uploads checked by
// their content, cleaned of metadata and kept only for those allowed; staff decisions, overdue
// documents, and the draft B/L approved or corrected before the final one.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { carriesMetadata, EXIF_MARKER, makeTestPhoto } from '../support/photos.ts'
import { signedInOwner } from './support/customers.ts'
import { documentIn, etdIn, staffShipment, uploadFile, withSql } from './support/documents.ts'
import { SAMPLE_EXE, SAMPLE_PDF } from './support/files.ts'
import { runSql } from './support/media.ts'
import { removeDataDir, startServer, type InProcessServer } from './support/server.ts'
import { createSmtp, type TestSmtp } from './support/smtp.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

type Owner = { companyId: number; cookie: string }

let server: InProcessServer
let smtp: TestSmtp
let env: Record<string, string>
let sales: SignedInStaff
let owner: Owner
let stranger: Owner
let viewer: Owner
let uploader: Owner
let seaGarments: { id: number; reference: string }
let airGeneral: { id: number; reference: string }
let seaImport: { id: number; reference: string }
let late: { id: number; reference: string }

beforeAll(async () => {
  smtp = await createSmtp()
  env = { SMTP_URL: smtp.url }
  server = await startServer({ env })
  sales = await signedInStaff(server, { role: 'sales' })
  owner = await signedInOwner(server, smtp, sales, 'docs-owner')
  stranger = await signedInOwner(server, smtp, sales, 'docs-stranger')
  viewer = await signedInOwner(server, smtp, sales, 'docs-viewer')
  uploader = await signedInOwner(server, smtp, sales, 'docs-uploader')
  seaGarments = await staffShipment(server, sales, { goods: 'garments', etd: etdIn(20) })
  airGeneral = await staffShipment(server, sales, { mode: 'air', containers: '', etd: etdIn(20) })
  seaImport = await staffShipment(server, sales, { direction: 'import', etd: etdIn(20) })
  late = await staffShipment(server, sales, { etd: etdIn(2) })
  const ids = [seaGarments, airGeneral, seaImport, late].map((shipment) => shipment.id)
  server = await withSql(server, env, [
    `update shipments set company_id = ${owner.companyId} where id in (${ids.join(', ')})`,
    `insert into shipment_shares (shipment_id, company_id, role) values
      (${seaGarments.id}, ${viewer.companyId}, 'view'),
      (${seaGarments.id}, ${uploader.companyId}, 'upload')`,
  ])
}, 240_000)
afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})

const accountPath = (reference: string, rest = '') =>
  `/api/account/shipments/${reference}/documents${rest}`
const staffPath = (id: number, rest = '') => `/api/staff/shipments/${id}/documents${rest}`

async function checklist(who: Owner, reference: string, language: 'en' | 'bn' = 'en') {
  return staffFetch(server, accountPath(reference), {
    cookie: who.cookie,
    headers: { 'content-language': language },
  })
}

const kinds = (body: Record<string, unknown> | null) =>
  (body?.data as { documents: { kind: string }[] }).documents.map((document) => document.kind)

describe('the checklist', () => {
  it('follows the direction, the mode and the goods, with providers and due dates', async () => {
    const sea = await checklist(owner, seaGarments.reference)
    expect(sea.status).toBe(200)
    expect(kinds(sea.body)).toEqual([
      'booking-confirmation',
      'commercial-invoice',
      'packing-list',
      'exp',
      'ud',
      'certificate-of-origin',
      'bill-of-export',
      'draft-bl',
      'final-bl',
    ])
    const invoice = documentIn(sea.body, 'commercial-invoice')
    expect(invoice).toMatchObject({ provider: 'shipper', state: 'requested', status: 'requested' })
    expect(invoice.dueOn).toBe(etdIn(15).slice(0, 10))
    expect(documentIn(sea.body, 'bill-of-export').provider).toBe('agent')

    const air = await checklist(owner, airGeneral.reference)
    expect(kinds(air.body)).toEqual(['commercial-invoice', 'packing-list', 'exp', 'awb'])
    const imports = await checklist(owner, seaImport.reference)
    expect(kinds(imports.body)).toEqual([
      'import-invoice',
      'import-packing-list',
      'lc-copy',
      'imp-form',
      'insurance-certificate',
      'import-certificate-of-origin',
      'import-bl',
    ])
  })

  it('speaks Bangla when asked', async () => {
    const answer = await checklist(owner, seaGarments.reference, 'bn')
    expect(documentIn(answer.body, 'ud').label).toBe(
      'বিজিএমইএ বা বিকেএমইএ-র ইউটিলাইজেশন ডিক্লারেশন (ইউডি)',
    )
    expect(documentIn(answer.body, 'ud').statusLabel).toBe('চাওয়া হয়েছে')
  })

  it('shows a document still awaited after its due date as overdue, until set aside', async () => {
    const answer = await checklist(owner, late.reference)
    expect(documentIn(answer.body, 'commercial-invoice').status).toBe('overdue')
    expect(documentIn(answer.body, 'draft-bl').status).toBe('requested')
    const aside = await staffFetch(server, staffPath(late.id, '/commercial-invoice/not-needed'), {
      cookie: sales.cookie,
      body: {},
    })
    expect(aside.status).toBe(200)
    expect(documentIn(aside.body, 'commercial-invoice').status).toBe('not-needed')
  })
})

describe('uploads', () => {
  const invoicePath = () => accountPath(seaGarments.reference, '/commercial-invoice/file')

  it('keeps a PDF and serves it back as an attachment only to those who may see it', async () => {
    const answer = await uploadFile(server, invoicePath(), {
      cookie: owner.cookie,
      name: 'invoice-0042.pdf',
      bytes: SAMPLE_PDF,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body?.message).toBe('Commercial invoice uploaded')
    expect(documentIn(answer.body, 'commercial-invoice')).toMatchObject({
      state: 'uploaded',
      file: { name: 'invoice-0042.pdf', type: 'application/pdf', uploadedBy: 'customer' },
    })

    const download = await fetch(`${server.url}${invoicePath()}`, {
      headers: { cookie: owner.cookie },
    })
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer()).equals(SAMPLE_PDF)).toBe(true)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="invoice-0042\.pdf"/,
    )
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')

    const staffDownload = await fetch(
      `${server.url}${staffPath(seaGarments.id, '/commercial-invoice/file')}`,
      {
        headers: { cookie: sales.cookie },
      },
    )
    expect(staffDownload.status).toBe(200)
    for (const path of [invoicePath(), accountPath(seaGarments.reference)]) {
      const other = await fetch(`${server.url}${path}`, { headers: { cookie: stranger.cookie } })
      expect(other.status, path).toBe(404)
    }
  })

  it('re-encodes a photo without its EXIF and GPS position', async () => {
    const photo = await makeTestPhoto({ width: 600, height: 400, orientation: 6, seed: 7 })
    expect(photo.includes(EXIF_MARKER)).toBe(true)
    const path = accountPath(seaGarments.reference, '/packing-list/file')
    const answer = await uploadFile(server, path, {
      cookie: owner.cookie,
      name: 'packing list.jpg',
      bytes: photo,
      type: 'image/jpeg',
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const stored = Buffer.from(
      await (
        await fetch(`${server.url}${path}`, { headers: { cookie: owner.cookie } })
      ).arrayBuffer(),
    )
    expect(await carriesMetadata(stored)).toBe(false)
    const metadata = await sharp(stored).metadata()
    expect(metadata.format).toBe('jpeg')
    // Turned upright: the sideways 600 × 400 photo is now 400 wide.
    expect([metadata.width, metadata.height]).toEqual([400, 600])
  })

  it('refuses a program renamed .pdf, and keeps nothing of it', async () => {
    const answer = await uploadFile(server, accountPath(seaGarments.reference, '/exp/file'), {
      cookie: owner.cookie,
      name: 'exp.pdf',
      bytes: SAMPLE_EXE,
    })
    expect(answer.status).toBe(415)
    expect(answer.body?.message).toBe(
      'Please upload a PDF or a picture (JPEG, PNG or WebP): this file is neither',
    )
    const after = await checklist(owner, seaGarments.reference)
    expect(documentIn(after.body, 'exp')).toMatchObject({ state: 'requested', file: null })
  })

  it('refuses a file of 20 MB and one byte, in Bangla for a Bangla request', async () => {
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(20 * 1024 * 1024 + 1 - SAMPLE_PDF.length)])
    const answer = await uploadFile(server, accountPath(seaGarments.reference, '/exp/file'), {
      cookie: owner.cookie,
      name: 'exp.pdf',
      bytes: big,
      language: 'bn',
    })
    expect(answer.status).toBe(413)
    expect(answer.body?.message).toBe('ফাইলটি ২০ মেগাবাইটের চেয়ে বড়: অনুগ্রহ করে ছোট ফাইল পাঠান')
  })

  it('lets a company shared to upload send files, not one shared to view, nor a stranger', async () => {
    const send = (who: Owner) =>
      uploadFile(server, accountPath(seaGarments.reference, '/certificate-of-origin/file'), {
        cookie: who.cookie,
        name: 'origin.pdf',
        bytes: SAMPLE_PDF,
      })
    const refused = await send(viewer)
    expect(refused.status).toBe(403)
    expect(refused.body?.message).toMatch(/view only/)
    expect((await send(stranger)).status).toBe(404)
    expect((await send(uploader)).status).toBe(200)
    expect((await checklist(viewer, seaGarments.reference)).status).toBe(200)
  })

  it("refuses a customer's upload of the forwarder's own papers", async () => {
    const answer = await uploadFile(server, accountPath(seaGarments.reference, '/draft-bl/file'), {
      cookie: owner.cookie,
      name: 'draft.pdf',
      bytes: SAMPLE_PDF,
    })
    expect(answer.status).toBe(403)
  })
})

describe("staff's decisions", () => {
  it('accept a file, refuse one with the reason the customer reads', async () => {
    const decide = (kind: string, what: string, body: unknown = {}) =>
      staffFetch(server, staffPath(seaGarments.id, `/${kind}/${what}`), {
        cookie: sales.cookie,
        body,
      })
    expect((await decide('commercial-invoice', 'accept')).status).toBe(200)
    const noReason = await decide('packing-list', 'refuse', { reason: '  ' })
    expect(noReason.status).toBe(400)
    expect(noReason.body?.message).toBe('Please write why the document is refused')
    const refused = await decide('packing-list', 'refuse', { reason: 'Carton count is missing' })
    expect(refused.status).toBe(200)
    expect((await decide('exp', 'accept')).status).toBe(409)

    const seen = await checklist(owner, seaGarments.reference)
    expect(documentIn(seen.body, 'commercial-invoice').status).toBe('accepted')
    expect(documentIn(seen.body, 'packing-list')).toMatchObject({
      status: 'refused',
      reason: 'Carton count is missing',
    })
  })
})

describe('the draft bill of lading', () => {
  const draft = (who: Owner, what: string, body: unknown = {}, language: 'en' | 'bn' = 'en') =>
    staffFetch(server, accountPath(seaGarments.reference, `/draft-bl/${what}`), {
      cookie: who.cookie,
      body,
      headers: { 'content-language': language },
    })
  const staffUpload = (kind: string) =>
    uploadFile(server, staffPath(seaGarments.id, `/${kind}/file`), {
      cookie: sales.cookie,
      name: `${kind}.pdf`,
      bytes: SAMPLE_PDF,
    })

  it('is approved or corrected by the customer before staff issue the final one', async () => {
    expect((await draft(owner, 'approve')).status).toBe(409)
    const early = await staffUpload('final-bl')
    expect(early.status).toBe(409)
    expect(early.body?.message).toMatch(/only once the customer has approved the draft/)

    expect((await staffUpload('draft-bl')).status).toBe(200)
    expect((await draft(viewer, 'approve')).status).toBe(403)
    const empty = await draft(owner, 'corrections', { corrections: '' }, 'bn')
    expect(empty.status).toBe(400)
    expect(empty.body?.message).toBe('অনুগ্রহ করে সংশোধনীগুলো লিখুন')
    const corrected = await draft(owner, 'corrections', {
      corrections: 'Notify party: Elbe Importer GmbH, Hamburg',
    })
    expect(corrected.status).toBe(200)
    const staffSees = await staffFetch(server, staffPath(seaGarments.id), { cookie: sales.cookie })
    expect(documentIn(staffSees.body, 'draft-bl')).toMatchObject({
      state: 'refused',
      reason: 'Notify party: Elbe Importer GmbH, Hamburg',
    })
    expect((await staffUpload('final-bl')).status).toBe(409)

    expect((await staffUpload('draft-bl')).status).toBe(200)
    const approved = await draft(owner, 'approve')
    expect(approved.status).toBe(200)
    expect(documentIn(approved.body, 'draft-bl')).toMatchObject({ state: 'accepted', reason: null })
    const final = await staffUpload('final-bl')
    expect(final.status, JSON.stringify(final.body)).toBe(200)
    expect(documentIn(final.body, 'final-bl').state).toBe('accepted')
  })
})

describe("the company's screen in the workspace", () => {
  interface Waiting {
    shipmentId: number
    shipmentReference: string
    kind: string
    status: string
    dueOn: string | null
  }
  const waitingOf = async (companyId: number) => {
    const answer = await staffFetch(server, `/api/staff/customers/${companyId}/documents`, {
      cookie: sales.cookie,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body?.data as Waiting[]
  }

  it('lists the documents of its shipments that wait for someone, overdue first', async () => {
    const waiting = await waitingOf(owner.companyId)
    const status = (shipment: { reference: string }, kind: string) =>
      waiting.find((each) => each.shipmentReference === shipment.reference && each.kind === kind)
        ?.status
    // Overdue on the shipment leaving in two days; refused, and uploaded awaiting review.
    expect(status(late, 'packing-list')).toBe('overdue')
    expect(waiting[0]?.status).toBe('overdue')
    expect(status(seaGarments, 'packing-list')).toBe('refused')
    expect(status(seaGarments, 'certificate-of-origin')).toBe('uploaded')
    expect(status(seaGarments, 'exp')).toBe('requested')
    // Done: accepted, or set aside as not needed.
    expect(status(seaGarments, 'commercial-invoice')).toBeUndefined()
    expect(status(late, 'commercial-invoice')).toBeUndefined()
    const owned = new Set([seaGarments, airGeneral, seaImport, late].map((each) => each.id))
    expect(waiting.every((each) => owned.has(each.shipmentId))).toBe(true)
  })

  it("shows no other company's: a company shared a shipment does not own its papers", async () => {
    expect(await waitingOf(stranger.companyId)).toEqual([])
    expect(await waitingOf(viewer.companyId)).toEqual([])
  })
})

describe('the shipment history', () => {
  it('records every upload and decision as a shipment event', async () => {
    await server.stop()
    const [rows] = await runSql(server.dataDir, [
      `select kind, detail->>'document' as document from shipment_events
        where shipment_id = ${seaGarments.id} order by id`,
    ])
    expect(rows?.map((row) => `${String(row.kind)} ${String(row.document)}`)).toEqual([
      'document-uploaded commercial-invoice',
      'document-uploaded packing-list',
      'document-uploaded certificate-of-origin',
      'document-accepted commercial-invoice',
      'document-refused packing-list',
      'draft-bl-sent draft-bl',
      'draft-bl-corrections draft-bl',
      'draft-bl-sent draft-bl',
      'draft-bl-approved draft-bl',
      'document-uploaded final-bl',
    ])
  })
})

// Issue 39, no seed constant read at run time: without MAIL_TO, staff notifications go to the
// company's email as an editor last published it, not to the address content/ seeded.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { contentCall, type ContentEditor } from './support/content.ts'
import { postJson } from './support/http.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { createSmtp, waitUntil, type TestSmtp } from './support/smtp.ts'
import { signedInStaff } from './support/staff.ts'

const SITE_URL = 'http://dbl.example'
const RUN = randomUUID().slice(0, 8)

let smtp: TestSmtp
let server: RunningServer
let editor: ContentEditor

beforeAll(async () => {
  smtp = await createSmtp()
  server = await startServer({ env: { SITE_URL, SMTP_URL: smtp.url } })
  editor = {
    server,
    who: await signedInStaff(server, { role: 'editor', origin: SITE_URL }),
    origin: SITE_URL,
  }
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})

async function sendContactMessage(label: string): Promise<string> {
  const email = `${label}-${RUN}@example.com`
  const answer = await postJson(`${server.url}/api/contact/create`, {
    name: 'Nasrin Akter',
    email,
    phone: '01711-000000',
    message: `Please call about a shipment (${label}).`,
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return email
}

/** The staff notification of the message sent from `visitor`, once delivered. */
async function notificationAbout(visitor: string) {
  const find = () =>
    smtp.messages.find((mail) => mail.text.includes(visitor) && !mail.to.includes(visitor))
  expect(await waitUntil(() => find() !== undefined), `the notification of ${visitor}`).toBe(true)
  return find()
}

it('goes to the company email an editor publishes, from the next message on', async () => {
  const company = await contentCall(editor, 'GET', '/api/staff/content/company/1')
  const seeded = (company.published as { email: string }).email
  const first = await notificationAbout(await sendContactMessage('before'))
  expect(first?.to).toContain(seeded)

  const desk = `desk-${RUN}@dbl.example`
  const draft = await contentCall(editor, 'PUT', '/api/staff/content/company/1', {
    revision: company.revision,
    data: { ...(company.published as object), email: desk },
  })
  await contentCall(editor, 'POST', '/api/staff/content/company/1/publish', {
    revision: draft.revision,
  })

  const second = await notificationAbout(await sendContactMessage('after'))
  expect(second?.to).toContain(desk)
  expect(second?.to).not.toContain(seeded)
})

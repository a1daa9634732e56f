import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_PDF } from './support/files.ts'
import { getJson, postJson } from './support/http.ts'
import { readInbox } from './support/inbox.ts'
import { createSmtp, subjectId, waitUntil, type TestSmtp } from './support/smtp.ts'
import type { TestPosition as StaffPosition } from './support/positions.ts'
import { publishPosition } from './support/positions.ts'
import { metricsUrlOf, notificationsSettled } from './support/metrics.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'

const RUN = randomUUID().slice(0, 8)
const STAFF = ['staff@example.com', 'hr@example.com']

function mailEnv(smtp: TestSmtp): Record<string, string> {
  return {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'website@example.com',
    MAIL_TO: STAFF.join(','),
    OUTBOX_RETRY_BASE_MS: '100',
    OUTBOX_RETRY_MAX_MS: '400',
    METRICS_PORT: '0',
  }
}

/**
 * Resolves once the server's outbox holds no email pending or being sent: from then on nothing
 * can be sent again, and a second copy of an email would already have arrived.
 */
async function outboxEmptied(server: RunningServer): Promise<void> {
  expect(await waitUntil(() => notificationsSettled(metricsUrlOf(server)), 30_000)).toBe(true)
}

/** The outbox rows the server's log shows a failed attempt for. */
function failedOutboxRows(server: RunningServer): Set<string> {
  const rows = new Set<string>()
  for (const line of server.output().split('\n')) {
    if (!line.includes('outbox: email failed, will retry')) continue
    const id = /"outboxId":(\d+)/.exec(line)?.[1]
    if (id) rows.add(id)
  }
  return rows
}

function contact(url: string, label: string, change: Record<string, string> = {}) {
  return postJson(`${url}/api/contact/create/`, {
    name: `Outbox ${label}`,
    email: `${label}-${RUN}@example.com`,
    phone: '+880 1711-000000',
    message: `Message ${label}`,
    ...change,
  })
}

function apply(
  url: string,
  position: Pick<StaffPosition, 'id'>,
  label: string,
  change: Record<string, string> = {},
) {
  const body = new FormData()
  const fields = {
    position_id: String(position.id),
    name: `Applicant ${label}`,
    email: `${label}-${RUN}@example.com`,
    phone: '01711-000102',
    cover_letter: 'Five years of sea export documentation.',
    ...change,
  }
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  body.append('cv', new Blob([new Uint8Array(SAMPLE_PDF)]), 'Tanjila CV.pdf')
  return getJson(`${url}/api/jobs/applications/create`, { method: 'POST', body })
}

/** How many of this run's emails arrived per "kind:id", kind read from the subject. */
function deliveries(smtp: TestSmtp): Map<string, number> {
  const counts = new Map<string, number>()
  for (const mail of smtp.messages.filter((message) => message.text.includes(RUN))) {
    const kind = mail.subject.startsWith('New job application') ? 'application' : 'contact'
    const key = `${kind}:${subjectId(mail)}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

const idOf = (answer: { body: Record<string, unknown> }) => (answer.body.data as { id: number }).id

describe('notification emails', () => {
  let smtp: TestSmtp
  let server: RunningServer
  let position: StaffPosition

  beforeAll(async () => {
    smtp = await createSmtp()
    server = await startServer({ env: mailEnv(smtp) })
    position = await publishPosition(server)
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
    if (server) await removeDataDir(server.dataDir)
  })

  it('sends a contact message to the staff addresses, once', async () => {
    const answer = await contact(server.url, 'plain')
    expect(answer.status).toBe(200)
    const id = idOf(answer)
    const mine = () => smtp.messages.filter((mail) => mail.subject.includes(`(#${id})`))
    expect(await waitUntil(() => mine().length > 0)).toBe(true)
    const [mail] = mine()
    expect(mail?.subject).toBe(`New contact message from Outbox plain (#${id})`)
    expect(mail?.from).toBe('website@example.com')
    expect(mail?.to.sort()).toEqual([...STAFF].sort())
    expect(mail?.text).toContain(`plain-${RUN}@example.com`)
    expect(mail?.html).toContain('Message plain')
    // Nothing more arrives for it.
    await outboxEmptied(server)
    expect(mine()).toHaveLength(1)
  })

  it('sends a job application with the CV attached', async () => {
    const answer = await apply(server.url, position, 'cv')
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const id = idOf(answer)
    const mine = () =>
      smtp.messages.filter(
        (mail) =>
          mail.subject.startsWith('New job application') && mail.subject.endsWith(`(#${id})`),
      )
    expect(await waitUntil(() => mine().length > 0)).toBe(true)
    const [mail] = mine()
    expect(mail?.subject).toContain(position.title)
    expect(mail?.attachments).toHaveLength(1)
    expect(mail?.attachments[0]?.filename).toBe('Tanjila CV.pdf')
    expect(mail?.attachments[0]?.content.equals(SAMPLE_PDF)).toBe(true)
    await outboxEmptied(server)
    expect(mine()).toHaveLength(1)
  })

  it('escapes what visitors typed, and a newline cannot add a header', async () => {
    // A line break in a one-line field never gets as far as an email.
    const refused = await contact(server.url, 'crlf', { name: 'Evil\r\nBcc: victim@example.com' })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body.errors as object)).toEqual(['name'])

    const answer = await contact(server.url, 'evil', {
      name: 'Evil <img src=x onerror=alert(1)> "quoted"',
      message: '<script>alert(1)</script> & <b>bold</b>\r\nBcc: victim@example.com\r\n\r\nbody',
    })
    expect(answer.status).toBe(200)
    const id = idOf(answer)
    const mine = () => smtp.messages.filter((mail) => mail.subject.endsWith(`(#${id})`))
    expect(await waitUntil(() => mine().length > 0)).toBe(true)
    const [mail] = mine()
    expect(mail?.message.headers.has('bcc')).toBe(false)
    expect(mail?.to).not.toContain('victim@example.com')
    expect(mail?.to.sort()).toEqual([...STAFF].sort())
    expect(mail?.subject).toBe(
      `New contact message from Evil <img src=x onerror=alert(1)> "quoted" (#${id})`,
    )
    expect(mail?.html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
    )
    expect(mail?.html).toContain('Evil &lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot;')
    expect(mail?.html).not.toMatch(/<script|<img|<b>bold/)
    expect(mail?.text).toContain('<script>alert(1)</script>')
  })

  it('sends nothing for a submission that filled the honeypot', async () => {
    const spamContact = await contact(server.url, 'spam', { website: 'https://spam.example' })
    const spamApplication = await apply(server.url, position, 'spam-cv', { website: 'buy now' })
    const honest = await contact(server.url, 'after-spam')
    expect(spamContact).toMatchObject({ status: 200, body: { message: honest.body.message } })
    expect(spamApplication).toMatchObject({ status: 200, body: { code: 200 } })
    expect(spamApplication.body.message).toMatch(/^Thank you for your application/)
    const honestId = idOf(honest)
    expect(
      await waitUntil(() => smtp.messages.some((m) => m.subject.endsWith(`(#${honestId})`))),
    ).toBe(true)
    await outboxEmptied(server)
    for (const label of ['spam', 'spam-cv']) {
      const address = `Email: ${label}-${RUN}@example.com`
      expect(smtp.messages.some((mail) => mail.text.includes(address))).toBe(false)
    }

    expect(await server.stop()).toBe(0)
    const rows = await readInbox(server.dataDir)
    const byEmail = (label: string) =>
      rows.find((row) => row.email === `${label}-${RUN}@example.com`)
    expect(byEmail('spam')).toMatchObject({ is_spam: 'true', notification: 'none (spam)' })
    expect(byEmail('spam-cv')).toMatchObject({ is_spam: 'true', notification: 'none (spam)' })
    expect(byEmail('after-spam')).toMatchObject({ is_spam: 'false', notification: 'sent' })
    expect(byEmail('plain')).toMatchObject({ notification: 'sent', notification_attempts: '1' })
  })
})

describe('with the mail server down', () => {
  const COUNT = 20
  let smtp: TestSmtp
  let server: RunningServer | undefined
  let dataDir = ''
  const accepted: string[] = []

  beforeAll(async () => {
    smtp = await createSmtp({ running: false })
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
    if (dataDir) await removeDataDir(dataDir)
  })

  it(
    `accepts ${COUNT} submissions and keeps their emails pending`,
    { timeout: 120_000 },
    async () => {
      const failing = await startServer({ env: mailEnv(smtp) })
      server = failing
      dataDir = failing.dataDir
      const position = await publishPosition(failing)
      for (let i = 0; i < COUNT; i++) {
        const answer =
          i % 4 === 3
            ? await apply(failing.url, position, `down-${i}`)
            : await contact(failing.url, `down-${i}`)
        expect(answer.status).toBe(200)
        accepted.push(`${i % 4 === 3 ? 'application' : 'contact'}:${idOf(answer)}`)
      }
      // The worker has tried each email and failed.
      expect(await waitUntil(() => failedOutboxRows(failing).size >= COUNT, 30_000)).toBe(true)
      expect(await failing.stop()).toBe(0)
      server = undefined
      expect(smtp.messages).toHaveLength(0)

      const rows = (await readInbox(dataDir)).filter((row) => row.email?.includes(RUN))
      expect(rows).toHaveLength(COUNT)
      for (const row of rows) {
        expect(row.notification).toBe('pending')
        expect(Number(row.notification_attempts)).toBeGreaterThan(0)
        expect(row.notification_error).not.toBe('')
      }
    },
  )

  it(
    'delivers all of them exactly once when it is back, across restarts',
    { timeout: 90_000 },
    async () => {
      await smtp.start()
      server = await startServer({ dataDir, env: mailEnv(smtp) })
      expect(await waitUntil(() => deliveries(smtp).size >= COUNT, 30_000)).toBe(true)
      expect(await server.stop()).toBe(0)

      // A restart sends nothing again. The outbox sends in the order emails fell due: once an
      // email queued after the restart has arrived, a second copy of any older one would have.
      server = await startServer({ dataDir, env: mailEnv(smtp) })
      const after = await contact(server.url, 'after-restart', {
        email: 'after-restart@example.com',
      })
      expect(after.status).toBe(200)
      const marker = `(#${idOf(after)})`
      expect(await waitUntil(() => smtp.messages.some((m) => m.subject.endsWith(marker)))).toBe(
        true,
      )
      expect(await server.stop()).toBe(0)
      server = undefined

      const counts = deliveries(smtp)
      expect([...counts.keys()].sort()).toEqual([...accepted].sort())
      for (const [key, times] of counts) expect(times, key).toBe(1)
      expect(smtp.messages).toHaveLength(COUNT + 1)

      const rows = (await readInbox(dataDir)).filter((row) => row.email?.includes(RUN))
      for (const row of rows) {
        expect(row.notification).toBe('sent')
        expect(row.notification_sent_at).not.toBe('')
      }
    },
  )
})

/**
 * Scale-out as an operator runs it: Debian's nginx with the README's example config
 * (docs/deploy/nginx-two-servers.conf) in front of two servers on one PostgreSQL database,
 * TRUST_PROXY=1. Runs in the api-postgres project, whose global set-up provides the cluster.
 */
import { createHash, randomUUID } from 'node:crypto'
import { request } from 'node:http'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addDays, localToday } from '#domain/calendar.ts'
import { startNginx, type RunningNginx } from '../../scripts/support/nginx.ts'
import { freePort } from '../../scripts/support/free-port.ts'
import { SAMPLE_PDF } from '../api/support/files.ts'
import { publishPosition } from '../api/support/positions.ts'
import { createSmtp, waitUntil, type ReceivedMail, type TestSmtp } from '../api/support/smtp.ts'
import {
  newDataDir,
  removeDataDir,
  startServer,
  type ServerProcess,
} from '../api/support/server.ts'
import { signedInStaff } from '../api/support/staff.ts'

const RUN = randomUUID().slice(0, 8)
const LIMITS = { RATE_LIMIT_CONTACT: '5', RATE_LIMIT_QUOTE: '5', RATE_LIMIT_APPLICATIONS: '3' }
const LEASE_MS = 3000

interface Answer {
  status: number
  body: Record<string, unknown>
}

/**
 * One request through nginx from a loopback address of our choosing: every 127.x.y.z address is
 * this machine, so each stands for a different client as nginx sees it.
 */
function send(
  base: string,
  from: string,
  path: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { ...headers, 'content-length': String(body.length) },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          let parsed: Record<string, unknown> = {}
          try {
            parsed = JSON.parse(text) as Record<string, unknown>
          } catch {
            // nginx's own 502 page is HTML: only the status matters then.
          }
          resolve({ status: res.statusCode ?? 0, body: parsed })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const json = (payload: unknown) => Buffer.from(JSON.stringify(payload))
const JSON_HEADERS = { 'content-type': 'application/json' }

function contactBody(label: string) {
  return json({
    name: 'Scale Tester',
    email: `${label}-${RUN}@example.com`,
    phone: '01711-000000',
    message: `Scale-out ${label}`,
  })
}

function quoteBody(label: string) {
  return json({
    service: 'air-freight',
    originCity: 'Dhaka',
    originCountry: 'Bangladesh',
    destinationCity: 'Hamburg',
    destinationCountry: 'Germany',
    incoterm: 'FOB',
    cargoReadyDate: addDays(localToday(), 10),
    commodity: 'Cotton T-shirts',
    packages: [{ count: 2, lengthCm: 60, widthCm: 50, heightCm: 40, weightKg: 8 }],
    dangerousGoods: false,
    temperatureControlled: false,
    stackable: true,
    name: 'Scale Tester',
    email: `${label}-${RUN}@example.com`,
    phone: '+880 1711 555123',
  })
}

/** A multipart application whose CV is unique to it, so each email's attachment can be matched. */
function applicationBody(positionId: number, label: string, cv: Buffer) {
  const boundary = `----scale${RUN}`
  const fields = {
    position_id: String(positionId),
    name: 'Scale Tester',
    email: `${label}-${RUN}@example.com`,
    phone: '01711-000000',
  }
  const head = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('')
  return {
    body: Buffer.concat([
      Buffer.from(
        `${head}--${boundary}\r\ncontent-disposition: form-data; name="cv"; filename="${label}.pdf"\r\n` +
          'content-type: application/pdf\r\n\r\n',
      ),
      cv,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

type Kind = 'contact' | 'quote' | 'application'
interface Acknowledged {
  kind: Kind
  label: string
  /** The contact or application id, or the quote reference. */
  id: string
  cv?: Buffer
}

/** Which acknowledged submission an email is about, from its subject. */
function emailKey(mail: ReceivedMail): string | undefined {
  const numbered = /^New (contact message|job application) .*\(#(\d+)\)$/.exec(mail.subject)
  if (numbered)
    return `${numbered[1] === 'job application' ? 'application' : 'contact'}:${numbered[2]}`
  const quote = /^New quote request (Q-\d{4}-\d+)/.exec(mail.subject)
  if (quote) return `quote-sales:${quote[1]}`
  const confirmation = /^We received your quote request (Q-\d{4}-\d+)/.exec(mail.subject)
  if (confirmation) return `quote-confirmation:${confirmation[1]}`
  return undefined
}

function expectedKeys(submission: Acknowledged): string[] {
  return submission.kind === 'quote'
    ? [`quote-sales:${submission.id}`, `quote-confirmation:${submission.id}`]
    : [`${submission.kind}:${submission.id}`]
}

describe('two servers behind nginx on one PostgreSQL database', () => {
  const databaseName = `dbl_scale_${RUN}`
  let adminUrl = ''
  let databaseUrl = ''
  let smtp: TestSmtp
  let ports: number[] = []
  const servers: (ServerProcess | undefined)[] = []
  /** Both servers use one DATA_DIR: a server starting must not disturb the other's uploads. */
  let dataDir = ''
  let nginx: RunningNginx
  let env: Record<string, string> = {}
  /** Published by hr through the first server, for the load's applications. */
  let positionId = 0

  async function start(index: number) {
    const server = await startServer({
      dataDir,
      env: { ...env, PORT: String(ports[index]) },
      process: true,
    })
    servers[index] = server
    return server
  }

  beforeAll(async () => {
    adminUrl = inject('postgresAdminUrl')
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${databaseName}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${databaseName}`
    databaseUrl = url.toString()

    // Each message is held a moment before the SMTP server accepts it, so the kill below finds
    // an email in flight.
    smtp = await createSmtp({ acceptDelayMs: 50 })
    ports = [await freePort(), await freePort()]
    env = {
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: '1',
      SMTP_URL: smtp.url,
      MAIL_TO: 'staff@example.com',
      OUTBOX_RETRY_BASE_MS: '100',
      OUTBOX_RETRY_MAX_MS: '1000',
      OUTBOX_LEASE_MS: String(LEASE_MS),
      ...LIMITS,
    }
    dataDir = await newDataDir()
    await Promise.all([start(0), start(1)])
    nginx = await startNginx(ports)
    const [first] = servers
    if (!first) throw new Error('the first server did not start')
    // The staff tool is told the servers' database: the data folder's own is another.
    const hr = await signedInStaff(first, { role: 'hr', cliEnv: { DATABASE_URL: databaseUrl } })
    positionId = (await publishPosition(first, { hr })).id
  })

  afterAll(async () => {
    await nginx?.stop()
    for (const server of servers) await server?.stop()
    await smtp?.stop()
    if (dataDir) await removeDataDir(dataDir)
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
      await admin.end()
    }
  })

  /** How many contact messages each server stored, from its log. */
  const storedBy = () =>
    servers.map((server) => server?.output().match(/contact message stored/g)?.length ?? 0)

  it('one client gets the contact limit once, however nginx spreads its requests', async () => {
    const before = storedBy()
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      const answer = await send(
        nginx.url,
        '127.0.0.2',
        '/api/contact/create',
        contactBody(`limit-${i}`),
        JSON_HEADERS,
      )
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429])
    // Both servers took part.
    const after = storedBy()
    expect(after[0]).toBeGreaterThan(before[0] ?? 0)
    expect(after[1]).toBeGreaterThan(before[1] ?? 0)
  })

  it('a forged X-Forwarded-For neither moves the limit nor is stored as the address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const answer = await send(
        nginx.url,
        '127.0.0.3',
        '/api/contact/create',
        contactBody(`forged-${i}`),
        {
          ...JSON_HEADERS,
          'x-forwarded-for': `192.0.2.${i + 1}`,
        },
      )
      statuses.push(answer.status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(3)
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ client_ip: string }>(
        'SELECT DISTINCT client_ip FROM contact_messages WHERE email LIKE $1',
        [`forged-%-${RUN}@example.com`],
      )
      expect(rows).toEqual([{ client_ip: '127.0.0.3' }])
    } finally {
      await client.end()
    }
  })

  it(
    'under load, with one server SIGKILLed and restarted, every acknowledged submission is stored and emailed',
    { timeout: 480_000 },
    async () => {
      const acknowledged: Acknowledged[] = []
      let cutOff = 0
      /** Answers other than 200: only nginx's 502 for a request the killed server had. */
      const refusals: number[] = []
      let clientNumber = 0
      let stop = false

      // Each request comes from an address of its own, so the load stays inside the limits.
      const nextAddress = () => {
        clientNumber++
        return `127.1.${Math.floor(clientNumber / 250)}.${(clientNumber % 250) + 1}`
      }

      async function visitor(worker: number) {
        for (let i = 0; !stop; i++) {
          const label = `load-${worker}-${i}`
          const kind: Kind = (['contact', 'quote', 'application'] as const)[i % 3] ?? 'contact'
          try {
            if (kind === 'application') {
              const cv = Buffer.concat([SAMPLE_PDF, Buffer.from(`%${label}-${RUN}\n`)])
              const { body, headers } = applicationBody(positionId, label, cv)
              const answer = await send(
                nginx.url,
                nextAddress(),
                '/api/jobs/applications/create',
                body,
                headers,
              )
              if (answer.status === 200) {
                acknowledged.push({
                  kind,
                  label,
                  id: String((answer.body.data as { id: number }).id),
                  cv,
                })
              } else {
                cutOff++
                refusals.push(answer.status)
              }
            } else {
              const path = kind === 'contact' ? '/api/contact/create' : '/api/quote/create'
              const payload = kind === 'contact' ? contactBody(label) : quoteBody(label)
              const answer = await send(nginx.url, nextAddress(), path, payload, JSON_HEADERS)
              if (answer.status === 200) {
                const data = answer.body.data as { id?: number; reference?: string }
                acknowledged.push({ kind, label, id: String(data.id ?? data.reference) })
              } else {
                cutOff++
                refusals.push(answer.status)
              }
            }
          } catch {
            cutOff++
          }
        }
      }

      const runLoad = async (until: () => boolean) => {
        stop = false
        const clients = Array.from({ length: 6 }, (_, worker) => visitor(worker))
        expect(await waitUntil(until, 90_000)).toBe(true)
        stop = true
        await Promise.all(clients)
      }

      // Load through both servers; server 0 is killed in the middle of it.
      let killedAt = 0
      await runLoad(() => {
        if (!killedAt && acknowledged.length >= 45) {
          killedAt = acknowledged.length
          void servers[0]?.kill('SIGKILL')
        }
        return killedAt > 0 && acknowledged.length >= killedAt + 30
      })
      expect(servers[0]?.output()).toMatch(/job application stored/)
      // Nothing but the requests cut off by the kill failed: no 500 from uploads disturbed by a
      // server starting on the same DATA_DIR, and no 429 (each request came from its own address).
      expect(refusals.filter((status) => status !== 502)).toEqual([])

      // While it is down, the survivor sends everything, including what the dead server had
      // claimed (after its lease, LEASE_MS, and a poll). The bound is the survivor's throughput
      // on a loaded two-core machine, sending the whole backlog alone, not the takeover.
      const delivered = () => new Set(smtp.messages.map(emailKey))
      const allDelivered = () =>
        acknowledged.every((submission) =>
          expectedKeys(submission).every((key) => delivered().has(key)),
        )
      expect(await waitUntil(allDelivered, 150_000)).toBe(true)

      // The killed server comes back on its port, and nginx sends it traffic again: once its
      // fail_timeout (5 s) since the last failed attempt has passed, which a fast survivor can
      // outrun with 30 submissions of its own, so the load lasts until the restarted server
      // has stored some.
      const restarted = await start(0)
      const before = acknowledged.length
      const restartedStored = () =>
        /(contact message|job application|quote) stored/.test(restarted.output())
      await runLoad(() => acknowledged.length >= before + 30 && restartedStored())
      expect(restartedStored()).toBe(true)
      expect(await waitUntil(allDelivered, 150_000)).toBe(true)
      expect(refusals.filter((status) => status !== 502)).toEqual([])

      // Every acknowledged submission is in the database.
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      try {
        const ids = async (sql: string) =>
          new Set((await client.query<{ id: string }>(sql)).rows.map((row) => String(row.id)))
        const contacts = await ids('SELECT id FROM contact_messages')
        const quotes = await ids('SELECT reference AS id FROM quote_requests')
        const applications = new Map(
          (
            await client.query<{ id: number; cv_sha256: string; cv_content: Buffer }>(
              'SELECT a.id, a.cv_sha256, string_agg(p.bytes, ' +
                "''::bytea ORDER BY p.seq) AS cv_content FROM job_applications a " +
                'JOIN stored_file_pieces p ON p.file_id = a.cv_file_id GROUP BY a.id',
            )
          ).rows.map((row) => [String(row.id), row]),
        )
        for (const submission of acknowledged) {
          if (submission.kind === 'contact')
            expect(contacts.has(submission.id), submission.label).toBe(true)
          if (submission.kind === 'quote')
            expect(quotes.has(submission.id), submission.label).toBe(true)
          if (submission.kind === 'application') {
            const row = applications.get(submission.id)
            expect(row?.cv_sha256, submission.label).toBe(sha256(submission.cv ?? Buffer.alloc(0)))
            expect(row?.cv_content.equals(submission.cv ?? Buffer.alloc(0))).toBe(true)
          }
        }
        // The test's mail server holds an email before it answers the sending server, which
        // marks its row sent only once that answer is in: the last rows may still say 'sending'.
        const unsent = async () =>
          (await client.query("SELECT id, kind, status FROM outbox WHERE status <> 'sent'")).rows
        await waitUntil(async () => (await unsent()).length === 0, 30_000)
        expect(await unsent()).toEqual([])
      } finally {
        await client.end()
      }

      // Each application email carries its CV, byte for byte, whichever server sent it.
      for (const submission of acknowledged.filter(({ kind }) => kind === 'application')) {
        const mails = smtp.messages.filter(
          (mail) => emailKey(mail) === `application:${submission.id}`,
        )
        expect(mails.length, submission.label).toBeGreaterThan(0)
        for (const mail of mails) {
          expect(mail.attachments).toHaveLength(1)
          expect(mail.attachments[0]?.content.equals(submission.cv ?? Buffer.alloc(0))).toBe(true)
        }
      }

      // Sent twice only if the kill fell between the SMTP server's accept and the commit of
      // 'sent': at most the one email the killed server had in flight.
      const perKey = new Map<string, number>()
      for (const mail of smtp.messages) {
        const key = emailKey(mail)
        if (key) perKey.set(key, (perKey.get(key) ?? 0) + 1)
      }
      const duplicates = [...perKey.values()].reduce((sum, count) => sum + count - 1, 0)
      expect(duplicates).toBeLessThanOrEqual(1)
      console.log(
        `scale-out: ${acknowledged.length} acknowledged (${killedAt} before the kill), ` +
          `${cutOff} cut off or refused, ${smtp.messages.length} emails, ${duplicates} duplicate`,
      )
    },
  )
})

import { randomUUID } from 'node:crypto'
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { SAMPLE_PDF } from './support/files.ts'
import { getJson, postJson } from './support/http.ts'
import { readInbox } from './support/inbox.ts'
import { metricsUrlOf, notificationsSettled } from './support/metrics.ts'
import { publishPosition } from './support/positions.ts'
import { createSmtp, subjectId, waitUntil, type TestSmtp } from './support/smtp.ts'
import {
  childEnv,
  newDataDir,
  NODE,
  nodeScript,
  removeDataDir,
  ROOT,
  startServer,
  USES_POSTGRES,
} from './support/server.ts'

const RUN = randomUUID().slice(0, 8)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {})
})

function applicationForm(positionId: number, label: string): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries({
    position_id: String(positionId),
    name: 'Crash Tester',
    email: `${label}-${RUN}@example.com`,
    phone: '01711-000000',
  })) {
    body.append(name, value)
  }
  body.append('cv', new Blob([new Uint8Array(SAMPLE_PDF)]), 'cv.pdf')
  return body
}

// The first two suites each start a server of their own and mostly wait on it, so they run side
// by side; the SIGKILL under load runs after them, alone.
describe.skipIf(USES_POSTGRES)('one server per DATA_DIR', { concurrent: true }, () => {
  it(
    'a second server on the same DATA_DIR refuses to start, and so does the inbox',
    { timeout: 120_000 },
    async ({ expect }) => {
      const first = await startServer({ process: true })
      cleanup.push(
        () => removeDataDir(first.dataDir),
        () => first.stop(),
      )
      expect(existsSync(path.join(first.dataDir, 'pglite.lock'))).toBe(true)

      const second = startServer({ dataDir: first.dataDir, process: true })
      await expect(second).rejects.toThrow(/exited with code 1/)
      await expect(second).rejects.toThrow(
        /Another server is using DATA_DIR .+; stop it or choose another DATA_DIR/,
      )
      const inbox = promisify(execFile)(NODE, nodeScript('scripts/inbox.ts'), {
        cwd: ROOT,
        env: childEnv(first.dataDir),
      })
      await expect(inbox).rejects.toThrow(/Another server is using DATA_DIR/)

      // The first one is unharmed, and releases the lock when it stops.
      expect((await getJson(`${first.url}/api/health`)).status).toBe(200)
      expect(await first.stop()).toBe(0)
      expect(existsSync(path.join(first.dataDir, 'pglite.lock'))).toBe(false)
    },
  )

  it(
    'so does a second app built in the same process, its pid the same as the first one’s',
    { timeout: 120_000 },
    async ({ expect }) => {
      const first = await startServer()
      cleanup.push(
        () => removeDataDir(first.dataDir),
        () => first.stop(),
      )
      await expect(startServer({ dataDir: first.dataDir })).rejects.toThrow(
        new RegExp(
          `Another server is using DATA_DIR .+ \\(process ${process.pid}\\); stop it or choose another DATA_DIR`,
        ),
      )
      expect((await getJson(`${first.url}/api/health`)).status).toBe(200)
      expect(await first.stop()).toBe(0)
      expect(existsSync(path.join(first.dataDir, 'pglite.lock'))).toBe(false)
    },
  )
})

describe('SIGTERM', { concurrent: true }, () => {
  // Long enough for a slow machine to start the server and the staff tool (for the position).
  it('finishes the request in flight, then exits 0', { timeout: 120_000 }, async ({ expect }) => {
    const server = await startServer({ process: true })
    cleanup.push(
      () => removeDataDir(server.dataDir),
      () => server.stop(),
    )
    const position = await publishPosition(server)

    const boundary = `----crash${RUN}`
    const fields = {
      position_id: String(position.id),
      name: 'Slow Uploader',
      email: `slow-${RUN}@example.com`,
      phone: '01711-000000',
    }
    const head = Buffer.from(
      Object.entries(fields)
        .map(
          ([name, value]) =>
            `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') +
        `--${boundary}\r\ncontent-disposition: form-data; name="cv"; filename="cv.pdf"\r\n` +
        'content-type: application/pdf\r\n\r\n',
    )
    const file = Buffer.concat([SAMPLE_PDF, Buffer.alloc(200 * 1024, 0x20)])
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
    const total = head.length + file.length + tail.length

    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${server.url}/api/jobs/applications/create`,
        {
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': total,
          },
        },
        (res) => {
          let body = ''
          res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        },
      )
      req.on('error', reject)
      req.write(Buffer.concat([head, file.subarray(0, 1000)]))
      // SIGTERM once the server has the request in hand (its log of the incoming request), not
      // after a fixed time a loaded machine may not have read the head in; the rest of the body
      // trickles in after it.
      void (async () => {
        const received = await waitUntil(() =>
          server.output().includes('"url":"/api/jobs/applications/create"'),
        )
        if (!received) throw new Error(`the server never logged the request:\n${server.output()}`)
        stopping = server.stop()
        await sleep(300)
        for (let offset = 1000; offset < file.length; offset += 50 * 1024) {
          req.write(file.subarray(offset, offset + 50 * 1024))
          await sleep(150)
        }
        req.end(tail)
      })().catch(reject)
    })
    let stopping: Promise<number | null> | undefined

    const { status, body } = await answer
    expect(status, body).toBe(200)
    expect(await stopping).toBe(0)
    expect(server.output()).toMatch(/"signal":"SIGTERM"/)

    const rows = await readInbox(server.dataDir)
    expect(rows.some((row) => row.email === `slow-${RUN}@example.com`)).toBe(true)
  })
})

describe('SIGKILL under load', () => {
  let smtp: TestSmtp

  it(
    'loses no acknowledged submission, and every one is still notified',
    { timeout: 150_000 },
    async () => {
      smtp = await createSmtp()
      cleanup.push(() => smtp.stop())
      const env = {
        SMTP_URL: smtp.url,
        OUTBOX_RETRY_BASE_MS: '100',
        OUTBOX_RETRY_MAX_MS: '500',
        // On PostgreSQL the restarted server cannot know that the killed one is gone: an email
        // it was sending goes out again once its lease runs out.
        OUTBOX_LEASE_MS: '2000',
      }
      const dataDir = await newDataDir()
      cleanup.push(() => removeDataDir(dataDir))
      const running = await startServer({ dataDir, env, process: true })
      cleanup.push(() => running.stop())
      const position = await publishPosition(running)

      const acknowledged: { key: string; email: string }[] = []
      let failures = 0
      let killed = false
      async function client(worker: number) {
        for (let i = 0; !killed; i++) {
          const label = `load-${worker}-${i}`
          const isApplication = i % 5 === 4
          try {
            const answer = isApplication
              ? await getJson(`${running.url}/api/jobs/applications/create`, {
                  method: 'POST',
                  body: applicationForm(position.id, label),
                })
              : await postJson(`${running.url}/api/contact/create/`, {
                  name: 'Crash Tester',
                  email: `${label}-${RUN}@example.com`,
                  phone: '01711-000000',
                  message: `Load ${label}`,
                })
            if (answer.status === 200) {
              const id = (answer.body.data as { id: number }).id
              acknowledged.push({
                key: `${isApplication ? 'application' : 'contact'}:${id}`,
                email: `${label}-${RUN}@example.com`,
              })
            }
          } catch {
            failures++
            return
          }
        }
      }
      const clients = Array.from({ length: 8 }, (_, worker) => client(worker))
      // Kill mid-load: after some answers, while requests are in flight.
      await waitUntil(() => acknowledged.length >= 120, 30_000)
      const exit = await running.kill('SIGKILL')
      killed = true
      await Promise.all(clients)
      expect(exit.signal).toBe('SIGKILL')
      expect(acknowledged.length).toBeGreaterThanOrEqual(120)

      // Same DATA_DIR: the stale lock is taken over and unsent emails go out.
      const restarted = await startServer({ dataDir, env: { ...env, METRICS_PORT: '0' } })
      cleanup.push(() => restarted.stop())
      const delivered = () => {
        const keys = new Set<string>()
        for (const mail of smtp.messages) {
          const kind = mail.subject.startsWith('New job application') ? 'application' : 'contact'
          keys.add(`${kind}:${subjectId(mail)}`)
        }
        return keys
      }
      const allDelivered = () => acknowledged.every(({ key }) => delivered().has(key))
      expect(await waitUntil(allDelivered, 60_000)).toBe(true)
      // An email the killed server had handed to SMTP but not yet marked sent is sent again once
      // its lease runs out: wait for that too, or its row would still say 'sending'.
      const metricsUrl = metricsUrlOf(restarted)
      expect(await waitUntil(() => notificationsSettled(metricsUrl), 30_000)).toBe(true)
      expect(await restarted.stop()).toBe(0)

      // Every acknowledged submission is in the database, notification sent.
      const rows = await readInbox(dataDir)
      const byEmail = new Map(rows.map((row) => [row.email, row]))
      for (const { email } of acknowledged) {
        expect(byEmail.get(email), email).toMatchObject({ notification: 'sent' })
      }
      // At most the one email being sent at the moment of the kill can go out twice.
      const perKey = new Map<string, number>()
      for (const mail of smtp.messages) {
        const key = `${mail.subject.startsWith('New job application') ? 'application' : 'contact'}:${subjectId(mail)}`
        perKey.set(key, (perKey.get(key) ?? 0) + 1)
      }
      const duplicates = [...perKey.values()].reduce((sum, count) => sum + count - 1, 0)
      expect(duplicates).toBeLessThanOrEqual(1)
      console.log(
        `crash test: ${acknowledged.length} acknowledged, ${failures} cut off by the kill, ` +
          `${rows.filter((row) => row.email?.includes(RUN)).length} rows, ${smtp.messages.length} emails, ${duplicates} duplicate`,
      )
    },
  )
})

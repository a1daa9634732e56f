// Issue 41: pricing staff get one email a day, through the outbox, listing the published rate
// cards whose last day is within 7 days (days in Dhaka, from the day the test runs); none when
// none do. Restarting a server that day, or two servers on one PostgreSQL database starting
// together, sends it once.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { addDays } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { contentCall, type ContentEditor } from './support/content.ts'
import { metricsUrlOf, notificationsSettled } from './support/metrics.ts'
import {
  USES_POSTGRES,
  removeDataDir,
  startServer,
  type InProcessServer,
} from './support/server.ts'
import { createSmtp, waitUntil, type ReceivedMail, type TestSmtp } from './support/smtp.ts'
import { signedInStaff, type SignedInStaff } from './support/staff.ts'

const SITE_URL = 'http://dbl.example'
const TODAY = dhakaToday()

let smtp: TestSmtp
let dataDir: string
let pricing: SignedInStaff
let running: InProcessServer[] = []

const env = () => ({ SITE_URL, SMTP_URL: smtp.url, METRICS_PORT: '0' })

async function startOn(dir: string | undefined): Promise<InProcessServer> {
  const server = await startServer({ env: env(), ...(dir ? { dataDir: dir } : {}) })
  running.push(server)
  return server
}
async function stopAll() {
  await Promise.all(running.map((server) => server.stop()))
  running = []
}

beforeAll(async () => {
  smtp = await createSmtp()
}, 30_000)
afterAll(async () => {
  await stopAll()
  await smtp?.stop()
  if (dataDir) await removeDataDir(dataDir)
})

/** A published (or only saved) LCL card to `destination`, valid from `from` to `to`. */
async function card(
  editor: ContentEditor,
  destination: string,
  from: string,
  to: string,
  publish = true,
) {
  const created = await contentCall(editor, 'POST', '/api/staff/content/rate-cards', {
    data: {
      mode: 'sea-lcl',
      origin: 'BDCGP',
      destination,
      carrier: '',
      routing: 'direct',
      transitDays: 20,
      validFrom: from,
      validTo: to,
      currency: 'USD',
      air: {
        minimum: '',
        normal: '',
        plus45: '',
        plus100: '',
        plus300: '',
        plus500: '',
        plus1000: '',
      },
      lcl: { perWm: '40', minimum: '' },
      fcl: { dry20: '', dry40: '', highCube40: '', reefer20: '', reefer40: '' },
      charges: [],
    },
  })
  if (!publish) return
  await contentCall(editor, 'POST', `/api/staff/content/rate-cards/${created.id}/publish`, {
    revision: created.revision,
  })
}

const expiryEmails = () => smtp.messages.filter((mail) => /expire by/.test(mail.subject))

async function settle(servers: InProcessServer[]) {
  for (const server of servers) {
    expect(await waitUntil(() => notificationsSettled(metricsUrlOf(server)))).toBe(true)
  }
}

it('is not sent while no card expires within 7 days', async () => {
  const first = await startOn(undefined)
  dataDir = first.dataDir
  pricing = await signedInStaff(first, { role: 'pricing', origin: SITE_URL })
  const editor = { server: first, who: pricing, origin: SITE_URL }
  await card(editor, 'XEFAR', addDays(TODAY, -30), addDays(TODAY, 8))
  await stopAll()
  await settle([await startOn(dataDir)])
  expect(expiryEmails()).toEqual([])

  // Today's last day, in 3 days, in 7 days: listed. Yesterday's, a draft's: not.
  const again = { server: running[0] as InProcessServer, who: pricing, origin: SITE_URL }
  await card(again, 'XETOD', addDays(TODAY, -30), TODAY)
  await card(again, 'XETHR', addDays(TODAY, -1), addDays(TODAY, 3))
  await card(again, 'XESEV', TODAY, addDays(TODAY, 7))
  await card(again, 'XEOLD', addDays(TODAY, -30), addDays(TODAY, -1))
  await card(again, 'XEDRF', addDays(TODAY, -30), addDays(TODAY, 2), false)
  await stopAll()
}, 120_000)

it('lists the cards expiring within 7 days, to pricing staff, once however many servers start', async () => {
  // Two servers on one database start together (PostgreSQL); on the embedded database one
  // server, then the same server again.
  const servers = USES_POSTGRES
    ? await Promise.all([startOn(dataDir), startOn(dataDir)])
    : [await startOn(dataDir)]
  expect(await waitUntil(() => expiryEmails().length > 0)).toBe(true)
  await settle(servers)
  await stopAll()
  await settle([await startOn(dataDir)])
  const emails = expiryEmails()
  expect(emails).toHaveLength(1)
  const [mail] = emails as [ReceivedMail]
  expect(mail.to).toEqual([pricing.email])
  expect(mail.subject).toMatch(/^3 rate cards expire by /)
  const listed = [...mail.text.matchAll(/BDCGP → (\w+)/g)].map((match) => match[1])
  expect(listed).toEqual(['XETOD', 'XETHR', 'XESEV'])
  expect(mail.text).toContain('last day today')
  expect(mail.text).toContain('last day in 3 days')
  expect(mail.html).toContain(`${SITE_URL}/staff/content/rate-cards/`)
}, 120_000)

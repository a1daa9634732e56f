import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, localToday } from '#domain/calendar.ts'
import { parseEnv } from '#schemas/env.ts'
import { BACKUP_HEADER_BYTES, BACKUP_MAGIC, inspectBackup } from '#server/backup/format.ts'
import { restoreBackup, RestoreRefusedError } from '#server/backup/restore.ts'
import { SAMPLE_PDF } from './support/files.ts'
import { getJson, postJson } from './support/http.ts'
import { readInbox } from './support/inbox.ts'
import { runScript } from './support/scripts.ts'
import {
  childEnv,
  newDataDir,
  removeDataDir,
  startServer,
  USES_POSTGRES,
  type RunningServer,
} from './support/server.ts'
import { waitUntil } from './support/smtp.ts'
import { CookieJar, signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'
import { publishPosition } from './support/positions.ts'

const RUN = randomUUID().slice(0, 8)
/** Published by hr for the load's applications: the seeded positions' apply-by dates run out. */
let openPositionId = 0

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {})
})

async function scratchDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dbl-backups-'))
  cleanup.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

async function freshDataDir(): Promise<string> {
  const dataDir = await newDataDir()
  cleanup.push(() => removeDataDir(dataDir))
  return dataDir
}

const backup = (dataDir: string, file: string) => runScript('scripts/backup.ts', dataDir, [file])
const restore = (dataDir: string, file: string, ...flags: string[]) =>
  runScript('scripts/restore.ts', dataDir, [file, ...flags])

/**
 * What the restore refuses `file` with on `dataDir`'s database, asked in this process: the check
 * `npm run restore` prints and exits 1 on, without a process start for each file.
 */
async function refusalOf(dataDir: string, file: string): Promise<string> {
  try {
    await restoreBackup(parseEnv(childEnv(dataDir)), file, { force: false })
  } catch (error) {
    if (error instanceof RestoreRefusedError) return error.message
    throw error
  }
  throw new Error(`${file} was restored`)
}

interface Submission {
  kind: 'contact' | 'quote' | 'application'
  email: string
  /** The application's id and the CV it was sent with. */
  cv?: { id: number; bytes: Buffer }
}

/** One contact message, quote request or job application, answered 200; undefined otherwise. */
async function submit(url: string, kind: Submission['kind'], label: string) {
  const email = `${label}-${RUN}@example.com`
  if (kind === 'contact') {
    const answer = await postJson(`${url}/api/contact/create/`, {
      name: 'Backup Tester',
      email,
      phone: '01711-000000',
      message: `Under load: ${label}`,
    })
    return answer.status === 200 ? { kind, email } : undefined
  }
  if (kind === 'quote') {
    const answer = await postJson(`${url}/api/quote/create`, {
      service: 'sea-freight-fcl',
      originCity: 'Chattogram',
      originCountry: 'Bangladesh',
      destinationCity: 'Rotterdam',
      destinationCountry: 'Netherlands',
      incoterm: 'FOB',
      cargoReadyDate: addDays(localToday(), 10),
      commodity: 'Denim trousers',
      packages: [{ count: 3, lengthCm: 120, widthCm: 100, heightCm: 90, weightKg: 300 }],
      dangerousGoods: false,
      temperatureControlled: false,
      stackable: true,
      name: 'Backup Tester',
      email,
      phone: '+880 1711 555123',
    })
    return answer.status === 200 ? { kind, email } : undefined
  }
  // Each CV differs, so a CV restored in another application's place would be seen.
  const bytes = Buffer.concat([SAMPLE_PDF, randomBytes(4096)])
  const form = new FormData()
  form.append('position_id', String(openPositionId))
  form.append('name', 'Backup Tester')
  form.append('email', email)
  form.append('phone', '01711-000000')
  form.append('cv', new Blob([new Uint8Array(bytes)]), 'cv.pdf')
  const answer = await getJson(`${url}/api/jobs/applications/create`, {
    method: 'POST',
    body: form,
  })
  if (answer.status !== 200) return undefined
  return { kind, email, cv: { id: (answer.body.data as { id: number }).id, bytes } }
}

/** Clients submitting one after the other until stopped, collecting what was acknowledged. */
function submissionLoad(url: string, clients: number) {
  const acknowledged: Submission[] = []
  let stopped = false
  const kinds = ['contact', 'quote', 'application'] as const
  const running = Array.from({ length: clients }, async (_, client) => {
    for (let i = 0; !stopped; i++) {
      const kind = kinds[(client + i) % kinds.length] ?? 'contact'
      const done = await submit(url, kind, `load-${client}-${i}`)
      if (done) acknowledged.push(done)
    }
  })
  return {
    acknowledged,
    async stop() {
      stopped = true
      await Promise.all(running)
    },
  }
}

async function signInWithTotp(server: RunningServer, staff: SignedInStaff) {
  const jar = new CookieJar()
  const password = await staffFetch(server, '/api/staff/auth/sign-in/email', {
    body: { email: staff.email, password: staff.password },
    jar,
  })
  expect(password.status).toBe(200)
  expect(password.body).toMatchObject({ twoFactorRedirect: true })
  const code = await staffFetch(server, '/api/staff/auth/two-factor/verify-totp', {
    body: { code: staff.totp?.generate() },
    jar,
  })
  expect(code.status, JSON.stringify(code.body)).toBe(200)
  return { jar, me: await staffFetch(server, '/api/staff/me', { jar }) }
}

const fileMode = async (file: string) => (await stat(file)).mode & 0o777

describe('npm run backup, then npm run restore', { timeout: 300_000 }, () => {
  let server: RunningServer
  let admin: SignedInStaff
  let file: string
  let before: Submission[]

  beforeAll(async () => {
    server = await startServer()
    cleanup.push(
      () => removeDataDir(server.dataDir),
      () => server.stop(),
    )
    admin = await signedInStaff(server, { role: 'admin' })
    openPositionId = (await publishPosition(server)).id
  }, 120_000)

  it('takes a backup while submissions keep coming, and the server keeps answering', async () => {
    const load = submissionLoad(server.url, 6)
    try {
      expect(await waitUntil(() => load.acknowledged.length >= 30, 60_000)).toBe(true)
      file = path.join(await scratchDir(), 'under-load.backup')
      before = [...load.acknowledged]
      const taken = await backup(server.dataDir, file)
      expect(taken.code, taken.stderr).toBe(0)
      expect(taken.stdout).toMatch(/^Backup written to .+under-load\.backup/)
      if (!USES_POSTGRES) expect(taken.stderr).toMatch(/A server is running/)
      // Submissions went on during and after the backup.
      const count = load.acknowledged.length
      expect(await waitUntil(() => load.acknowledged.length >= count + 5, 60_000)).toBe(true)
    } finally {
      await load.stop()
    }
    expect(await fileMode(file)).toBe(0o600)
    expect(before.some((submission) => submission.cv)).toBe(true)
  })

  it('restores into an empty database every submission acknowledged before it began, every CV byte for byte, and staff sign in with password and authenticator', async () => {
    const target = await freshDataDir()
    const restored = await restore(target, file)
    expect(restored.code, restored.stderr).toBe(0)
    expect(restored.stdout).toMatch(/Restored the backup taken/)

    const fresh = await startServer({ dataDir: target })
    try {
      const { jar, me } = await signInWithTotp(fresh, admin)
      expect(me.body).toMatchObject({ email: admin.email, role: 'admin' })
      // Each CV as staff download it from the workspace.
      for (const { cv } of before) {
        if (!cv) continue
        const answer = await fetch(`${fresh.url}/api/staff/inbox/job-applications/${cv.id}/cv`, {
          headers: { cookie: jar.header() },
        })
        expect(answer.status).toBe(200)
        expect(Buffer.from(await answer.arrayBuffer()).equals(cv.bytes), `CV ${cv.id}`).toBe(true)
      }
    } finally {
      expect(await fresh.stop()).toBe(0)
    }

    const emails = new Set((await readInbox(target)).map((row) => row.email))
    const missing = before.filter((submission) => !emails.has(submission.email))
    expect(missing).toEqual([])
  })

  it('refuses a database that is not empty, and replaces it with --force', async () => {
    if (!USES_POSTGRES) {
      const running = await restore(server.dataDir, file)
      expect(running.code).toBe(1)
      expect(running.stderr).toMatch(
        /Another server is using DATA_DIR .+: stop it before restoring/,
      )
    }
    const after = await submit(server.url, 'contact', 'after-backup')
    if (!after) throw new Error('the contact message after the backup was refused')
    expect(await server.stop()).toBe(0)

    const refused = await restore(server.dataDir, file)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/already holds .+add --force to replace/)
    expect((await readInbox(server.dataDir)).some((row) => row.email === after?.email)).toBe(true)

    const forced = await restore(server.dataDir, file, '--force')
    expect(forced.code, forced.stderr).toBe(0)
    const emails = new Set((await readInbox(server.dataDir)).map((row) => row.email))
    expect(emails.has(after.email)).toBe(false)
    expect(before.every((submission) => emails.has(submission.email))).toBe(true)
    if (!USES_POSTGRES) {
      const kept = /kept in (\S+);/.exec(forced.stdout)?.[1]
      expect(kept && existsSync(path.join(kept, 'PG_VERSION'))).toBe(true)
    }
  })

  it('refuses a damaged, cut-short, foreign or wrong-kind file, and changes nothing', async () => {
    const dir = await scratchDir()
    const original = await readFile(file)
    const variant = async (name: string, bytes: Buffer) => {
      const copy = path.join(dir, name)
      await writeFile(copy, bytes)
      return copy
    }
    const flipped = Buffer.from(original)
    const middle = BACKUP_HEADER_BYTES + Math.floor((flipped.length - BACKUP_HEADER_BYTES) / 2)
    flipped.writeUInt8((flipped.readUInt8(middle) + 1) % 256, middle)
    const header = original.subarray(0, BACKUP_HEADER_BYTES).toString('utf8')
    const relabelled = (from: string, to: string) =>
      Buffer.concat([
        Buffer.from(
          header.replace(from, to).slice(0, BACKUP_HEADER_BYTES).padEnd(BACKUP_HEADER_BYTES),
        ),
        original.subarray(BACKUP_HEADER_BYTES),
      ])
    const otherKind = USES_POSTGRES ? 'pglite' : 'postgresql'
    const cases: [string, Buffer, RegExp][] = [
      ['flipped.backup', flipped, /its data is damaged \(the checksum does not match\)/],
      ['short.backup', original.subarray(0, original.length - 100), /cut short or added to/],
      ['header.backup', original.subarray(0, 100), /cut short/],
      ['foreign.backup', Buffer.from('just some text\n'), /not a backup made by npm run backup/],
      [
        'kind.backup',
        relabelled(
          `"database":"${USES_POSTGRES ? 'postgresql' : 'pglite'}"`,
          `"database":"${otherKind}"`,
        ),
        /is a backup of .+ and this restore would go into/,
      ],
      [
        'newer.backup',
        relabelled(/"latest":"[^"]+"/.exec(header)?.[0] ?? '', '"latest":"0999_from_the_future"'),
        /made by a newer version of the application/,
      ],
    ]
    expect(header.startsWith(BACKUP_MAGIC)).toBe(true)
    const target = await freshDataDir()
    // The command says why and exits 1; the other files are refused by the same check.
    const [[firstName, firstBytes, firstMessage], ...others] = cases as [
      (typeof cases)[number],
      ...typeof cases,
    ]
    const refused = await restore(target, await variant(firstName, firstBytes))
    expect(refused.code, firstName).toBe(1)
    expect(refused.stderr, firstName).toMatch(firstMessage)
    for (const [name, bytes, message] of others) {
      expect(await refusalOf(target, await variant(name, bytes)), name).toMatch(message)
    }
    // Nothing was made: the same target still takes the good file.
    if (!USES_POSTGRES) expect(existsSync(path.join(target, 'pglite', 'PG_VERSION'))).toBe(false)
    const good = await restore(target, file)
    expect(good.code, good.stderr).toBe(0)
  })
})

/** Every backup file in `dir` whose name is visible, checked whole. */
async function visibleBackups(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => !name.startsWith('.'))
  for (const name of names) {
    const handle = await open(path.join(dir, name), 'r').catch(() => undefined)
    // Pruned between the listing and the opening.
    if (!handle) continue
    try {
      await inspectBackup(handle, name)
    } finally {
      await handle.close()
    }
  }
  return names.sort()
}

const writtenLines = (server: RunningServer) =>
  server.output().match(/"msg":"scheduled backup written"/g)?.length ?? 0

describe('scheduled backups', { timeout: 180_000 }, () => {
  it('appear in BACKUP_DIR complete, 0600 in 0700 folders whatever the umask, pruned to BACKUP_KEEP', async () => {
    const root = await scratchDir()
    const dir = path.join(root, 'nested', 'backups')
    // The umask a server process inherits: so it runs in a process of its own.
    const umask = process.umask(0o000)
    let server: RunningServer
    try {
      server = await startServer({
        dataDir: await freshDataDir(),
        env: { BACKUP_DIR: dir, BACKUP_EVERY: '2s', BACKUP_KEEP: '2' },
        process: true,
      })
    } finally {
      process.umask(umask)
    }
    cleanup.push(() => server.stop())
    // Checked while the server writes: a visible file is always a whole backup.
    const seen = new Set<string>()
    const enough = await waitUntil(async () => {
      for (const name of await visibleBackups(dir)) seen.add(name)
      return writtenLines(server) >= 4
    }, 120_000)
    expect(enough, server.output()).toBe(true)
    expect(await server.stop()).toBe(0)

    const written = [
      ...server.output().matchAll(/"file":"[^"]*\/([^"/]+)"[^\n]*scheduled backup written/g),
    ]
    const left = await visibleBackups(dir)
    expect(left).toEqual(written.map((match) => match[1]).slice(-2))
    // More than BACKUP_KEEP were seen (each checked whole when it was): the older ones were pruned.
    expect(seen.size).toBeGreaterThan(2)
    expect(await readdir(dir)).toEqual(left)
    for (const name of left) {
      expect(name).toMatch(/^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.backup$/)
      expect(await fileMode(path.join(dir, name))).toBe(0o600)
    }
    expect(await fileMode(dir)).toBe(0o700)
    expect(await fileMode(path.join(root, 'nested'))).toBe(0o700)
  })

  it.runIf(USES_POSTGRES)('with two servers on one database, only one takes each', async () => {
    const dataDir = await freshDataDir()
    const dirs = [path.join(await scratchDir(), 'a'), path.join(await scratchDir(), 'b')]
    const servers = await Promise.all(
      dirs.map((dir) =>
        startServer({ dataDir, env: { BACKUP_DIR: dir, BACKUP_EVERY: '2s', BACKUP_KEEP: '100' } }),
      ),
    )
    for (const server of servers) cleanup.push(() => server.stop())
    const total = () => servers.reduce((sum, server) => sum + writtenLines(server), 0)
    expect(await waitUntil(() => total() >= 5, 120_000)).toBe(true)
    for (const server of servers) expect(await server.stop(), server.output()).toBe(0)

    const [first = [], second = []] = await Promise.all(dirs.map((dir) => visibleBackups(dir)))
    expect(first.filter((name) => second.includes(name))).toEqual([])
    expect(first.length + second.length).toBe(total())
  })
})

import { randomUUID } from 'node:crypto'
import { chmod, lstat, mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SAMPLE_PDF } from './support/files.ts'
import { getJson, postJson } from './support/http.ts'
import { readInbox } from './support/inbox.ts'
import { newDataDir, removeDataDir, startServer, USES_POSTGRES } from './support/server.ts'
import { runStaffCli, signedInStaff } from './support/staff.ts'
import { publishPosition } from './support/positions.ts'

/**
 * DATA_DIR holds the embedded database: submissions, staff accounts, sessions and the secret that
 * signs them. Another user of the machine must not read or change any of it, whatever umask the
 * server and the tools were started with.
 */

const RUN = randomUUID().slice(0, 8)
/** What a service manager or a careless shell may hand down: everything readable and writable. */
const LOOSE_UMASK = 0o000

/** Every file and folder under `root` (itself included) that group or others may use, with its mode. */
async function openToOthers(root: string): Promise<string[]> {
  const found: string[] = []
  async function visit(entry: string) {
    const stats = await lstat(entry).catch(() => null)
    if (!stats || stats.isSymbolicLink()) return
    if (stats.mode & 0o077) {
      found.push(`${(stats.mode & 0o777).toString(8)} ${path.relative(root, entry) || '.'}`)
    }
    if (stats.isDirectory()) {
      for (const name of await readdir(entry).catch(() => [])) await visit(path.join(entry, name))
    }
  }
  await visit(root)
  return found
}

const dataDirs: string[] = []
afterAll(async () => {
  for (const dataDir of dataDirs) await removeDataDir(dataDir)
})

describe.skipIf(USES_POSTGRES)('DATA_DIR belongs to the server alone', () => {
  it(
    'a DATA_DIR open to everyone is made private at start, says so, and stays private through ' +
      'submissions, staff sign-ins and the command-line tools',
    { timeout: 120_000 },
    async () => {
      const dataDir = await newDataDir()
      dataDirs.push(dataDir)
      // As an earlier version left it: the folder and its files readable and writable by all.
      await chmod(dataDir, 0o777)
      await mkdir(path.join(dataDir, 'cvs'), { mode: 0o777 })
      await chmod(path.join(dataDir, 'cvs'), 0o777)
      await writeFile(path.join(dataDir, 'cvs', 'left-behind.pdf'), SAMPLE_PDF)
      await chmod(path.join(dataDir, 'cvs', 'left-behind.pdf'), 0o666)

      const server = await startServer({ dataDir, umask: LOOSE_UMASK, process: true })
      try {
        expect(await openToOthers(dataDir)).toEqual([])
        expect(server.output()).toMatch(
          /DATA_DIR .+ was open to other users of this machine \(the folder was 0777\): made private 3 file\(s\) and folder\(s\)/,
        )

        // Sessions, the signing secret and submissions are all written while it runs.
        const hr = await signedInStaff(server, { role: 'hr' })
        const position = await publishPosition(server, { hr })
        const contact = await postJson(`${server.url}/api/contact/create`, {
          name: 'Privacy Test',
          email: `privacy-${RUN}@example.com`,
          phone: '01711-000102',
          message: `Only the server may read this ${RUN}`,
        })
        expect(contact.status).toBe(200)
        const form = new FormData()
        form.append('position_id', String(position.id))
        form.append('name', 'Privacy Test')
        form.append('email', `privacy-${RUN}@example.com`)
        form.append('phone', '01711000102')
        form.append('cv', new Blob([new Uint8Array(SAMPLE_PDF)]), 'privacy.pdf')
        const application = await getJson(`${server.url}/api/jobs/applications/create`, {
          method: 'POST',
          body: form,
        })
        expect(application.status).toBe(200)
        expect(await openToOthers(dataDir)).toEqual([])
      } finally {
        expect(await server.stop()).toBe(0)
      }
      expect(await openToOthers(dataDir)).toEqual([])

      // The tools open the embedded database themselves when no server runs.
      const added = await runStaffCli(
        dataDir,
        [
          'add',
          '--email',
          `cli-${RUN}@staff.example`,
          '--name',
          'CLI',
          '--role',
          'sales',
          '--link',
        ],
        { umask: LOOSE_UMASK },
      )
      expect(added.code, added.stderr).toBe(0)
      expect(await openToOthers(dataDir)).toEqual([])
      const rows = await readInbox(dataDir, { umask: LOOSE_UMASK })
      expect(rows.filter((row) => row.email === `privacy-${RUN}@example.com`)).toHaveLength(2)
      expect(await openToOthers(dataDir)).toEqual([])

      // Nothing was open this time, so nothing is said.
      const again = await startServer({ dataDir, umask: LOOSE_UMASK, process: true })
      try {
        expect(again.output()).not.toMatch(/was open to other users/)
      } finally {
        expect(await again.stop()).toBe(0)
      }
      expect(await openToOthers(dataDir)).toEqual([])
    },
  )
})

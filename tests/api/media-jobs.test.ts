// Issue 23: derivatives are made in the background with the outbox's durability: a server
// killed mid-job leaves nothing half made and its restart (or another server) finishes the job;
// and every server sharing the database serves every upload.
import { afterAll, describe, expect, it } from 'vitest'
import { makeTestPhoto } from '../support/photos.ts'
import { PHOTO_ASPECTS } from '#schemas/media.ts'
import { countPhotosLackingASize } from '#server/media/job-queue.ts'
import { fetchFile, getMedia, runSql, uploadMedia, waitForMedia } from './support/media.ts'
import { waitUntil } from './support/smtp.ts'
import { withServerDatabase } from './support/database.ts'
import { mediaSettled, metricsUrlOf } from './support/metrics.ts'
import {
  databaseUrlFor,
  restartSharingDatabase,
  newDataDir,
  removeDataDir,
  startServer,
  USES_POSTGRES,
} from './support/server.ts'
import { signedInStaff } from './support/staff.ts'
import sharp from 'sharp'

/** Short, so that on PostgreSQL the restarted server takes the dead one's job over quickly. */
const LEASE = { MEDIA_JOB_LEASE_MS: '2000' }

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {})
})

describe('derivative jobs', () => {
  it(
    'a server killed mid-job leaves no derivative, and its restart makes them all',
    { timeout: 240_000 },
    async () => {
      const server = await startServer({ env: LEASE, process: true })
      cleanup.push(
        () => removeDataDir(server.dataDir),
        () => server.stop(),
      )
      const [admin, photo] = await Promise.all([
        signedInStaff(server, { role: 'admin' }),
        makeTestPhoto({ width: 2400, height: 1600, seed: 11 }),
      ])
      const answer = await uploadMedia(server, admin, [{ name: 'quay.jpg', bytes: photo }])
      expect(answer.status).toBe(200)
      const id = answer.body.data?.[0]?.id ?? ''

      // The job has started (the answer came first); kill the server in the middle of it.
      expect(
        await waitUntil(() => server.output().includes('media: making derivatives'), 30_000),
      ).toBe(true)
      expect(server.output()).not.toContain('media: derivatives ready')
      await server.kill('SIGKILL')

      const restarted = await startServer({ dataDir: server.dataDir, env: LEASE })
      cleanup.push(() => restarted.stop())
      const halfway = await getMedia(restarted, admin, id)
      expect(halfway.status).toBe('processing')
      expect(halfway.derivatives).toEqual([])

      const done = await waitForMedia(restarted, admin, id, 180_000)
      expect(done.status).toBe('ready')
      // Three formats of the 16:9 and 3:2 crops at 480, 720, 960 and 1600, of the 8:9 crop
      // (1422 px wide) at 480, 720 and 960, of the 2:3 crop at 480.
      expect(done.derivatives).toHaveLength(36)
      for (const derivative of done.derivatives) {
        expect((await fetchFile(restarted, derivative.url)).status).toBe(200)
      }
    },
  )

  it(
    'SIGTERM mid-job exits at once and hands the job back; the restart makes it',
    { timeout: 240_000 },
    async () => {
      const server = await startServer({ env: { MEDIA_JOB_LEASE_MS: '600000' } })
      cleanup.push(
        () => removeDataDir(server.dataDir),
        () => server.stop(),
      )
      const [admin, photo] = await Promise.all([
        signedInStaff(server, { role: 'admin' }),
        makeTestPhoto({ width: 2400, height: 1600, seed: 13 }),
      ])
      const answer = await uploadMedia(server, admin, [{ name: 'berth.jpg', bytes: photo }])
      const id = answer.body.data?.[0]?.id ?? ''
      expect(
        await waitUntil(() => server.output().includes('media: making derivatives'), 30_000),
      ).toBe(true)

      const stopping = Date.now()
      expect(await server.stop()).toBe(0)
      // One encode at most, not the whole job.
      expect(Date.now() - stopping).toBeLessThan(15_000)
      expect(server.output()).toContain('media: job handed back on shutdown')

      // The lease is ten minutes: only a job handed back is taken at once, on either database.
      const restarted = await startServer({
        dataDir: server.dataDir,
        env: { MEDIA_JOB_LEASE_MS: '600000' },
      })
      cleanup.push(() => restarted.stop())
      const done = await waitForMedia(restarted, admin, id, 180_000)
      expect(done.status).toBe('ready')
      expect(done.derivatives).toHaveLength(36)
    },
  )
})

describe.skipIf(!USES_POSTGRES)('two servers on one PostgreSQL database', () => {
  it('both serve an upload made on one', { timeout: 180_000 }, async () => {
    const first = await startServer()
    cleanup.push(
      () => removeDataDir(first.dataDir),
      () => first.stop(),
    )
    const otherDir = await newDataDir()
    const databaseUrl = databaseUrlFor(first.dataDir) ?? ''
    const second = await startServer({ dataDir: otherDir, env: { DATABASE_URL: databaseUrl } })
    cleanup.push(
      () => removeDataDir(otherDir),
      () => second.stop(),
    )
    const [admin, photo] = await Promise.all([
      signedInStaff(first, { role: 'admin' }),
      makeTestPhoto({ width: 1000, height: 750, seed: 12 }),
    ])
    const answer = await uploadMedia(first, admin, [{ name: 'warehouse.jpg', bytes: photo }])
    expect(answer.status).toBe(200)
    const ready = await waitForMedia(first, admin, answer.body.data?.[0]?.id ?? '')
    expect(ready.status).toBe('ready')
    for (const derivative of ready.derivatives) {
      const [fromFirst, fromSecond] = await Promise.all([
        fetchFile(first, derivative.url),
        fetchFile(second, derivative.url),
      ])
      expect(fromSecond.status, derivative.url).toBe(200)
      expect(fromSecond.bytes.equals(fromFirst.bytes)).toBe(true)
    }
  })
})

describe('a photo stored before its places had their own aspects', () => {
  it(
    'gets the aspects it lacks from the background job, once across the servers, and stays on its pages meanwhile',
    { timeout: 240_000 },
    async () => {
      const server = await startServer()
      cleanup.push(
        () => removeDataDir(server.dataDir),
        () => server.stop(),
      )
      const [admin, photo] = await Promise.all([
        signedInStaff(server, { role: 'admin' }),
        makeTestPhoto({ width: 1200, height: 900, seed: 14 }),
      ])
      const answer = await uploadMedia(server, admin, [{ name: 'apron.jpg', bytes: photo }])
      const id = answer.body.data?.[0]?.id ?? ''
      const made = await waitForMedia(server, admin, id)
      expect(made.status).toBe('ready')
      const wideUrls = made.derivatives.filter((file) => file.aspect === '16x9').map((f) => f.url)
      expect(server.output()).not.toContain('media: making missing sizes')
      await server.stop()

      // As the code before the 3:2, 8:9 and 2:3 aspects left it: 4:3 and square crops beside
      // 16:9, no phone crop for home's hero.
      await runSql(server.dataDir, [
        "update media_derivatives set aspect = '4x3' where aspect = '3x2'",
        "update media_derivatives set aspect = '1x1' where aspect = '8x9'",
        "delete from media_derivatives where aspect = '2x3'",
      ])
      expect(await withServerDatabase(server.dataDir, countPhotosLackingASize)).toBe(1)
      const servers = await restartSharingDatabase(server.dataDir, cleanup, { METRICS_PORT: '0' })
      const [first] = servers

      const wanted = Object.keys(PHOTO_ASPECTS).toSorted()
      const aspectsOf = (item: { derivatives: { aspect: string }[] }) =>
        [...new Set(item.derivatives.map((file) => file.aspect))].toSorted()
      let current = await getMedia(first, admin, id)
      const seen = [current.status]
      const deadline = Date.now() + 120_000
      while (aspectsOf(current).join() !== wanted.join() && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 300))
        current = await getMedia(first, admin, id)
        seen.push(current.status)
      }
      expect(aspectsOf(current)).toEqual(wanted)
      // Ready throughout: its pages show its nearest aspect until the new ones are in.
      expect(new Set(seen)).toEqual(new Set(['ready']))
      // Only what was missing was made; the retired crops are gone.
      expect(current.derivatives.filter((f) => f.aspect === '16x9').map((f) => f.url)).toEqual(
        wideUrls,
      )
      // The phone's crop of home's hero in its one width.
      expect(
        current.derivatives
          .filter((file) => file.aspect === '2x3')
          .map((file) => `${file.width} ${file.format}`),
      ).toEqual(['480 avif', '480 jpeg', '480 webp'])
      // No server has anything more to do: no photo lacks a size, so none is claimed again.
      for (const running of servers) {
        expect(await waitUntil(() => mediaSettled(metricsUrlOf(running)))).toBe(true)
      }
      const jobs = servers
        .map((running) => running.output().split('media: making missing sizes').length - 1)
        .reduce((sum, count) => sum + count, 0)
      expect(jobs).toBe(1)
      for (const file of current.derivatives.filter((f) => f.aspect !== '16x9')) {
        for (const running of servers) {
          const served = await fetchFile(running, file.url)
          expect(served.status, file.url).toBe(200)
          const { width, height } = await sharp(served.bytes).metadata()
          expect([width, height]).toEqual([file.width, file.height])
        }
        expect(file.width / file.height).toBeCloseTo(
          PHOTO_ASPECTS[file.aspect as keyof typeof PHOTO_ASPECTS],
          1,
        )
      }
    },
  )
})

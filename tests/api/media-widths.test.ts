// Issue 23, photos as light as their place on a phone: a photo stored before a width of
// PHOTO_WIDTHS existed (720 px, a phone's card at 2×) gets it from the background job that
// gives old photos their missing aspects: once across the servers, only the widths that fit its
// crops, staying ready and on its pages meanwhile; a photo that lacks nothing is never taken.
import { afterAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { PHOTO_WIDTHS } from '#schemas/media.ts'
import type { MediaItem } from '#schemas/media.ts'
import { makeTestPhoto } from '../support/photos.ts'
import { fetchFile, getMedia, runSql, uploadMedia, waitForMedia } from './support/media.ts'
import { restartSharingDatabase, removeDataDir, startServer } from './support/server.ts'
import { signedInStaff } from './support/staff.ts'

const NEW_WIDTH = 720

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {})
})

const sizesOf = (item: MediaItem) =>
  item.derivatives.map(({ aspect, width, format }) => `${aspect} ${width} ${format}`).toSorted()

describe('a photo stored before the 720 px width existed', () => {
  it(
    'gets it from the background job where it fits its crops, once across the servers, staying ready',
    { timeout: 240_000 },
    async () => {
      expect(PHOTO_WIDTHS).toContain(NEW_WIDTH)
      const server = await startServer()
      cleanup.push(
        () => removeDataDir(server.dataDir),
        () => server.stop(),
      )
      // 1200 × 900: every crop is wider than 720 px. 800 × 600: its 16:9 and 3:2 crops are
      // 800 px wide, with no file wider than 720 (480 only), and its 8:9 crop, 533 px wide,
      // has no room for 720. 600 × 400: no crop fits 720; it lacks nothing.
      const [admin, large, narrow, small] = await Promise.all([
        signedInStaff(server, { role: 'admin' }),
        makeTestPhoto({ width: 1200, height: 900, seed: 21 }),
        makeTestPhoto({ width: 800, height: 600, seed: 22 }),
        makeTestPhoto({ width: 600, height: 400, seed: 23 }),
      ])
      const answer = await uploadMedia(server, admin, [
        { name: 'gantry.jpg', bytes: large },
        { name: 'forklift.jpg', bytes: narrow },
        { name: 'pallet.jpg', bytes: small },
      ])
      expect(answer.status).toBe(200)
      const ids = (answer.body.data ?? []).map((item) => item.id)
      expect(ids).toHaveLength(3)
      const made: MediaItem[] = []
      for (const id of ids) {
        const item = await waitForMedia(server, admin, id)
        expect(item.status).toBe('ready')
        made.push(item)
      }
      const [largeMade, narrowMade, smallMade] = made
      if (!largeMade || !narrowMade || !smallMade) throw new Error('not all made')
      // New uploads get the width with the others.
      const widthsOf = (item: MediaItem, aspect: string) => [
        ...new Set(item.derivatives.filter((f) => f.aspect === aspect).map((f) => f.width)),
      ]
      expect(widthsOf(largeMade, '3x2')).toEqual([480, 720, 960])
      expect(widthsOf(narrowMade, '16x9')).toEqual([480, 720])
      expect(widthsOf(narrowMade, '8x9')).toEqual([480])
      expect(widthsOf(smallMade, '3x2')).toEqual([480])
      expect(server.output()).not.toContain('media: making missing sizes')
      await server.stop()

      // As the code before the 720 px width left them.
      await runSql(server.dataDir, [`delete from media_derivatives where width = ${NEW_WIDTH}`])
      const servers = await restartSharingDatabase(server.dataDir, cleanup)
      const [first] = servers

      const wanted = made.map(sizesOf)
      const seen = new Set<string>()
      const deadline = Date.now() + 120_000
      let current = await Promise.all(ids.map((id) => getMedia(first, admin, id)))
      while (
        JSON.stringify(current.map(sizesOf)) !== JSON.stringify(wanted) &&
        Date.now() < deadline
      ) {
        for (const item of current) seen.add(item.status)
        await new Promise((resolve) => setTimeout(resolve, 300))
        current = await Promise.all(ids.map((id) => getMedia(first, admin, id)))
      }
      // Every size back, and its pages had the picture throughout.
      expect(current.map(sizesOf)).toEqual(wanted)
      expect(seen).toEqual(new Set(['ready']))
      // Only what was missing was made: the other files are the ones it had.
      const otherUrls = (items: MediaItem[]) =>
        items.map((item) => item.derivatives.filter((f) => f.width !== NEW_WIDTH).map((f) => f.url))
      expect(otherUrls(current)).toEqual(otherUrls(made))

      for (const file of current.flatMap((item) => item.derivatives)) {
        if (file.width !== NEW_WIDTH) continue
        for (const running of servers) {
          const served = await fetchFile(running, file.url)
          expect(served.status, file.url).toBe(200)
          const { width, height } = await sharp(served.bytes).metadata()
          expect([width, height]).toEqual([file.width, file.height])
        }
      }

      // Another look at the table finds nothing more to do: a server looks at it as it starts
      // (server/plugins/media.ts, onReady), and its stop waits for that look and any job it
      // took. Then one job per photo that lacked a width, across the servers, none for the one
      // that lacked nothing. (The servers before it stop first: the embedded database takes one.)
      for (const running of servers) await running.stop()
      const look = await startServer({ dataDir: server.dataDir })
      cleanup.push(() => look.stop())
      await look.stop()
      const output = [...servers, look].map((running) => running.output()).join('\n')
      const jobs = output.split('\n').filter((line) => line.includes('media: making missing sizes'))
      expect(jobs).toHaveLength(2)
      expect(jobs.some((line) => line.includes(smallMade.id))).toBe(false)
    },
  )
})

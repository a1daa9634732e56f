/**
 * The media library's cost on this machine (part of `npm run bench`): for each generated 4000 px
 * phone photo (3–6 MB JPEG with EXIF GPS, tests/support/photos.ts), the upload's work (type and
 * size checks, decoding, rotating and re-encoding without metadata) and then the background job
 * (every derivative: three aspects × three widths × AVIF, WebP and JPEG, stored in one
 * transaction), in this process on a scratch embedded database, timed until the picture is
 * 'ready'. HTTP is left out: it adds nothing to the seconds the encoders take.
 */
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { openDatabase } from '#server/db/client.ts'
import { media, mediaDerivatives } from '#server/db/schema.ts'
import { prepareUpload } from '#server/media/images.ts'
import { MediaWorker } from '#server/media/worker.ts'
import { makeTestPhoto } from '../tests/support/photos.ts'

export async function benchMedia(photos = 3): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dbl-bench-media-'))
  const handle = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })
  const worker = new MediaWorker({
    db: handle.db,
    leaseMs: 60_000,
    exclusive: true,
    log: pino({ level: 'warn' }),
    pollMs: 200,
  })
  console.log(`\nMedia: upload → derivatives ready, ${photos} generated 4000 × 3000 photos`)
  console.log(
    `${'photo'.padEnd(8)} ${'JPEG MB'.padStart(8)} ${'upload s'.padStart(9)} ${'job s'.padStart(7)} ${'total s'.padStart(8)} ${'files'.padStart(6)} ${'KB made'.padStart(8)}`,
  )
  const totals: number[] = []
  try {
    await worker.start()
    for (let seed = 1; seed <= photos; seed++) {
      const photo = await makeTestPhoto({ seed })
      const started = performance.now()
      const image = await prepareUpload({
        fileName: `photo-${seed}.jpg`,
        declaredType: 'image/jpeg',
        bytes: photo,
        kind: 'photo',
      })
      const id = randomUUID()
      await handle.db.insert(media).values({
        id,
        kind: 'photo',
        original: image.bytes,
        mime: image.mime,
        originalName: `photo-${seed}.jpg`,
        width: image.width,
        height: image.height,
        alt: { en: '', bn: '' },
      })
      const uploaded = performance.now()
      worker.wake()
      for (;;) {
        const [row] = await handle.db
          .select({ status: media.status })
          .from(media)
          .where(eq(media.id, id))
        if (row?.status !== 'processing') break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const ready = performance.now()
      const made = await handle.db
        .select({ content: mediaDerivatives.content })
        .from(mediaDerivatives)
        .where(eq(mediaDerivatives.mediaId, id))
      const bytes = made.reduce((sum, { content }) => sum + content.length, 0)
      totals.push((ready - started) / 1000)
      console.log(
        `${String(seed).padEnd(8)} ${(photo.length / 1024 / 1024).toFixed(1).padStart(8)} ` +
          `${((uploaded - started) / 1000).toFixed(1).padStart(9)} ` +
          `${((ready - uploaded) / 1000).toFixed(1).padStart(7)} ` +
          `${((ready - started) / 1000).toFixed(1).padStart(8)} ${String(made.length).padStart(6)} ` +
          `${Math.round(bytes / 1024)
            .toString()
            .padStart(8)}`,
      )
    }
    const mean = totals.reduce((sum, value) => sum + value, 0) / totals.length
    console.log(`Seconds per 4000 px photo, upload to derivatives ready: ${mean.toFixed(1)} (mean)`)
  } finally {
    await worker.stop()
    await handle.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

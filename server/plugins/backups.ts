import path from 'node:path'
import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { makePrivateDir } from '#server/backup/atomic-file.ts'
import { backupFileName, periodStart, pruneBackups } from '#server/backup/schedule.ts'
import { takeBackup } from '#server/backup/take.ts'

/** setTimeout's longest delay; a longer wait is done in several. */
const MAX_TIMER_MS = 2 ** 31 - 1
const HOUR = 3_600_000

/**
 * Scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): one in each period, taken as soon
 * as a server runs in it. Of the servers sharing a database, the first to count a hit on the
 * period's counter in the database takes it (the shared-limit counters: one statement, so two
 * servers cannot both be first); the others, and a server restarted within the period, skip it.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    const { BACKUP_DIR: dirSetting, BACKUP_EVERY: everySetting, BACKUP_KEEP: keep } = env
    if (dirSetting === undefined || everySetting === undefined) return
    const dir = path.resolve(dirSetting)
    const everyMs: number = everySetting
    await makePrivateDir(dir)

    const aborter = new AbortController()
    let timer: NodeJS.Timeout | undefined
    let running: Promise<void> | undefined

    async function backUpThisPeriod() {
      const period = periodStart(Date.now(), everyMs)
      const claim = await fastify.limitStore.hit(
        'scheduled-backup',
        String(period),
        period + everyMs - Date.now(),
      )
      if (claim.count > 1) return
      const file = path.join(dir, backupFileName(new Date(period)))
      const started = Date.now()
      const { manifest } = await takeBackup(fastify.dbSource, file, aborter.signal)
      const pruned = await pruneBackups(dir, keep, Math.max(2 * everyMs, HOUR))
      fastify.log.info(
        { file, bytes: manifest.payload.bytes, ms: Date.now() - started, pruned },
        'scheduled backup written',
      )
    }

    function scheduleNext() {
      if (aborter.signal.aborted) return
      const next = periodStart(Date.now(), everyMs) + everyMs
      timer = setTimeout(
        () => {
          if (Date.now() < next) return scheduleNext()
          run()
        },
        Math.min(next - Date.now(), MAX_TIMER_MS),
      )
    }

    function run() {
      running = backUpThisPeriod()
        .catch((error: unknown) => {
          if (!aborter.signal.aborted) fastify.log.error({ err: error }, 'scheduled backup failed')
        })
        .finally(() => {
          running = undefined
          scheduleNext()
        })
    }

    fastify.addHook('onReady', async () => run())
    // Before the database closes (hooks close in reverse order): pg_dump is stopped, a PGlite
    // copy in progress is let finish.
    fastify.addHook('onClose', async () => {
      aborter.abort()
      clearTimeout(timer)
      await running
    })
  },
  { name: 'backups', dependencies: ['db', 'rate-limits'] },
)

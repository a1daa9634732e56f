import type { FastifyInstance } from 'fastify'

/** How often a server looks whether today's work is done: soon after midnight in Dhaka. */
const LOOK_EVERY_MS = 10 * 60_000

/**
 * A once-a-Dhaka-day job (its own marker in periodic_runs decides whether today's is done, across
 * servers): looked for when the server is ready, that look awaited so a listening server has
 * done it, then every ten minutes, one look at a time; a failure is logged and tried again at
 * the next look. The server closes only after the look in progress.
 */
export function lookDaily(fastify: FastifyInstance, name: string, look: () => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  const start = () => {
    running ??= look()
      .catch((error: unknown) => {
        fastify.log.error({ err: error }, `${name} failed; trying again later`)
      })
      .finally(() => {
        running = undefined
      })
  }
  fastify.addHook('onReady', async () => {
    start()
    await running
    timer = setInterval(start, LOOK_EVERY_MS)
    timer.unref()
  })
  fastify.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}

import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_ARGS, testChromiumPath } from '../../support/chromium.ts'

/**
 * One Chromium for all the e2e files a Vitest worker runs: the e2e projects run their files one
 * after another in the same process (isolate: false), and each file works in browser contexts of
 * its own, which share no cookies, storage or cache with another's, and closes them when it ends.
 * A launch cost 0.6 s of CPU, and as much wall time, for each of some fifty files (decision 0013,
 * Browser pages). Kept on globalThis, which outlives the files' modules; Playwright closes the
 * browser when the worker exits. A browser that has gone (a crash) is replaced.
 */
const worker = globalThis as typeof globalThis & { dblWorkerBrowser?: Promise<Browser> }

export async function workerBrowser(): Promise<Browser> {
  const current = await worker.dblWorkerBrowser
  if (current?.isConnected()) return current
  worker.dblWorkerBrowser = chromium.launch({
    executablePath: testChromiumPath(),
    args: CHROMIUM_ARGS,
  })
  return worker.dblWorkerBrowser
}

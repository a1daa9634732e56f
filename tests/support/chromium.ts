import { existsSync } from 'node:fs'

/** Debian's Chromium; tools that download their own browser cannot run on these machines. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * The browser of the end-to-end tests: Debian's chromium-headless-shell, the same Chromium
 * release (Blink and V8) built without the desktop browser's window, profile and UI layers, as
 * Playwright's own headless tests use. A page costs it a third of the CPU the full browser takes
 * (decision 0017). TEST_CHROMIUM names another binary, e.g. `/usr/bin/chromium` to run the
 * suite on the full browser; a machine without the shell uses the full browser and says so.
 * Lighthouse and the screenshots keep the full browser (CHROMIUM_PATH), as a visitor has.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'

export function testChromiumPath(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string {
  const chosen = env.TEST_CHROMIUM
  if (chosen) return chosen
  if (exists(HEADLESS_SHELL_PATH)) return HEADLESS_SHELL_PATH
  if (env.CI) throw new Error(`${HEADLESS_SHELL_PATH} is missing: .ci/run installs it`)
  console.warn(
    `${HEADLESS_SHELL_PATH} not found: the end-to-end tests run on ${CHROMIUM_PATH}, at about ` +
      'three times the CPU. apt-get install chromium-headless-shell; CI always does.',
  )
  return CHROMIUM_PATH
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Any request to another host fails at once, so a stray third-party request shows up.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
]

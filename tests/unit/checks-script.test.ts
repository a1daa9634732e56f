import { execFile } from 'node:child_process'
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

// scripts/checks.sh, the checks `npm test` makes before Vitest, run with a stand-in `npm` first
// on PATH: it records each step, and the first step of each lane waits until the other lane's
// first step has begun, which only checks run side by side live through.
const SCRIPT = fileURLToPath(new URL('../../scripts/checks.sh', import.meta.url))

const FAKE_NPM = `#!/usr/bin/env bash
step=$3
echo "$step" >> "$FAKE_DIR/ran"
touch "$FAKE_DIR/began-$step"
wait_for() {
  for _ in $(seq 100); do [ -e "$FAKE_DIR/began-$1" ] && return 0; sleep 0.05; done
  echo "$step: $1 never began beside it"; return 1
}
case "$step" in
  format:check) wait_for typecheck || exit 3 ;;
  typecheck) wait_for format:check || exit 3 ;;
esac
echo "output of $step"
[ "$step" = "$FAIL_STEP" ] && { echo "$step found a problem"; exit 2; }
exit 0
`

let fakeDir = ''
beforeEach(async () => {
  fakeDir = await mkdtemp(path.join(tmpdir(), 'dbl-checks-'))
  await writeFile(path.join(fakeDir, 'npm'), FAKE_NPM)
  await chmod(path.join(fakeDir, 'npm'), 0o700)
})
afterEach(() => rm(fakeDir, { recursive: true, force: true }))

async function runChecks(failStep = '') {
  const env = { ...process.env, PATH: `${fakeDir}:${process.env.PATH}`, FAKE_DIR: fakeDir }
  const result = await promisify(execFile)('bash', [SCRIPT], {
    env: { ...env, FAIL_STEP: failStep },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  )
  const ran = (await readFile(path.join(fakeDir, 'ran'), 'utf8')).trim().split('\n')
  return { ...result, ran }
}

describe('scripts/checks.sh', () => {
  it('runs every check once, two at a time, and passes when all pass', async () => {
    const { code, stdout, ran } = await runChecks()
    expect(stdout).not.toContain('never began beside it')
    expect(code).toBe(0)
    expect(ran.toSorted()).toEqual(['build', 'format:check', 'lint', 'openapi:check', 'typecheck'])
    // The OpenAPI check lints the documents the built app serves: after the build, never while
    // it is written.
    expect(ran.indexOf('openapi:check')).toBeGreaterThan(ran.indexOf('build'))
    // Each lane's output comes whole, not interleaved with the other's.
    expect(stdout.trim().split('\n')).toEqual([
      'output of format:check',
      'output of build',
      'output of openapi:check',
      'output of typecheck',
      'output of lint',
    ])
  })

  it('fails when one check fails, says which and what it printed, and the other lane still runs whole', async () => {
    const { code, stdout, ran } = await runChecks('format:check')
    expect(code).not.toBe(0)
    expect(stdout).toContain('format:check found a problem')
    expect(stdout).toContain('npm run format:check failed')
    // What came after it in its lane is not run; the other lane's checks are.
    expect(ran.toSorted()).toEqual(['format:check', 'lint', 'typecheck'])
  })

  it('fails when a check of the other lane fails', async () => {
    const { code, stdout } = await runChecks('lint')
    expect(code).not.toBe(0)
    expect(stdout).toContain('npm run lint failed')
  })
})

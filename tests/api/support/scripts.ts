import { execFile } from 'node:child_process'
import { childEnv, NODE, nodeScript, ROOT, withUmask } from './server.ts'

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

/** Far above a slow start on a busy machine (a few seconds); a call that takes longer is stuck. */
const SCRIPT_TIMEOUT_MS = 60_000

/**
 * Runs one of the project's scripts (`scripts/staff.ts`, `scripts/backup.ts`…) on a data
 * folder's database, as `npm run` would. A call still running after SCRIPT_TIMEOUT_MS is killed
 * and throws, naming the call and what it printed, so a hang says where it is instead of timing
 * the whole test out.
 */
export function runScript(
  script: string,
  dataDir: string,
  args: string[],
  options: { stdin?: string; env?: Record<string, string>; umask?: number } = {},
): Promise<CliResult> {
  const [command, argv] = withUmask(options.umask, NODE, nodeScript(script, ...args))
  return new Promise((resolve, reject) => {
    const child = execFile(
      command,
      argv,
      {
        cwd: ROOT,
        env: childEnv(dataDir, { LOG_LEVEL: 'silent', ...options.env }),
        timeout: SCRIPT_TIMEOUT_MS,
      },
      (error, stdout, stderr) => {
        if (error?.killed) {
          const call = `${script} ${args.join(' ')}`
          reject(
            new Error(
              `${call} was still running after ${SCRIPT_TIMEOUT_MS} ms:\n${stdout}\n${stderr}`,
            ),
          )
          return
        }
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, stdout, stderr })
      },
    )
    // Not a terminal either way: with no input the staff tool must be told --link.
    child.stdin?.end(options.stdin ?? '')
  })
}

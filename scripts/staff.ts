/**
 * Staff accounts from the server's shell. No account has a default password, and nobody can
 * register: the first admin is made here.
 *
 *   npm run staff -- add --email E --name N --role admin|sales|hr|editor|pricing
 *       With a password on standard input (echo … | npm run staff -- add …) it is set at once;
 *       from a terminal, or with --link, a one-time set-up link valid 24 hours is printed.
 *   npm run staff -- list
 *   npm run staff -- disable --email E      ends the account's sessions at once
 *   npm run staff -- enable --email E
 *   npm run staff -- reset --email E        removes password, authenticator and passkeys;
 *                                           prints a new set-up link
 *
 * With PostgreSQL (DATABASE_URL) the tool opens the database itself. With the embedded database
 * it does so when no server is running; while one is, it hands the command to that server over
 * DATA_DIR/staff-admin.sock, so the server never has to stop.
 */
import { request } from 'node:http'
import { parseArgs } from 'node:util'
import {
  StaffCommandSchema,
  type StaffCommand,
  type StaffCommandResult,
} from '#schemas/staff-commands.ts'
import { resolvePackagesOnce } from '#server/package-resolution.ts'

// Before the database's and the auth library's packages load: they are imported below.
resolvePackagesOnce()
const [{ parseEnv }, { ApiError }, { restrictNewFiles }, toolDatabase, { runStaffCommand }] =
  await Promise.all([
    import('#schemas/env.ts'),
    import('#server/errors.ts'),
    import('#server/private-files.ts'),
    import('./support/tool-database.ts'),
    import('#server/staff/commands.ts'),
  ])
const { closeToolDatabase, openToolDatabase } = toolDatabase

const USAGE = `Usage:
  npm run staff -- add --email E --name N --role admin|sales|hr|editor|pricing [--link]
  npm run staff -- list
  npm run staff -- disable --email E
  npm run staff -- enable --email E
  npm run staff -- reset --email E`

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function readCommand(): Promise<StaffCommand> {
  let parsed
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        link: { type: 'boolean', default: false },
      },
    })
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`)
  }
  const { positionals, values } = parsed
  const [command] = positionals
  let password: string | undefined
  if (command === 'add' && !values.link && !process.stdin.isTTY) {
    // The first line; a trailing newline from echo or a file is not part of the password.
    password = (await readStdin()).split(/\r?\n/, 1)[0] ?? ''
    if (password === '') fail('Standard input held no password. Pipe one in, or use --link.')
  }
  const result = StaffCommandSchema.safeParse({ command, ...values, password })
  if (!result.success) {
    const issue = result.error.issues[0]
    const field = issue?.path.join('.')
    fail(`${field ? `${field}: ` : ''}${issue?.message ?? 'not a command'}\n${USAGE}`)
  }
  return result.data
}

function askServer(socketPath: string, command: StaffCommand): Promise<StaffCommandResult> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath, path: '/', method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = ''
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
        response.on('end', () => {
          const body = JSON.parse(text) as StaffCommandResult & { message: string }
          if (response.statusCode === 200) resolve(body)
          else reject(new ApiError(response.statusCode ?? 500, body.message))
        })
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(command))
  })
}

function print(result: StaffCommandResult) {
  console.log(result.message)
  for (const account of result.accounts ?? []) {
    const factors = [
      account.hasPassword ? 'password' : 'no password yet',
      account.twoFactorEnabled ? 'authenticator' : null,
      account.passkeys > 0 ? `${account.passkeys} passkey(s)` : null,
    ].filter(Boolean)
    console.log(
      `${account.email}\t${account.name}\t${account.role}\t${account.disabled ? 'disabled' : 'active'}\t${factors.join(', ')}`,
    )
  }
  if (result.accounts?.length === 0) console.log('(none yet)')
  if (result.link) {
    console.log(`\nSet-up link (works once, for 24 hours):\n${result.link}`)
  }
}

async function main() {
  restrictNewFiles()
  const command = await readCommand()
  const env = parseEnv(process.env)
  const database = await openToolDatabase(env, 'the command goes to it')
  if ('serverSocket' in database) {
    print(await askServer(database.serverSocket, command))
    return
  }
  const { handle } = database
  try {
    print(await runStaffCommand(handle.db, env.SITE_URL, command))
  } finally {
    await closeToolDatabase(handle)
  }
}

// A command-line tool ends once its work is done, whatever a library still holds open.
main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    if (error instanceof ApiError) fail(error.message)
    console.error(error)
    process.exit(1)
  })

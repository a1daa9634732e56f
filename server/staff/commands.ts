import type { StaffAccount } from '#schemas/staff.ts'
import type { StaffCommand, StaffCommandResult } from '#schemas/staff-commands.ts'
import { writeAudit } from '#server/audit/log.ts'
import type { Database } from '#server/db/client.ts'
import { ApiError } from '#server/errors.ts'
import {
  createAccount,
  findAccount,
  issueSetupToken,
  listAccounts,
  resetAccount,
  setDisabled,
  setPassword,
  setupLink,
} from './accounts.ts'
import { newPasswordProblem } from './passwords.ts'

async function auditCli(db: Database, action: string, account: StaffAccount, detail = {}) {
  await writeAudit(db, {
    actorId: null,
    action,
    target: account.id,
    detail: { email: account.email, via: 'command line', ...detail },
  })
}

async function existing(db: Database, email: string): Promise<StaffAccount> {
  const account = await findAccount(db, { email })
  if (!account) throw new ApiError(404, `No account for ${email}`)
  return account
}

/** Runs one staff command against the database. Bad input throws an ApiError with a plain message. */
export async function runStaffCommand(
  db: Database,
  siteUrl: string,
  command: StaffCommand,
): Promise<StaffCommandResult> {
  switch (command.command) {
    case 'list':
      return { message: 'Staff accounts', accounts: await listAccounts(db) }
    case 'add': {
      const { password } = command
      // Checked before the account exists, so a refused password leaves nothing behind.
      const problem = password === undefined ? null : newPasswordProblem(password)
      if (problem) throw new ApiError(400, problem, { password: problem })
      const account = await createAccount(db, command)
      await auditCli(db, 'account.add', account, { role: account.role })
      if (password !== undefined) {
        await setPassword(db, account.id, password)
        return {
          message: `Added ${account.email} (${account.role}) with the password given`,
          account,
        }
      }
      const link = setupLink(siteUrl, await issueSetupToken(db, account.id))
      return { message: `Added ${account.email} (${account.role})`, account, link }
    }
    case 'disable':
    case 'enable': {
      const account = await existing(db, command.email)
      await setDisabled(db, account.id, command.command === 'disable')
      await auditCli(db, `account.${command.command}`, account)
      const after = await existing(db, command.email)
      return {
        message:
          command.command === 'disable'
            ? `Disabled ${after.email}: its sessions have ended`
            : `Enabled ${after.email}`,
        account: after,
      }
    }
    case 'reset': {
      const account = await existing(db, command.email)
      const link = setupLink(siteUrl, await resetAccount(db, account.id))
      await auditCli(db, 'account.reset', account)
      return {
        message: `Reset ${account.email}: password, authenticator and passkeys removed, sessions ended`,
        account: await existing(db, command.email),
        link,
      }
    }
  }
}

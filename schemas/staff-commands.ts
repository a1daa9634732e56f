/**
 * What `npm run staff` can ask, whether it opens the database itself or asks the running server
 * (server/plugins/staff-admin-socket.ts), and what it answers.
 */
import { z } from './zod.ts'
import { StaffRoleSchema, type StaffAccount } from './staff.ts'
import { lineText } from './text.ts'

const CommandEmailSchema = lineText('--email must not contain control characters')
  .trim()
  .toLowerCase()

export const StaffCommandSchema = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('add'),
    email: CommandEmailSchema.pipe(z.email({ error: 'add needs --email with an email address' })),
    name: lineText('--name must not contain control characters').trim().min(1, 'add needs --name'),
    role: StaffRoleSchema,
    /** Absent: a set-up link is made instead. */
    password: lineText('The password must not contain control characters').optional(),
  }),
  z.object({ command: z.literal('list') }),
  z.object({ command: z.literal('disable'), email: CommandEmailSchema }),
  z.object({ command: z.literal('enable'), email: CommandEmailSchema }),
  z.object({ command: z.literal('reset'), email: CommandEmailSchema }),
])
export type StaffCommand = z.infer<typeof StaffCommandSchema>

export interface StaffCommandResult {
  message: string
  account?: StaffAccount
  accounts?: StaffAccount[]
  /** A one-time set-up link, valid 24 hours. */
  link?: string
}

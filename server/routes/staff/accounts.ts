import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { errorResponses } from '#schemas/api.ts'
import {
  StaffAccountListResponseSchema,
  StaffAccountResponseSchema,
  StaffAccountUpdateSchema,
  StaffInviteSchema,
} from '#schemas/staff.ts'
import {
  createAccount,
  findAccount,
  issueSetupToken,
  listAccounts,
  resetAccount,
  updateAccount,
} from '#server/staff/accounts.ts'
import { staffActor } from '#server/audit/log.ts'
import { sendSetupLink } from '#server/staff/invitations.ts'
import { ApiError } from '#server/errors.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'
import { lineText } from '#schemas/text.ts'

const AccountParamsSchema = z.object({
  id: lineText('The account id must not contain control characters').min(1).max(100),
})

/** Admins manage accounts: invite, change role, disable or enable, reset. */
const accountRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const adminOnly = { staffAccess: ['admin'] } as const

  fastify.get(
    '/api/staff/accounts',
    {
      config: adminOnly,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'listStaffAccounts',
        tags: ['Staff accounts'],
        summary: 'Every staff account',
        response: {
          200: StaffAccountListResponseSchema,
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async () => ({ data: await listAccounts(fastify.db) }),
  )

  fastify.post(
    '/api/staff/accounts',
    {
      config: adminOnly,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'inviteStaffAccount',
        tags: ['Staff accounts'],
        summary: 'Invite a colleague: the set-up link goes out by email',
        body: StaffInviteSchema,
        response: {
          200: StaffAccountResponseSchema,
          ...errorResponses(400, 401, 403, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const account = await createAccount(fastify.db, request.body)
      const token = await issueSetupToken(fastify.db, account.id)
      const auditId = await fastify.audit({
        actorId: request.staff.id,
        action: 'account.invite',
        target: account.id,
        ip: request.ip,
        detail: { email: account.email, role: account.role },
      })
      await sendSetupLink(fastify, account, token, auditId)
      return { data: account }
    },
  )

  fastify.post(
    '/api/staff/accounts/:id',
    {
      config: adminOnly,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'updateStaffAccount',
        tags: ['Staff accounts'],
        summary: 'Change the role of an account, or disable or enable it',
        params: AccountParamsSchema,
        body: StaffAccountUpdateSchema,
        response: {
          200: StaffAccountResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request) => ({
      data: await updateAccount(fastify.db, staffActor(request), request.params.id, request.body),
    }),
  )

  fastify.post(
    '/api/staff/accounts/:id/reset',
    {
      config: adminOnly,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'resetStaffAccount',
        tags: ['Staff accounts'],
        summary:
          'Start an account over: a new set-up link by email; password, authenticator and passkeys removed',
        params: AccountParamsSchema,
        response: {
          200: StaffAccountResponseSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const account = await findAccount(fastify.db, { id: request.params.id })
      if (!account) throw new ApiError(404, 'No such account')
      if (account.id === request.staff.id) {
        throw new ApiError(400, 'Ask another admin to reset your own account')
      }
      const token = await resetAccount(fastify.db, account.id)
      const auditId = await fastify.audit({
        actorId: request.staff.id,
        action: 'account.reset',
        target: account.id,
        ip: request.ip,
        detail: { email: account.email },
      })
      await sendSetupLink(fastify, account, token, auditId)
      const after = await findAccount(fastify.db, { id: account.id })
      if (!after) throw new ApiError(404, 'No such account')
      return { data: after }
    },
  )
}

export default accountRoutes

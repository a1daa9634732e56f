import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { dataEnvelope, errorResponses } from '#schemas/api.ts'
import {
  AccountRequestRowSchema,
  ApproveRequestSchema,
  CompanyIdParamsSchema,
  CompanyPersonParamsSchema,
  CompanyInputSchema,
  CompanySchema,
  CompanyWithPeopleSchema,
  InvitePersonSchema,
  PersonSchema,
} from '#schemas/customer-accounts.ts'
import {
  AddressTakenError,
  createCompany,
  findPerson,
  listCompanies,
  loadCompany,
} from '#server/account/people.ts'
import {
  approveAccountRequest,
  openAccountRequests,
  refuseAccountRequest,
} from '#server/account/requests.ts'
import { ApiError } from '#server/errors.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'

const tags = ['Staff customers']
const config = { staffAccess: ['sales'] } as const
const CompanyResponseSchema = dataEnvelope(CompanyWithPeopleSchema)

const addressTaken = (email: string) =>
  new ApiError(409, `There is already a customer account for ${email}`, {
    email: 'This email address already has a customer account',
  })

/**
 * The workspace's customer companies (sales and admin): create one with its first person, who
 * is invited by email; invite more people; answer the requests visitors send from /account.
 * Every change is in the audit log.
 */
const staffCustomerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, customerAccounts } = fastify

  async function companyAnswer(id: number) {
    const company = await loadCompany(db, id)
    if (!company) throw new ApiError(404, 'Customer company not found')
    return { data: company }
  }

  /** Invites a company's first person, made with it, once the company has committed. */
  async function inviteOwner(request: FastifyRequest, companyId: number, email: string) {
    await customerAccounts.sendInvitation(request, email, request.staff.name)
    request.log.info({ customerCompanyId: companyId }, 'customer company created, owner invited')
    return companyAnswer(companyId)
  }

  fastify.get(
    '/api/staff/customers',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'listCustomerCompanies',
        tags,
        summary: 'Customer companies, by name',
        response: { 200: dataEnvelope(z.array(CompanySchema)), ...errorResponses(401, 403, 429) },
      },
    },
    async () => ({ data: await listCompanies(db) }),
  )

  fastify.post(
    '/api/staff/customers',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'createCustomerCompany',
        tags,
        summary: 'Create a customer company and invite its first person (its owner)',
        body: CompanyInputSchema,
        response: { 200: CompanyResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const { owner, ...company } = request.body
      const made = await createCompany(db, company, owner, request.staff.id, (tx, id) =>
        fastify
          .audit(
            {
              actorId: request.staff.id,
              action: 'customer.create',
              target: String(id),
              ip: request.ip,
              detail: { name: company.name, owner: owner.email },
            },
            tx,
          )
          .then(() => undefined),
      ).catch((error: unknown) => {
        throw error instanceof AddressTakenError ? addressTaken(owner.email) : error
      })
      return inviteOwner(request, made.companyId, owner.email)
    },
  )

  fastify.get(
    '/api/staff/customers/:id',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'getCustomerCompany',
        tags,
        summary: 'A customer company with its people',
        params: CompanyIdParamsSchema,
        response: { 200: CompanyResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => companyAnswer(request.params.id),
  )

  fastify.post(
    '/api/staff/customers/:id/people',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'inviteCustomerPerson',
        tags,
        summary: 'Invite a person into a customer company (as a member)',
        params: CompanyIdParamsSchema,
        body: InvitePersonSchema,
        response: {
          200: dataEnvelope(PersonSchema),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const companyId = request.params.id
      await companyAnswer(companyId)
      const target = { companyId, role: 'member' as const, invitedBy: request.staff.name }
      const person = await customerAccounts.invite(request, reply, target, request.body, 'en')
      await fastify.audit({
        actorId: request.staff.id,
        action: 'customer.invite',
        target: String(companyId),
        ip: request.ip,
        detail: { email: person.email },
      })
      return { data: person }
    },
  )

  fastify.post(
    '/api/staff/customers/:id/people/:personId/invitation',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'resendCustomerInvitation',
        tags,
        summary: "Send a person's invitation again",
        description:
          'A new sign-in link in an invitation email, in their language; the earlier links still work until they expire. Counted against the address’s link allowance.',
        params: CompanyPersonParamsSchema,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { id: companyId, personId } = request.params
      const person = await findPerson(db, personId)
      if (person?.companyId !== companyId) throw new ApiError(404, 'No such person in this company')
      await customerAccounts.resendInvitation(
        request,
        reply,
        person.email,
        request.staff.name,
        'en',
      )
      await fastify.audit({
        actorId: request.staff.id,
        action: 'customer.reinvite',
        target: String(companyId),
        ip: request.ip,
        detail: { email: person.email },
      })
      return { message: `Invitation sent again to ${person.email}.` }
    },
  )

  fastify.get(
    '/api/staff/account-requests',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'listAccountRequests',
        tags,
        summary: 'Requests for an account not answered yet, newest first',
        response: {
          200: dataEnvelope(z.array(AccountRequestRowSchema)),
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async () => ({ data: await openAccountRequests(db) }),
  )

  fastify.post(
    '/api/staff/account-requests/:id/approve',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'approveAccountRequest',
        tags,
        summary: 'Approve a request: its company is made and its sender invited as owner',
        params: CompanyIdParamsSchema,
        body: ApproveRequestSchema,
        response: { 200: CompanyResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const { id } = request.params
      const approved = await approveAccountRequest(db, id, request.body, request.staff.id).catch(
        (error: unknown) => {
          if (!(error instanceof AddressTakenError)) throw error
          throw new ApiError(409, 'The sender’s email address already has a customer account')
        },
      )
      await fastify.audit({
        actorId: request.staff.id,
        action: 'account-request.approve',
        target: String(id),
        ip: request.ip,
        detail: { companyId: approved.companyId },
      })
      return inviteOwner(request, approved.companyId, approved.owner.email)
    },
  )

  fastify.post(
    '/api/staff/account-requests/:id/refuse',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'refuseAccountRequest',
        tags,
        summary: 'Refuse a request for an account',
        params: CompanyIdParamsSchema,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      await refuseAccountRequest(db, request.params.id, request.staff.id)
      await fastify.audit({
        actorId: request.staff.id,
        action: 'account-request.refuse',
        target: String(request.params.id),
        ip: request.ip,
      })
      return { message: 'Request refused' }
    },
  )
}

export default staffCustomerRoutes

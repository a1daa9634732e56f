import { Link, useFetcher } from 'react-router'
import type { Route } from './+types/customers'
import { dataEnvelope } from '#schemas/api.ts'
import { z } from '#schemas/zod.ts'
import {
  AccountRequestRowSchema,
  CompanySchema,
  CompanyWithPeopleSchema,
  CUSTOMER_KIND_LABELS,
  type AccountRequestRow,
  type Company,
} from '#schemas/customer-accounts.ts'
import { staffApi } from '#app/staff/api.ts'
import { staffActionResult, submission } from '#app/staff/action-result.ts'
import { ActionAnswer } from '#app/components/staff/action-answer.tsx'
import { StaffTable, type StaffColumn } from '#app/components/staff/staff-table.tsx'
import { unlessForbidden, type StaffScreenHandle } from '#app/components/staff/access.tsx'
import {
  CustomerField,
  KindChoice,
  LanguageChoice,
} from '#app/components/staff/customers/customer-fields.tsx'
import '#app/components/staff/customers/customers.css'

export const handle: StaffScreenHandle = { staffRoles: ['sales'] }

export const meta = () => [{ title: 'Customers | Staff' }]

const NO_ERRORS: Record<string, string> = {}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { signal } = request
  const [companies, requests] = await Promise.all([
    unlessForbidden(
      staffApi('/api/staff/customers', dataEnvelope(z.array(CompanySchema)), { signal }),
    ),
    unlessForbidden(
      staffApi('/api/staff/account-requests', dataEnvelope(z.array(AccountRequestRowSchema)), {
        signal,
      }),
    ),
  ])
  return companies && requests && { companies: companies.data, requests: requests.data }
}

/** Approves a request (its company is made, its sender invited) or refuses it. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { intent, values } = await submission(request)
  const { id, company, ...approval } = values
  const path = `/api/staff/account-requests/${encodeURIComponent(String(id))}`
  return staffActionResult(async () => {
    if (intent === 'refuse') {
      await staffApi(`${path}/refuse`, z.object({ message: z.string() }), { body: {} })
      return `The request of ${String(company)} was refused.`
    }
    await staffApi(`${path}/approve`, dataEnvelope(CompanyWithPeopleSchema), { body: approval })
    return `${String(company)} has an account: its owner was invited by email.`
  })
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'
export { ignorePolling as shouldRevalidate } from '#app/staff/use-polling.ts'

/** One request, with what approving it needs that the visitor did not say. */
function RequestCard({ request }: { request: AccountRequestRow }) {
  const decider = useFetcher<typeof clientAction>({ key: 'account-request' })
  const answer = decider.state === 'idle' ? decider.data : undefined
  const form = `request-${request.id}`
  return (
    <li className="staff-panel">
      <h3>{request.company}</h3>
      <p>
        {request.name} · {request.email} · {request.phone} ·{' '}
        {request.language === 'bn' ? 'Bangla' : 'English'}
      </p>
      {request.message ? <p className="staff-request__message">{request.message}</p> : null}
      <decider.Form method="post" className="staff-form" noValidate>
        <input type="hidden" name="id" value={request.id} />
        <input type="hidden" name="company" value={request.company} />
        <KindChoice form={form} />
        <CustomerField
          form={form}
          name="country"
          label="Country"
          hint="Two letters: BD, DE, US…"
          errors={answer?.errors ?? NO_ERRORS}
        />
        <LanguageChoice form={form} name="language" />
        <div className="staff-actions">
          <button type="submit" name="intent" value="approve" className="button button--primary">
            Approve {request.company}
          </button>
          <button type="submit" name="intent" value="refuse" className="button button--outline">
            Refuse {request.company}
          </button>
        </div>
      </decider.Form>
    </li>
  )
}

const COMPANY_COLUMNS: StaffColumn<Company>[] = [
  {
    label: 'Name',
    inCard: 'row-header',
    cell: (company) => <Link to={`/staff/customers/${company.id}`}>{company.name}</Link>,
  },
  { label: 'Kind', cell: (company) => CUSTOMER_KIND_LABELS[company.kind] },
  { label: 'Country', cell: (company) => company.country },
  { label: 'Email', cell: (company) => company.email },
]

/** Customer companies, and the requests for an account still to answer. */
export default function StaffCustomers({ loaderData }: Route.ComponentProps) {
  const decider = useFetcher<typeof clientAction>({ key: 'account-request' })
  const answer = decider.state === 'idle' ? decider.data : undefined
  if (!loaderData) return null // the layout shows the refusal
  const { companies, requests } = loaderData
  return (
    <>
      <div className="staff-customers__top">
        <h1>Customers</h1>
        <Link to="/staff/customers/new" className="button button--accent">
          New customer
        </Link>
      </div>
      <ActionAnswer problem={answer?.problem} notice={answer?.notice} />
      <section aria-labelledby="requests-title">
        <h2 id="requests-title">Requests for an account</h2>
        {requests.length === 0 ? <p>No request is waiting.</p> : null}
        <ul className="staff-requests">
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </ul>
      </section>
      <h2 id="companies-title">Companies</h2>
      {companies.length === 0 ? <p>No customer company yet.</p> : null}
      {companies.length > 0 ? (
        <StaffTable
          aria-labelledby="companies-title"
          rows={companies}
          rowKey={(company) => company.id}
          columns={COMPANY_COLUMNS}
        />
      ) : null}
    </>
  )
}

import { useEffect, useRef } from 'react'
import { Link, useFetcher } from 'react-router'
import type { Route } from './+types/customer-detail'
import { dataEnvelope } from '#schemas/api.ts'
import { z } from '#schemas/zod.ts'
import {
  CUSTOMER_KIND_LABELS,
  CompanyWithPeopleSchema,
  PersonSchema,
  type Person,
} from '#schemas/customer-accounts.ts'
import { staffApi } from '#app/staff/api.ts'
import { staffActionResult, submission } from '#app/staff/action-result.ts'
import { ActionAnswer } from '#app/components/staff/action-answer.tsx'
import { StaffTable, type StaffColumn } from '#app/components/staff/staff-table.tsx'
import { unlessForbidden, type StaffScreenHandle } from '#app/components/staff/access.tsx'
import { CustomerField, LanguageChoice } from '#app/components/staff/customers/customer-fields.tsx'
import { CustomerWebhooks } from '#app/components/staff/customers/customer-webhooks.tsx'
import { CreatedWebhookSchema, WebhookSchema } from '#schemas/portal/notifications.ts'
import {
  CompanyShipments,
  loadCompanyShipments,
} from '#app/components/staff/customers/company-shipments.tsx'
import {
  CompanyBookings,
  loadCompanyBookings,
} from '#app/components/staff/customers/company-bookings.tsx'
import {
  CompanyDocuments,
  loadCompanyDocuments,
} from '#app/components/staff/customers/company-documents.tsx'
import '#app/components/fact-list.css'

export const handle: StaffScreenHandle = { staffRoles: ['sales'] }

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.data.name ?? 'Customer'} | Staff` },
]

const PEOPLE_COLUMNS: StaffColumn<Person>[] = [
  { label: 'Name', cell: (person) => person.name },
  { label: 'Email', cell: (person) => person.email },
  { label: 'Role', cell: (person) => (person.companyRole === 'owner' ? 'Owner' : 'Member') },
  { label: 'Language', cell: (person) => (person.language === 'bn' ? 'Bangla' : 'English') },
  { label: 'Signed in', cell: (person) => (person.signedIn ? 'Yes' : 'Not yet') },
]

const apiPath = (id: string) => `/api/staff/customers/${encodeURIComponent(id)}`
const NO_ERRORS: Record<string, string> = {}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const signal = request.signal
  return unlessForbidden(
    Promise.all([
      staffApi(apiPath(params.id), dataEnvelope(CompanyWithPeopleSchema), { signal }),
      staffApi(`${apiPath(params.id)}/webhooks`, dataEnvelope(z.array(WebhookSchema)), { signal }),
      loadCompanyShipments(params.id, signal),
      loadCompanyBookings(params.id, signal),
      loadCompanyDocuments(params.id, signal),
    ]).then(([company, webhooks, shipments, bookings, documents]) => ({
      ...company,
      webhooks: webhooks.data,
      shipments,
      bookings,
      documents,
    })),
  )
}

const MessageSchema = z.object({ message: z.string() })

/**
 * Invites a person into the company as a member (they are emailed a sign-in link), sends a
 * person who has not signed in yet their invitation again, or adds or removes a webhook
 * (`intent`).
 */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const { intent, values } = await submission(request)
  if (intent === 'reinvite') {
    return staffActionResult(async () => {
      const person = encodeURIComponent(String(values.person))
      const answer = await staffApi(
        `${apiPath(params.id)}/people/${person}/invitation`,
        MessageSchema,
        { body: {} },
      )
      return answer.message
    })
  }
  if (intent === 'add-webhook') {
    return staffActionResult(async () => {
      const { data } = await staffApi(
        `${apiPath(params.id)}/webhooks`,
        dataEnvelope(CreatedWebhookSchema),
        { body: { url: values.url } },
      )
      return `Webhook added. Its signing secret, shown this once: ${data.secret}`
    })
  }
  if (intent === 'remove-webhook') {
    return staffActionResult(async () => {
      const path = `${apiPath(params.id)}/webhooks/${encodeURIComponent(String(values.webhookId))}`
      await staffApi(`${path}/remove`, MessageSchema, { body: {} })
      return 'Webhook removed.'
    })
  }
  return staffActionResult(async () => {
    const { data } = await staffApi(`${apiPath(params.id)}/people`, dataEnvelope(PersonSchema), {
      body: values,
    })
    return `Invitation sent to ${data.email}.`
  })
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'
export { ignorePolling as shouldRevalidate } from '#app/staff/use-polling.ts'

/**
 * A customer company: its details, its people, shipments, bookings and documents waiting, and an
 * invitation for one more.
 */
export default function CustomerDetail({ loaderData }: Route.ComponentProps) {
  const inviter = useFetcher<typeof clientAction>()
  const reinviter = useFetcher<typeof clientAction>()
  const reinvited = reinviter.state === 'idle' ? reinviter.data : undefined
  const answer = inviter.state === 'idle' ? inviter.data : undefined
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (inviter.data?.notice) form.current?.reset()
  }, [inviter.data])
  if (!loaderData) return null // the layout shows the refusal
  const company = loaderData.data
  return (
    <>
      <p>
        <Link to="/staff/customers">All customers</Link>
      </p>
      <h1>{company.name}</h1>
      <dl className="facts">
        {[
          ['Kind', CUSTOMER_KIND_LABELS[company.kind]],
          ['Country', company.country],
          ['Email', company.email],
          ['Phone', company.phone],
          ['Address', company.address || '—'],
        ].map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 id="people-title">People</h2>
      <ActionAnswer problem={reinvited?.problem} notice={reinvited?.notice} />
      <StaffTable
        aria-labelledby="people-title"
        rows={company.people}
        rowKey={(person) => person.id}
        columns={[
          ...PEOPLE_COLUMNS,
          {
            label: 'Invitation',
            headerHidden: true,
            inCard: 'bare',
            cell: (person) =>
              person.signedIn ? null : (
                <reinviter.Form method="post">
                  <input type="hidden" name="intent" value="reinvite" />
                  <input type="hidden" name="person" value={person.id} />
                  <button
                    type="submit"
                    className="button button--outline"
                    aria-label={`Send again to ${person.name}`}
                    disabled={reinviter.state !== 'idle'}
                  >
                    Send again
                  </button>
                </reinviter.Form>
              ),
          },
        ]}
      />
      <CompanyShipments shipments={loaderData.shipments} />
      <CompanyBookings bookings={loaderData.bookings} />
      <CompanyDocuments documents={loaderData.documents} />
      <section className="staff-panel" aria-labelledby="invite-person-title">
        <h2 id="invite-person-title">Invite a person</h2>
        <p>They join as a member and are emailed a sign-in link to /account.</p>
        <ActionAnswer problem={answer?.problem} notice={answer?.notice} />
        <inviter.Form ref={form} method="post" className="staff-form" noValidate>
          <CustomerField
            form="person"
            name="name"
            label="Name"
            errors={answer?.errors ?? NO_ERRORS}
          />
          <CustomerField
            form="person"
            name="email"
            label="Email"
            type="email"
            errors={answer?.errors ?? NO_ERRORS}
          />
          <LanguageChoice form="person" name="language" />
          <button
            type="submit"
            className="button button--primary"
            disabled={inviter.state !== 'idle'}
          >
            Send invitation
          </button>
        </inviter.Form>
      </section>
      <CustomerWebhooks webhooks={loaderData.webhooks} />
    </>
  )
}

import { useFetcher } from 'react-router'
import { Link } from 'react-router'
import type { Route } from './+types/customer-new'
import { CompanyWithPeopleSchema } from '#schemas/customer-accounts.ts'
import { dataEnvelope } from '#schemas/api.ts'
import { staffApi } from '#app/staff/api.ts'
import { createAndOpen, submission } from '#app/staff/action-result.ts'
import { ActionAnswer } from '#app/components/staff/action-answer.tsx'
import type { StaffScreenHandle } from '#app/components/staff/access.tsx'
import {
  CustomerField,
  KindChoice,
  LanguageChoice,
} from '#app/components/staff/customers/customer-fields.tsx'

export const handle: StaffScreenHandle = { staffRoles: ['sales'] }

export const meta = () => [{ title: 'New customer | Staff' }]

const NO_ERRORS: Record<string, string> = {}

/** Creates the company with its owner, who is emailed an invitation, then opens it. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { values } = await submission(request)
  const { ownerName, ownerEmail, ownerLanguage, ...company } = values
  const body = {
    ...company,
    owner: { name: ownerName, email: ownerEmail, language: ownerLanguage },
  }
  return createAndOpen(
    async () =>
      (await staffApi('/api/staff/customers', dataEnvelope(CompanyWithPeopleSchema), { body })).data
        .id,
    (id) => `/staff/customers/${id}`,
  )
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'
export { ignorePolling as shouldRevalidate } from '#app/staff/use-polling.ts'

/** The server's field errors name the owner's fields `owner.name`…; the form's are flat. */
function flatErrors(errors: Record<string, string>): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [field, message] of Object.entries(errors)) {
    const owner = /^owner\.(\w+)$/.exec(field)?.[1]
    flat[owner ? `owner${owner[0]?.toUpperCase()}${owner.slice(1)}` : field] = message
  }
  return flat
}

export default function NewCustomer() {
  const creator = useFetcher<typeof clientAction>()
  const answer = creator.state === 'idle' ? creator.data : undefined
  const errors =
    answer && 'errors' in answer && answer.errors ? flatErrors(answer.errors) : NO_ERRORS
  const form = 'customer'
  return (
    <section aria-labelledby="new-customer-title" className="staff-panel">
      <p>
        <Link to="/staff/customers">All customers</Link>
      </p>
      <h1 id="new-customer-title">New customer</h1>
      <p>
        Its first person becomes the company’s owner and is emailed a sign-in link to /account
        (valid 15 minutes; later they ask for a new one there). They can invite colleagues.
      </p>
      <ActionAnswer problem={answer && 'problem' in answer ? answer.problem : undefined} />
      <creator.Form method="post" className="staff-form" noValidate>
        <CustomerField form={form} name="name" label="Company name" errors={errors} />
        <KindChoice form={form} />
        <CustomerField
          form={form}
          name="country"
          label="Country"
          hint="Two letters: BD, DE, US…"
          errors={errors}
        />
        <CustomerField
          form={form}
          name="email"
          label="Company email"
          type="email"
          errors={errors}
        />
        <CustomerField form={form} name="phone" label="Company phone" type="tel" errors={errors} />
        <CustomerField form={form} name="address" label="Address (optional)" errors={errors} />
        <CustomerField form={form} name="ownerName" label="First person’s name" errors={errors} />
        <CustomerField
          form={form}
          name="ownerEmail"
          label="First person’s email"
          type="email"
          errors={errors}
        />
        <LanguageChoice form={form} name="ownerLanguage" />
        <button
          type="submit"
          className="button button--primary"
          disabled={creator.state !== 'idle'}
        >
          Create and invite
        </button>
      </creator.Form>
    </section>
  )
}

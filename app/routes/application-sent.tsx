import { SubmissionReceived } from '#app/components/submission-received.tsx'
import { readReceipt } from '#app/utils/form-post.ts'
import { documentTitle } from '#app/utils/page-meta.ts'
import { findPosition } from '#content/careers.ts'
import { data, Link } from 'react-router'
import type { Route } from './+types/application-sent'

const TITLE = 'Application sent'

export const meta = () => [{ title: documentTitle(TITLE) }, { name: 'robots', content: 'noindex' }]

export function loader({ request, params }: Route.LoaderArgs) {
  const position = findPosition(params.id)
  if (!position) throw data(null, { status: 404 })
  return {
    received: readReceipt(request) !== undefined,
    position: { id: position.id, title: position.title },
  }
}

/** Where the application form leads once the application is stored, without JavaScript. */
export default function ApplicationSent({ loaderData }: Route.ComponentProps) {
  const { received, position } = loaderData
  return (
    <SubmissionReceived
      received={received}
      title={TITLE}
      breadcrumb={{ name: position.title, path: `/careers/${position.id}` }}
      missing={
        <>
          This page confirms an application for{' '}
          <Link to={`/careers/${position.id}`}>{position.title}</Link>, and this browser has not
          sent one in the last hour.
        </>
      }
    >
      <p className="lead">
        Thank you for your application for {position.title}. We have it, with your CV, and our HR
        team will contact you if your profile matches the role.
      </p>
      <p>
        <Link to="/careers" className="button button--primary">
          See our other positions
        </Link>
      </p>
    </SubmissionReceived>
  )
}

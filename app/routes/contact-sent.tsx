import { ContactNextSteps } from '#app/components/confirmations/sent-confirmation.tsx'
import { SubmissionReceived } from '#app/components/submission-received.tsx'
import { readReceipt } from '#app/utils/form-post.ts'
import { companyOf, documentTitle } from '#app/utils/page-meta.ts'
import { Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/contact-sent'
import './contact-sent.css'

const TITLE = 'Message sent'

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return [
    { title: documentTitle(companyOf(matches), TITLE) },
    { name: 'robots', content: 'noindex' },
  ]
}

export function loader({ request }: Route.LoaderArgs) {
  return { received: readReceipt(request) !== undefined }
}

/** Where the contact form leads once the message is stored, when sent without JavaScript. */
export default function ContactSent({ loaderData }: Route.ComponentProps) {
  return (
    <SubmissionReceived
      received={loaderData.received}
      title={TITLE}
      breadcrumb={{ name: 'Contact', path: '/contact' }}
      missing={
        <>
          This page confirms a message sent with <Link to="/contact">our contact form</Link>, and
          this browser has not sent one in the last hour.
        </>
      }
    >
      <div className="lead" role="status">
        <ContactNextSteps headingLevel={2} />
      </div>
      <p>
        <Link to="/" className="button button--primary">
          Back to the home page
        </Link>
      </p>
    </SubmissionReceived>
  )
}

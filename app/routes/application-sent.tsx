import { ApplicationNextSteps } from '#app/components/confirmations/sent-confirmation.tsx'
import { SubmissionReceived } from '#app/components/confirmations/submission-received.tsx'
import { formTextsIn } from '#app/components/form.messages.ts'
import { FormTextsProvider } from '#app/components/form-texts.tsx'
import { requestLanguage } from '#app/i18n/language.ts'
import { readReceipt } from '#app/utils/form-post.ts'
import { companyOf, documentTitle } from '#app/utils/page-meta.ts'
import { positionById } from '#app/utils/positions.server.ts'
import { Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/application-sent'
import './application-sent.css'

const TITLE = 'Application sent'

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return [
    { title: documentTitle(companyOf(matches), TITLE) },
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const position = await positionById(context, params.id)
  return {
    formTexts: formTextsIn(requestLanguage(request)),
    received: position !== undefined && readReceipt(request) !== undefined,
    position: position
      ? { path: `/careers/${position.id}`, title: position.title }
      : { path: '/careers', title: 'Careers' },
  }
}

/** Where the application form leads once the application is stored, without JavaScript. */
export default function ApplicationSent({ loaderData }: Route.ComponentProps) {
  const { received, position } = loaderData
  return (
    <FormTextsProvider texts={loaderData.formTexts}>
      <SubmissionReceived
        received={received}
        title={TITLE}
        breadcrumb={{ name: position.title, path: position.path }}
        missing={
          <>
            This page confirms an application sent from{' '}
            <Link to={position.path}>our careers pages</Link>, and this browser has not sent one for
            this position in the last hour.
          </>
        }
      >
        <div className="lead" role="status">
          <ApplicationNextSteps title={position.title} headingLevel={2} />
        </div>
        <p>
          <Link to="/careers" className="button button--primary">
            See our other positions
          </Link>
        </p>
      </SubmissionReceived>
    </FormTextsProvider>
  )
}

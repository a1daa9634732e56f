import { ApplicationNextSteps } from '#app/components/confirmations/sent-confirmation.tsx'
import { SubmissionReceived } from '#app/components/confirmations/submission-received.tsx'
import { formTextsIn } from '#app/components/form.messages.ts'
import { FormTextsProvider } from '#app/components/form-texts.tsx'
import { requestLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { fillNodes } from '#app/i18n/fill-nodes.tsx'
import { readReceipt } from '#app/utils/form-post.ts'
import { companyOf, documentTitle } from '#app/utils/page-meta.ts'
import { positionById } from '#app/utils/positions.server.ts'
import { Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/application-sent'
import './application-sent.css'
import { careersMessages } from './careers.messages.ts'

export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return []
  return [
    { title: documentTitle(companyOf(matches), loaderData.texts.sentTitle) },
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const position = await positionById(context, params.id, language)
  const texts = messagesIn(careersMessages, language)
  return {
    formTexts: formTextsIn(language, 'application'),
    texts,
    received: position !== undefined && readReceipt(request) !== undefined,
    position: position
      ? { path: `/careers/${position.id}`, title: position.title }
      : { path: '/careers', title: texts.title },
  }
}

/** Where the application form leads once the application is stored, without JavaScript. */
export default function ApplicationSent({ loaderData }: Route.ComponentProps) {
  const { received, position, texts } = loaderData
  const to = useLocalizedPath()
  return (
    <FormTextsProvider texts={loaderData.formTexts}>
      <SubmissionReceived
        received={received}
        title={texts.sentTitle}
        breadcrumb={{ name: position.title, path: position.path }}
        missing={fillNodes(texts.sentMissing, {
          link: <Link to={to(position.path)}>{texts.sentMissingLink}</Link>,
        })}
      >
        <div className="lead" role="status">
          <ApplicationNextSteps title={position.title} texts={texts} headingLevel={2} />
        </div>
        <p>
          <Link to={to('/careers')} className="button button--primary">
            {texts.otherPositions}
          </Link>
        </p>
      </SubmissionReceived>
    </FormTextsProvider>
  )
}

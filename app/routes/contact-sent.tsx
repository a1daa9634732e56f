import { ContactNextSteps } from '#app/components/confirmations/sent-confirmation.tsx'
import { contactFormMessages } from '#app/components/contact-form.messages.ts'
import { formTextsIn } from '#app/components/form.messages.ts'
import { FormTextsProvider } from '#app/components/form-texts.tsx'
import { SubmissionReceived } from '#app/components/confirmations/submission-received.tsx'
import { requestLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { fillNodes } from '#app/i18n/fill-nodes.tsx'
import { readReceipt } from '#app/utils/form-post.ts'
import { companyOf, documentTitle } from '#app/utils/page-meta.ts'
import { Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/contact-sent'
import './contact-sent.css'

export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return [
    { title: documentTitle(companyOf(matches), loaderData?.texts.sentTitle ?? '') },
    { name: 'robots', content: 'noindex' },
  ]
}

export function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  return {
    received: readReceipt(request) !== undefined,
    formTexts: formTextsIn(language, 'contact'),
    texts: messagesIn(contactFormMessages, language),
  }
}

/** Where the contact form leads once the message is stored, when sent without JavaScript. */
export default function ContactSent({ loaderData }: Route.ComponentProps) {
  const { texts } = loaderData
  const localizedPath = useLocalizedPath()
  return (
    <FormTextsProvider texts={loaderData.formTexts}>
      <SubmissionReceived
        received={loaderData.received}
        title={texts.sentTitle}
        breadcrumb={{ name: texts.sentPageBreadcrumb, path: localizedPath('/contact') }}
        missing={fillNodes(texts.sentPageMissing, {
          link: <Link to={localizedPath('/contact')}>{texts.sentPageMissingLink}</Link>,
        })}
      >
        <div className="lead" role="status">
          <ContactNextSteps texts={texts} headingLevel={2} />
        </div>
        <p>
          <Link to={localizedPath('/')} className="button button--primary">
            {texts.backHome}
          </Link>
        </p>
      </SubmissionReceived>
    </FormTextsProvider>
  )
}

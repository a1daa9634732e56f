import { fieldId } from '#app/components/error-summary.tsx'
import { FormField } from '#app/components/form-field.tsx'
import { useLocalizedPath } from '#app/i18n/language.ts'
import type { MessagesOf } from '#app/i18n/messages.ts'
import { CONTACT_LIMITS } from '#domain/contact-limits.ts'
import { HONEYPOT_FIELD } from '#domain/honeypot-name.ts'
import type { accountMessages } from './account.messages.ts'
import { AnswerNotice, errorOf, valueOf } from './answer-notice.tsx'
import type { AccountAnswer } from './answer.ts'
import { PasskeySignIn } from './passkey-sign-in.tsx'
import type { passkeyMessages } from './passkeys.messages.ts'

type Texts = MessagesOf<typeof accountMessages>

const LINK_FORM = 'link'
const REQUEST_FORM = 'request'
const REQUEST_FIELDS = ['company', 'name', 'email', 'phone', 'message'] as const

/** A visitor's /account: sign in by emailed link, or ask for an account. Plain forms that post. */
export function SignedOut({
  texts,
  passkeyTexts,
  answer,
}: {
  texts: Texts
  passkeyTexts: MessagesOf<typeof passkeyMessages>
  answer: AccountAnswer | undefined
}) {
  const to = useLocalizedPath()
  const requestId = (field: string) => fieldId(REQUEST_FORM, field)
  return (
    <div className="account-columns">
      <form
        className="form-card"
        method="post"
        action={to('/account')}
        noValidate
        aria-labelledby="sign-in-title"
      >
        <h2 id="sign-in-title">{texts.signInHeading}</h2>
        <AnswerNotice
          answer={answer}
          intent="link"
          form={LINK_FORM}
          fields={['email']}
          okTitle={texts.linkSentTitle}
          refusedTitle={texts.notSentTitle}
        />
        <p className="form-note">{texts.signInLead}</p>
        <input type="hidden" name="intent" value="link" />
        <FormField
          id={fieldId(LINK_FORM, 'email')}
          label={texts.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={valueOf(answer, 'link', 'email')}
          error={errorOf(answer, 'link', 'email')}
        />
        <button type="submit" className="button button--accent">
          {texts.sendLink}
        </button>
        <PasskeySignIn texts={passkeyTexts} />
      </form>

      <form
        className="form-card"
        method="post"
        action={to('/account')}
        noValidate
        aria-labelledby="request-title"
      >
        <h2 id="request-title">{texts.requestHeading}</h2>
        <AnswerNotice
          answer={answer}
          intent="request"
          form={REQUEST_FORM}
          fields={REQUEST_FIELDS}
          okTitle={texts.requestSentTitle}
          refusedTitle={texts.notSentTitle}
        />
        <p className="form-note">{texts.requestLead}</p>
        <input type="hidden" name="intent" value="request" />
        <div className="form-grid">
          <FormField
            id={requestId('company')}
            label={texts.companyLabel}
            name="company"
            autoComplete="organization"
            required
            defaultValue={valueOf(answer, 'request', 'company')}
            error={errorOf(answer, 'request', 'company')}
          />
          <FormField
            id={requestId('name')}
            label={texts.nameLabel}
            name="name"
            autoComplete="name"
            required
            defaultValue={valueOf(answer, 'request', 'name')}
            error={errorOf(answer, 'request', 'name')}
          />
          <FormField
            id={requestId('email')}
            label={texts.emailLabel}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={valueOf(answer, 'request', 'email')}
            error={errorOf(answer, 'request', 'email')}
          />
          <FormField
            id={requestId('phone')}
            label={texts.phoneLabel}
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            defaultValue={valueOf(answer, 'request', 'phone')}
            error={errorOf(answer, 'request', 'phone')}
          />
          <FormField
            id={requestId('message')}
            label={texts.messageLabel}
            hint={texts.messageHint}
            name="message"
            multiline
            wide
            rows={4}
            maxLength={CONTACT_LIMITS.MESSAGE_MAX}
            defaultValue={valueOf(answer, 'request', 'message')}
            error={errorOf(answer, 'request', 'message')}
          />
        </div>
        <div hidden aria-hidden="true">
          <label>
            {texts.honeypotLabel}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button type="submit" className="button button--accent">
          {texts.sendRequest}
        </button>
      </form>
    </div>
  )
}

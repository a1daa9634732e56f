import { fill } from '#app/i18n/messages.ts'
import { Form } from 'react-router'
import { useTrackTexts } from './tracking-texts.tsx'

/** What a link in a tracking email asks for: `?confirm=<token>` or `?unsubscribe=<token>`. */
export const EMAIL_LINK_ACTIONS = ['confirm', 'unsubscribe'] as const
export type EmailLinkAction = (typeof EMAIL_LINK_ACTIONS)[number]

/** The posted field that says which, beside `token`. */
export const EMAIL_LINK_FIELD = 'emailLink'

export interface EmailLink {
  action: EmailLinkAction
  token: string
}

/** The page's answer once the visitor has pressed the button (app/routes/track.tsx). */
export interface EmailLinkAnswer {
  emailLink: { done: boolean; message: string }
}

export function isEmailLinkAnswer(value: unknown): value is EmailLinkAnswer {
  return typeof value === 'object' && value !== null && EMAIL_LINK_FIELD in value
}

/**
 * A link from a tracking email opens this: a button that posts the confirmation or the
 * unsubscription, with or without JavaScript. Following the link changes nothing by itself, as
 * mail scanners follow links. The form posts to the page's address without the token, so the
 * token leaves the address bar and the history once used.
 */
export function EmailLinkForm({
  link,
  reference,
  action,
}: {
  link: EmailLink
  reference: string
  action: string
}) {
  const texts = useTrackTexts()
  const confirm = link.action === 'confirm'
  return (
    <section className="tracking-email-link" aria-labelledby="email-link-heading">
      <h2 id="email-link-heading">{fill(texts.emailLinkHeading, { reference })}</h2>
      <Form method="post" action={action}>
        <p>{confirm ? texts.confirmPrompt : texts.unsubscribePrompt}</p>
        <input type="hidden" name={EMAIL_LINK_FIELD} value={link.action} />
        <input type="hidden" name="token" value={link.token} />
        <button type="submit" className="button button--accent">
          {confirm ? texts.confirmButton : texts.unsubscribeButton}
        </button>
      </Form>
    </section>
  )
}

/** What the posted link did, said where the form was; it takes the focus as the page loads. */
export function EmailLinkNotice({ answer }: { answer: EmailLinkAnswer['emailLink'] }) {
  return (
    <p
      className={answer.done ? 'tracking-notice' : 'tracking-problem'}
      role="status"
      tabIndex={-1}
      autoFocus
    >
      {answer.message}
    </p>
  )
}

import { fieldId } from '#app/components/error-summary.tsx'
import { FormField } from '#app/components/form-field.tsx'
import { useLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { fill, type SentencePart } from '#app/i18n/messages.ts'
import { SentenceText } from '#app/i18n/sentence-text.tsx'
import { formatDhakaDateTime } from '#domain/dhaka-time.ts'
import type { PortalShipment, ShipmentEventView } from '#schemas/portal/shipments.ts'
import { AnswerNotice, errorOf, valueOf } from './answer-notice.tsx'
import type { AccountAnswer } from './answer.ts'
import type { ShipmentTexts } from './shipment-list.tsx'

const SHARE_FORM = 'share'

/** Who the company's shipment is shared with; its people share it by address, or stop. */
export function ShipmentSharing({
  texts,
  shipment,
  answer,
}: {
  texts: ShipmentTexts
  shipment: PortalShipment
  answer: AccountAnswer | undefined
}) {
  const to = useLocalizedPath()
  const action = to(`/account/shipments/${shipment.reference}`)
  const roleText = (role: string) => (role === 'view' ? texts.roleView : texts.roleUpload)
  return (
    <section className="account-card" aria-labelledby="sharing-title">
      <h2 id="sharing-title">{texts.sharingHeading}</h2>
      <AnswerNotice
        answer={answer}
        intent="unshare"
        form="unshare"
        fields={[]}
        okTitle={texts.doneTitle}
        refusedTitle={texts.notDoneTitle}
      />
      {shipment.shares && shipment.shares.length > 0 ? (
        <ul className="account-people">
          {shipment.shares.map((share) => (
            <li key={share.companyId}>
              <div>
                <strong>{share.companyName}</strong>
                <br />
                <span className="account-people__role">{roleText(share.role)}</span>
              </div>
              <form method="post" action={action}>
                <input type="hidden" name="intent" value="unshare" />
                <input type="hidden" name="company" value={share.companyId} />
                <button
                  type="submit"
                  className="button button--outline"
                  aria-label={fill(texts.unshareLabel, { company: share.companyName })}
                >
                  {texts.unshare}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p>{texts.notShared}</p>
      )}
      <form className="form-card" method="post" action={action} noValidate aria-label={texts.share}>
        <AnswerNotice
          answer={answer}
          intent="share"
          form={SHARE_FORM}
          fields={['email', 'role']}
          okTitle={texts.doneTitle}
          refusedTitle={texts.notDoneTitle}
        />
        <p className="form-note">{texts.sharingLead}</p>
        <input type="hidden" name="intent" value="share" />
        <FormField
          id={fieldId(SHARE_FORM, 'email')}
          label={texts.shareEmail}
          name="email"
          type="email"
          required
          defaultValue={valueOf(answer, 'share', 'email')}
          error={errorOf(answer, 'share', 'email')}
        />
        <div className="field">
          <label htmlFor={fieldId(SHARE_FORM, 'role')}>{texts.shareRole}</label>
          <select
            id={fieldId(SHARE_FORM, 'role')}
            name="role"
            defaultValue={valueOf(answer, 'share', 'role') || 'view'}
          >
            <option value="view">{texts.roleView}</option>
            <option value="upload">{texts.roleUpload}</option>
          </select>
        </div>
        <button type="submit" className="button button--accent">
          {texts.share}
        </button>
      </form>
    </section>
  )
}

/**
 * An event of the history with its sentence, worded by the page's loader
 * (describeShipmentEvent): the sentences' dictionaries stay on the server.
 */
export type DescribedEvent = ShipmentEventView & { sentence: SentencePart[] }

/** The shipment's history, newest first, with who did each thing. */
export function ShipmentHistory({
  texts,
  history,
}: {
  texts: ShipmentTexts
  history: DescribedEvent[]
}) {
  const language = useLanguage()
  return (
    <section className="account-card" aria-labelledby="history-title">
      <h2 id="history-title">{texts.historyHeading}</h2>
      {history.length === 0 ? (
        <p>{texts.historyEmpty}</p>
      ) : (
        <ol className="account-history">
          {history.map((event) => (
            <li key={event.id}>
              <p>
                <strong>
                  <SentenceText parts={event.sentence} />
                </strong>
              </p>
              <p className="account-history__meta">
                <time dateTime={event.at}>{formatDhakaDateTime(event.at, language)}</time> (
                {texts.dhakaTime}),{' '}
                {event.actor.company
                  ? fill(texts.byOf, { name: event.actor.name, company: event.actor.company })
                  : fill(texts.by, { name: event.actor.name })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

import { ErrorSummary, fieldId, summaryItems } from '#app/components/error-summary.tsx'
import { FormField } from '#app/components/form-field.tsx'
import { fill, type MessagesOf } from '#app/i18n/messages.ts'
import type { Language } from '#domain/languages.ts'
import { formatDate } from '#domain/calendar.ts'
import type { ShipmentChecklist, ShipmentDocument } from '#schemas/portal/shipment-documents.ts'
import type { shipmentDocumentsMessages } from './shipment-documents.messages.ts'

export type DocumentsTexts = MessagesOf<typeof shipmentDocumentsMessages>

/** The forms of the section, each answered in place. */
export type DocumentsIntent = 'upload' | 'approve' | 'corrections'

export interface DocumentsAnswer {
  intent: DocumentsIntent
  /** The document an upload was for. */
  document: string
  ok: boolean
  message: string
  errors: Record<string, string>
  /** The corrections to show again after a refusal. */
  corrections: string
}

const ACCEPTED_FILES = 'application/pdf,image/jpeg,image/png,image/webp'
const CORRECTIONS_FORM = 'draft-corrections'

/** The server's answer, where the form it answers is: thanks, or what to correct. */
function Answer({
  answer,
  texts,
  form,
  fields,
}: {
  answer: DocumentsAnswer
  texts: DocumentsTexts
  form: string
  fields: readonly string[]
}) {
  if (!answer.ok) {
    return (
      <ErrorSummary
        title={texts.refusedTitle}
        items={summaryItems(form, fields, answer.errors, answer.message)}
      />
    )
  }
  return (
    <div className="account-notice" role="status" tabIndex={-1} autoFocus>
      <h3 className="account-notice__title">{texts.doneTitle}</h3>
      <p>{answer.message}</p>
    </div>
  )
}

function UploadForm({
  document,
  action,
  texts,
}: {
  document: ShipmentDocument
  action: string
  texts: DocumentsTexts
}) {
  const id = fieldId('upload', document.kind)
  return (
    <form
      method="post"
      encType="multipart/form-data"
      // The document in the address too: the page answers next to it, whatever the upload.
      action={`${action}?document=${document.kind}`}
      className="document-upload"
    >
      {/* Before the file: the server reads the parts in order and checks these first. */}
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="document" value={document.kind} />
      <label htmlFor={id}>{fill(texts.chooseFile, { document: document.label })}</label>
      <input id={id} type="file" name="file" accept={ACCEPTED_FILES} required />
      <button type="submit" className="button button--outline">
        {document.file ? texts.replace : texts.upload}
      </button>
    </form>
  )
}

function DraftAnswerForms({
  action,
  texts,
  answer,
}: {
  action: string
  texts: DocumentsTexts
  answer: DocumentsAnswer | undefined
}) {
  const refused = answer?.intent === 'corrections' && !answer.ok
  return (
    <div className="document-draft">
      <h4>{texts.draftHeading}</h4>
      <form method="post" action={action}>
        <input type="hidden" name="intent" value="approve" />
        <button type="submit" className="button">
          {texts.approve}
        </button>
      </form>
      <form method="post" action={action} className="form-card">
        <input type="hidden" name="intent" value="corrections" />
        <FormField
          multiline
          label={texts.correctionsLabel}
          hint={texts.correctionsHint}
          name="corrections"
          id={fieldId(CORRECTIONS_FORM, 'corrections')}
          rows={4}
          required
          defaultValue={refused ? answer.corrections : ''}
          error={refused ? answer.errors.corrections : undefined}
        />
        <button type="submit" className="button button--outline">
          {texts.sendCorrections}
        </button>
      </form>
    </div>
  )
}

/**
 * A shipment's document checklist in the portal: each document with who provides it, its due
 * date and state, its file, and the forms the person may use (upload; for a draft B/L waiting
 * for them, approve or send corrections). Server-rendered; its forms post to `action`.
 */
export function ShipmentDocuments({
  checklist,
  texts,
  language,
  action,
  answer,
}: {
  checklist: ShipmentChecklist
  texts: DocumentsTexts
  language: Language
  /** The page the forms post to: /account/shipments/:reference/documents in the language. */
  action: string
  answer: DocumentsAnswer | undefined
}) {
  const fileAddress = (kind: string) =>
    `/api/account/shipments/${checklist.reference}/documents/${kind}/file`
  return (
    <section className="account-card shipment-documents" aria-labelledby="documents-title">
      <h2 id="documents-title">{texts.heading}</h2>
      <p>{texts.lead}</p>
      <ul className="shipment-documents__list">
        {checklist.documents.map((document) => {
          const answered = answer?.intent === 'upload' && answer.document === document.kind
          const draftAnswered =
            document.kind === 'draft-bl' && answer !== undefined && answer.intent !== 'upload'
          return (
            <li key={document.kind} className="shipment-document">
              <h3>{document.label}</h3>
              <dl className="shipment-document__facts">
                <div>
                  <dt>{texts.status}</dt>
                  <dd className={`document-status document-status--${document.status}`}>
                    {document.statusLabel}
                  </dd>
                </div>
                <div>
                  <dt>{texts.providedBy}</dt>
                  <dd>{document.providerLabel}</dd>
                </div>
                <div>
                  <dt>{texts.dueBy}</dt>
                  <dd>{document.dueOn ? formatDate(document.dueOn, language) : texts.noDueDate}</dd>
                </div>
              </dl>
              {document.reason ? (
                <p className="shipment-document__reason">
                  {fill(
                    document.kind === 'draft-bl' ? texts.correctionsSent : texts.refusedBecause,
                    {
                      reason: document.reason,
                    },
                  )}
                </p>
              ) : null}
              {document.file ? (
                <p>
                  <a href={fileAddress(document.kind)} download>
                    {fill(texts.download, { name: document.file.name })}
                  </a>
                </p>
              ) : null}
              {answered && answer ? (
                <Answer answer={answer} texts={texts} form="upload" fields={[]} />
              ) : null}
              {draftAnswered && answer ? (
                <Answer
                  answer={answer}
                  texts={texts}
                  form={CORRECTIONS_FORM}
                  fields={['corrections']}
                />
              ) : null}
              {document.mayUpload ? (
                <UploadForm document={document} action={action} texts={texts} />
              ) : null}
              {document.kind === 'draft-bl' && checklist.mayAnswerDraft ? (
                <DraftAnswerForms action={action} texts={texts} answer={answer} />
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

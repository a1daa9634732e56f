import { useEffect, useId, useState } from 'react'
import { describeStaffError, staffApi, staffUpload } from '#app/staff/api.ts'
import { formatDate } from '#domain/calendar.ts'
import {
  ChecklistResponseSchema,
  DocumentAnswerSchema,
  type ShipmentChecklist,
  type ShipmentDocument,
} from '#schemas/portal/shipment-documents.ts'
import './shipment-documents.css'

const ACCEPTED_FILES = 'application/pdf,image/jpeg,image/png,image/webp'

type Notice = { ok: boolean; text: string }

/**
 * A shipment's document checklist in the workspace: each document's state, due date and file;
 * staff upload their papers (a draft B/L goes to the customer to approve, the final one only
 * after), accept or refuse what customers sent, and set aside what the shipment does not need.
 * It reads and changes /api/staff/shipments/:id/documents itself, so the shipment screen only
 * places it.
 */
export function StaffShipmentDocuments({ shipmentId }: { shipmentId: number }) {
  const base = `/api/staff/shipments/${shipmentId}/documents`
  const [checklist, setChecklist] = useState<ShipmentChecklist | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const controller = new AbortController()
    staffApi(base, ChecklistResponseSchema, { signal: controller.signal }).then(
      (answer) => setChecklist(answer.data),
      (error: unknown) => {
        if ((error as Error).name !== 'AbortError') {
          setNotice({ ok: false, text: describeStaffError(error) })
        }
      },
    )
    return () => controller.abort()
  }, [base])

  async function change(work: () => Promise<{ message: string; data: ShipmentChecklist }>) {
    setBusy(true)
    try {
      const answer = await work()
      setChecklist(answer.data)
      setNotice({ ok: true, text: answer.message })
    } catch (error) {
      setNotice({ ok: false, text: describeStaffError(error) })
    } finally {
      setBusy(false)
    }
  }

  const decide = (kind: string, what: string, body: unknown = {}) =>
    change(() => staffApi(`${base}/${kind}/${what}`, DocumentAnswerSchema, { body }))
  const upload = (kind: string, form: FormData) =>
    change(() => staffUpload(`${base}/${kind}/file`, DocumentAnswerSchema, form, () => {}))

  return (
    <section aria-labelledby="shipment-documents-title" className="staff-documents">
      <h2 id="shipment-documents-title">Documents</h2>
      {notice ? (
        <p role={notice.ok ? 'status' : 'alert'} className="staff-documents__notice">
          {notice.text}
        </p>
      ) : null}
      {checklist === null ? (
        notice ? null : (
          <p>Loading the checklist…</p>
        )
      ) : (
        <>
          <p>
            {checklist.direction === 'export' ? 'Export' : 'Import'},{' '}
            {checklist.goods === 'garments' ? 'garments (a UD is needed)' : 'general cargo'}.
          </p>
          <ul className="staff-documents__list">
            {checklist.documents.map((document) => (
              <StaffDocument
                key={document.kind}
                document={document}
                fileAddress={`${base}/${document.kind}/file`}
                busy={busy}
                decide={(what, body) => decide(document.kind, what, body)}
                upload={(form) => upload(document.kind, form)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

function StaffDocument({
  document,
  fileAddress,
  busy,
  decide,
  upload,
}: {
  document: ShipmentDocument
  fileAddress: string
  busy: boolean
  decide: (what: string, body?: unknown) => void
  upload: (form: FormData) => void
}) {
  const id = useId()
  const [reason, setReason] = useState('')
  const waiting = document.state === 'uploaded' && document.kind !== 'draft-bl'
  return (
    <li className={`staff-document staff-document--${document.status}`}>
      <h3>{document.label}</h3>
      <p>
        <strong>{document.statusLabel}</strong> · {document.providerLabel} · due{' '}
        {document.dueOn ? formatDate(document.dueOn) : 'once the ETD is set'}
      </p>
      {document.reason ? (
        <p className="staff-document__reason">
          {document.kind === 'draft-bl' ? 'Corrections from the customer: ' : 'Refused: '}
          {document.reason}
        </p>
      ) : null}
      {document.file ? (
        <p>
          <a href={fileAddress} download>
            {document.file.name}
          </a>{' '}
          (from {document.file.uploadedBy === 'staff' ? 'staff' : 'the customer'})
        </p>
      ) : null}
      {waiting ? (
        <div className="staff-document__decision">
          <button type="button" className="button" disabled={busy} onClick={() => decide('accept')}>
            Accept {document.label}
          </button>
          <form
            onSubmit={(event) => {
              event.preventDefault()
              decide('refuse', { reason })
            }}
          >
            <label htmlFor={`${id}-reason`}>Why {document.label} is refused</label>
            <textarea
              id={`${id}-reason`}
              value={reason}
              rows={2}
              onChange={(event) => setReason(event.target.value)}
            />
            <button type="submit" className="button button--outline" disabled={busy}>
              Refuse
            </button>
          </form>
        </div>
      ) : null}
      <form
        className="staff-document__upload"
        onSubmit={(event) => {
          event.preventDefault()
          upload(new FormData(event.currentTarget))
        }}
      >
        <label htmlFor={`${id}-file`}>Upload {document.label}</label>
        <input id={`${id}-file`} type="file" name="file" accept={ACCEPTED_FILES} required />
        <button type="submit" className="button button--outline" disabled={busy}>
          Upload
        </button>
      </form>
      <button
        type="button"
        className="button button--text"
        disabled={busy}
        onClick={() => decide(document.state === 'not-needed' ? 'request' : 'not-needed')}
      >
        {document.state === 'not-needed'
          ? `Ask for ${document.label} again`
          : `${document.label} is not needed`}
      </button>
    </li>
  )
}

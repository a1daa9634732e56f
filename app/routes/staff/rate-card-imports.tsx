import '#app/components/staff/rate-cards/rate-cards.css'
import { useId, useRef, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import type { Route } from './+types/rate-card-imports'
import { describeStaffError, staffApi, StaffApiError } from '#app/staff/api.ts'
import { unlessForbidden, type StaffScreenHandle } from '#app/components/staff/access.tsx'
import { StaffTable, type StaffColumn } from '#app/components/staff/staff-table.tsx'
import { sendSheet, type SheetAnswer } from '#app/components/staff/rate-cards/sheet-upload.ts'
import { formatDhakaDateTime } from '#domain/dhaka-time.ts'
import {
  RateCardImportListSchema,
  RateCardImportUndoneSchema,
  SHEET_MAX_BYTES,
  type RateCardImport,
  type SheetCheckView,
} from '#schemas/rate-card-imports.ts'

export const handle: StaffScreenHandle = { staffRoles: ['pricing'] }

export const meta = () => [{ title: 'Import rate cards | Staff' }]

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return unlessForbidden(
    staffApi('/api/staff/rate-card-imports', RateCardImportListSchema, { signal: request.signal }),
  )
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

const REFUSAL_COLUMNS: StaffColumn<SheetCheckView['refusals'][number]>[] = [
  { label: 'Row', cell: (refusal) => refusal.row },
  {
    label: 'Column',
    cell: (refusal) =>
      refusal.column && refusal.heading
        ? `${refusal.column} (${refusal.heading})`
        : (refusal.heading ?? 'The whole row'),
  },
  { label: 'Problem', cell: (refusal) => refusal.message },
]

/** The refused rows: row, column and problem, in the sheet's order. */
function Refusals({ check, id }: { check: SheetCheckView; id: string }) {
  return (
    <StaffTable
      className="rate-import__refusals"
      id={id}
      caption={{ text: 'Refused rows' }}
      rows={check.refusals}
      rowKey={(refusal, index) => `${refusal.row}:${refusal.column}:${index}`}
      columns={REFUSAL_COLUMNS}
    />
  )
}

const IMPORT_COLUMNS: StaffColumn<RateCardImport>[] = [
  { label: 'File', inCard: 'bare', cell: (entry) => entry.fileName },
  {
    label: 'Cards',
    cell: (entry) =>
      `${plural(entry.cards, 'card')} from ${plural(entry.rows, 'row')}` +
      (entry.refusedRows > 0 ? `, ${plural(entry.refusedRows, 'row')} left out` : ''),
  },
  {
    label: 'Imported (Dhaka time)',
    cell: (entry) =>
      formatDhakaDateTime(entry.createdAt) + (entry.createdBy ? ` by ${entry.createdBy}` : ''),
  },
]

function Importer() {
  const revalidator = useRevalidator()
  const input = useRef<HTMLInputElement>(null)
  const fileError = useId()
  const refusalsId = useId()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [answer, setAnswer] = useState<{ file: File; sheet: SheetAnswer } | null>(null)

  async function send(file: File, goodRowsOnly: boolean) {
    setBusy(true)
    setProblem(null)
    try {
      const sheet = await sendSheet(file, goodRowsOnly)
      setAnswer({ file, sheet })
      if ('imported' in sheet) {
        if (input.current) input.current.value = ''
        await revalidator.revalidate()
      }
    } catch (error) {
      if (!(error instanceof StaffApiError)) throw error
      setAnswer(null)
      setProblem(describeStaffError(error))
      input.current?.focus()
    } finally {
      setBusy(false)
    }
  }

  const refused = answer && 'refused' in answer.sheet ? answer.sheet.refused : null
  return (
    <>
      <form
        className="form-card"
        aria-labelledby="rate-import-upload"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const file = input.current?.files?.[0]
          if (file) void send(file, false)
          else {
            setProblem('Choose an XLSX or CSV file first.')
            input.current?.focus()
          }
        }}
      >
        <h2 id="rate-import-upload">Import a sheet</h2>
        <div className="field">
          <label htmlFor="rate-import-file">Spreadsheet</label>
          <p className="field__hint" id="rate-import-file-hint">
            XLSX or CSV (UTF-8), at most {SHEET_MAX_BYTES / 1024 / 1024} MB, in the template’s
            columns. Every card is checked as the rate card form checks it; if a row is refused,
            nothing is imported until you choose to.
          </p>
          <input
            ref={input}
            id="rate-import-file"
            type="file"
            name="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            aria-describedby={
              problem ? `rate-import-file-hint ${fileError}` : 'rate-import-file-hint'
            }
            aria-invalid={problem ? true : undefined}
          />
          {problem ? (
            <p className="field__error" id={fileError} role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Checking…' : 'Check and import'}
          </button>
        </div>
      </form>
      <div role="status" className="rate-import__answer">
        {answer ? (
          <p className={refused ? 'staff-alert' : 'staff-notice'}>
            {answer.file.name}: {answer.sheet.message}
          </p>
        ) : null}
      </div>
      {answer && refused ? (
        <section aria-labelledby="rate-import-refused" className="staff-panel">
          <h2 id="rate-import-refused">
            {plural(new Set(refused.refusals.map(({ row }) => row)).size, 'row')} refused of{' '}
            {refused.rows}
          </h2>
          <Refusals check={refused} id={refusalsId} />
          {refused.cards > 0 ? (
            <div className="form-actions">
              <button
                type="button"
                className="button button--accent"
                disabled={busy}
                aria-describedby={refusalsId}
                onClick={() => void send(answer.file, true)}
              >
                Import the {plural(refused.goodRows, 'good row')} ({plural(refused.cards, 'card')})
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
    </>
  )
}

function PastImports({ imports }: { imports: RateCardImport[] }) {
  const revalidator = useRevalidator()
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null)
  const [undoing, setUndoing] = useState<number | null>(null)

  async function undo(entry: RateCardImport) {
    setUndoing(entry.id)
    try {
      const answer = await staffApi(
        `/api/staff/rate-card-imports/${entry.id}/undo`,
        RateCardImportUndoneSchema,
        { method: 'POST' },
      )
      setMessage({ text: answer.message, problem: false })
      await revalidator.revalidate()
    } catch (error) {
      if (!(error instanceof StaffApiError)) throw error
      setMessage({ text: describeStaffError(error), problem: true })
    } finally {
      setUndoing(null)
    }
  }

  return (
    <section aria-labelledby="rate-import-past" className="staff-panel">
      <h2 id="rate-import-past">Past imports</h2>
      <p role="status" className={message?.problem ? 'staff-alert' : 'form-note'}>
        {message?.text}
      </p>
      {imports.length === 0 ? <p>No sheet imported yet.</p> : null}
      {imports.length > 0 ? (
        <StaffTable
          caption={{ text: 'Past imports, newest first', hidden: true }}
          rows={imports}
          rowKey={(entry) => entry.id}
          columns={[
            ...IMPORT_COLUMNS,
            {
              label: 'Undo',
              cell: (entry) =>
                entry.undoneAt ? (
                  `Undone ${formatDhakaDateTime(entry.undoneAt)}${entry.undoneBy ? ` by ${entry.undoneBy}` : ''}`
                ) : (
                  <button
                    type="button"
                    className="button button--outline staff-button"
                    disabled={undoing !== null}
                    aria-label={`Undo the import of ${entry.fileName} (${plural(entry.cards, 'card')})`}
                    onClick={() => void undo(entry)}
                  >
                    Undo
                  </button>
                ),
            },
          ]}
        />
      ) : null}
    </section>
  )
}

/** Rate cards from a spreadsheet: the template, the import and its refused rows, past imports. */
export default function StaffRateCardImports({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null
  return (
    <section aria-labelledby="rate-import-title" className="staff-content rate-import">
      <h1 id="rate-import-title">Import rate cards</h1>
      <p>
        One row per rate line; rows with the same card number are one card, its charges one per row.
        Imported cards are published at once, and listed with the{' '}
        <Link to="/staff/content/rate-cards">rate cards</Link>. An import can be undone while no
        quote has used its cards.
      </p>
      <p className="rate-import__templates">
        Template:{' '}
        <a href="/api/staff/rate-card-imports/template.xlsx" download>
          Download the template (XLSX)
        </a>{' '}
        <a href="/api/staff/rate-card-imports/template.csv" download>
          Download the template (CSV)
        </a>
      </p>
      <Importer />
      <PastImports imports={loaderData.data} />
    </section>
  )
}

import type { FormAnswer } from '#app/utils/form-post.ts'
import { lazyModule } from '#app/utils/lazy-module.ts'
import { COVER_LETTER_MAX, CV_ACCEPT, CV_MAX_BYTES, CV_TYPES } from '#domain/cv-files.ts'
import { HONEYPOT_FIELD } from '#domain/honeypot-name.ts'
import { fieldMessage } from '#schemas/validation.ts'
import { useEffect, useId, useRef, useState } from 'react'
import { ErrorSummary, fieldId, summaryItems } from '../error-summary.tsx'
import { PersonFields } from '../person-fields.tsx'
import { FormField } from '../form-field.tsx'
import { HoneypotField } from '../honeypot-field.tsx'
import { SendLabel } from '../send-label.tsx'
import { ApplicationNextSteps, SentConfirmation } from '../confirmations/sent-confirmation.tsx'
import { useFormTexts } from '../form-texts.tsx'
import { useSubmission } from '../use-submission.ts'
import { postMultipart } from './upload.ts'

export const APPLICATION_ENDPOINT = '/api/jobs/applications/create'

export const APPLICATION_NETWORK_FAILURE =
  'We could not reach our server. Please check your connection and try again; your application is still in the form.'

const CV_MAX_MB = CV_MAX_BYTES / 1024 / 1024

type Field = 'name' | 'email' | 'phone' | 'cover_letter' | 'cv'
type Errors = Partial<Record<Field | 'position_id', string>>

export interface ApplicationValues {
  name: string
  email: string
  phone: string
  cover_letter: string
}
type Values = ApplicationValues

export const EMPTY_APPLICATION: Values = { name: '', email: '', phone: '', cover_letter: '' }
const FIELD_ORDER = ['name', 'email', 'phone', 'cover_letter', 'cv'] as const
const FORM_ID = 'application'
const idOf = (field: string) => fieldId(FORM_ID, field)

const loadSchemas = lazyModule(() => import('#schemas/job-application.ts'))

/** The CV's problem, checked before anything is uploaded; undefined when it is fine. */
export function cvProblem(file: File | undefined): string | undefined {
  if (!file) return 'Please attach your CV'
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  const known = CV_TYPES.some((type) => type.extension === extension || type.mime === file.type)
  if (!known) return 'The CV must be a PDF, DOC or DOCX file'
  if (file.size === 0) return 'The CV file is empty'
  if (file.size > CV_MAX_BYTES) return `The CV must be at most ${CV_MAX_MB} MB`
  return undefined
}

/**
 * The application form. Hydrated, it uploads to the API with a progress bar; before hydration or
 * without JavaScript, it posts multipart to its page, and `answer` is what the server sent back.
 */
export function ApplicationForm({
  positionId,
  title,
  answer,
}: {
  positionId: number
  title: string
  answer?: FormAnswer<ApplicationValues> | undefined
}) {
  const { sending, submit } = useSubmission(APPLICATION_NETWORK_FAILURE)
  const { validation } = useFormTexts()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const [values, setValues] = useState<Values>(answer?.values ?? EMPTY_APPLICATION)
  const [file, setFile] = useState<File>()
  const [errors, setErrors] = useState<Errors>(answer?.errors ?? {})
  // The server's summary stays until the form is sent again from here.
  const [serverAnswer, setServerAnswer] = useState(answer)
  const [honeypot, setHoneypot] = useState('')
  const [progress, setProgress] = useState(0)
  // Set when the application is stored; stays until the form is sent again.
  const [sent, setSent] = useState(false)
  // A new object each time, so that asking twice focuses twice.
  const [focusRequest, requestFocus] = useState<object | null>(null)

  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])

  async function validate(): Promise<Errors> {
    const { JobApplicationFieldsSchema } = await loadSchemas()
    const result = JobApplicationFieldsSchema.safeParse({
      position_id: String(positionId),
      ...values,
    })
    const found: Errors = {}
    for (const issue of result.error?.issues ?? []) {
      const key = String(issue.path[0]) as Field
      found[key] ??= fieldMessage(issue.message, validation)
    }
    const problem = cvProblem(file)
    if (problem) found.cv = problem
    return found
  }

  function update(field: keyof Values, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const focusFirstError = () => requestFocus({})

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    setServerAnswer(undefined)
    setSent(false)
    const found = await validate()
    setErrors(found)
    if (Object.values(found).some(Boolean)) {
      focusFirstError()
      return
    }

    // Empty fields are left out, as the original client did.
    const body = new FormData()
    body.append('position_id', String(positionId))
    for (const [name, value] of Object.entries(values)) {
      if (value.trim() !== '') body.append(name, value.trim())
    }
    if (honeypot) body.append(HONEYPOT_FIELD, honeypot)
    if (file) body.append('cv', file, file.name)

    setProgress(0)
    await submit(() => postMultipart(APPLICATION_ENDPOINT, body, setProgress), {
      onSuccess: () => {
        setSent(true)
        setValues(EMPTY_APPLICATION)
        setFile(undefined)
        if (fileRef.current) fileRef.current.value = ''
        setErrors({})
      },
      onFieldErrors: (fieldErrors) => {
        setErrors(fieldErrors)
        focusFirstError()
      },
    })
  }

  const percent = Math.round(progress * 100)
  const cvError = errors.cv ?? errors.position_id

  return (
    <form
      ref={formRef}
      className="form-card"
      method="post"
      encType="multipart/form-data"
      action={`/careers/${positionId}`}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchemas().catch(() => {})}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>Apply for this position</h2>
      {sent ? (
        <SentConfirmation title="Application sent">
          <ApplicationNextSteps title={title} />
        </SentConfirmation>
      ) : null}
      {serverAnswer ? (
        <ErrorSummary
          title="Your application was not sent"
          items={summaryItems(FORM_ID, FIELD_ORDER, serverAnswer.errors, serverAnswer.message)}
        />
      ) : null}
      <input type="hidden" name="position_id" value={positionId} />
      <p className="form-note">
        Applying for <strong>{title}</strong>. Name, email, phone and CV are required.
      </p>
      <div className="form-grid">
        <PersonFields values={values} errors={errors} onChange={update} idOf={idOf} />
        <FormField
          id={idOf('cover_letter')}
          label="Cover letter (optional)"
          name="cover_letter"
          multiline
          rows={6}
          maxLength={COVER_LETTER_MAX}
          value={values.cover_letter}
          error={errors.cover_letter}
          wide
          onChange={(event) => update('cover_letter', event.target.value)}
        />
        <div className="field field--wide">
          <label htmlFor={idOf('cv')}>CV</label>
          <p className="field__hint" id={`${idOf('cv')}-hint`}>
            PDF, DOC or DOCX, at most {CV_MAX_MB} MB
          </p>
          <input
            ref={fileRef}
            id={idOf('cv')}
            name="cv"
            type="file"
            className="file-input"
            accept={CV_ACCEPT}
            aria-invalid={cvError ? true : undefined}
            aria-describedby={
              cvError ? `${idOf('cv')}-hint ${idOf('cv')}-error` : `${idOf('cv')}-hint`
            }
            onChange={(event) => {
              const chosen = event.target.files?.[0]
              setFile(chosen)
              setErrors((current) => ({
                ...current,
                cv: chosen ? cvProblem(chosen) : undefined,
                position_id: undefined,
              }))
            }}
          />
          {cvError ? (
            <p className="field__error" id={`${idOf('cv')}-error`}>
              {cvError}
            </p>
          ) : null}
        </div>
      </div>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          <SendLabel sending={sending} label="Send application" />
        </button>
        <div className="upload-progress" hidden={!sending}>
          <label htmlFor={`${id}-progress`}>Uploading your application</label>
          <progress id={`${id}-progress`} max={100} value={percent}>
            {percent}%
          </progress>
          <span className="upload-progress__percent" aria-hidden="true">
            {percent}%
          </span>
        </div>
        <p className="visually-hidden" role="status">
          {sending
            ? percent < 100
              ? 'Uploading your application…'
              : 'Upload complete, waiting for our server…'
            : ''}
        </p>
      </div>
    </form>
  )
}

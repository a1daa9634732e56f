import type { FormAnswer } from '#app/utils/form-post.ts'
import { lazyModule } from '#app/utils/lazy-module.ts'
import { COVER_LETTER_MAX, CV_ACCEPT, CV_MAX_BYTES, CV_TYPES } from '#domain/cv-files.ts'
import { HONEYPOT_FIELD } from '#domain/honeypot-name.ts'
import { formatInteger } from '#domain/numerals.ts'
import { fieldMessage } from '#schemas/validation.ts'
import type { ValidationKey } from '#schemas/validation.messages.ts'
import { langOfText, localizedPath, useLanguage } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import { fillNodes } from '#app/i18n/fill-nodes.tsx'
import { useEffect, useId, useRef, useState } from 'react'
import { ErrorSummary, fieldId, summaryItems } from '../error-summary.tsx'
import { PersonFields } from '../person-fields.tsx'
import { FormField } from '../form-field.tsx'
import { HoneypotField } from '../honeypot-field.tsx'
import { SendLabel } from '../send-label.tsx'
import { ApplicationNextSteps, SentConfirmation } from '../confirmations/sent-confirmation.tsx'
import { useFormTexts } from '../form-texts.tsx'
import { useSubmission } from '../use-submission.ts'
import type { CareersTexts } from './careers-texts.ts'
import { postMultipart } from './upload.ts'

export const APPLICATION_ENDPOINT = '/api/jobs/applications/create'

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
export function cvProblem(file: File | undefined): ValidationKey | undefined {
  if (!file) return 'cv.required'
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  const known = CV_TYPES.some((type) => type.extension === extension || type.mime === file.type)
  if (!known) return 'cv.type'
  if (file.size === 0) return 'cv.empty'
  if (file.size > CV_MAX_BYTES) return 'cv.tooLarge'
  return undefined
}

/**
 * The application form. Hydrated, it uploads to the API with a progress bar; before hydration or
 * without JavaScript, it posts multipart to its page, and `answer` is what the server sent back.
 */
export function ApplicationForm({
  positionId,
  title,
  texts,
  answer,
}: {
  positionId: number
  title: string
  texts: CareersTexts
  answer?: FormAnswer<ApplicationValues> | undefined
}) {
  const { sending, submit } = useSubmission(texts.networkFailure)
  const { validation } = useFormTexts()
  const language = useLanguage()
  const cvMessage = (file: File | undefined) => {
    const problem = cvProblem(file)
    return problem && fieldMessage(problem, validation)
  }
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
    const problem = cvMessage(file)
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
    await submit(() => postMultipart(APPLICATION_ENDPOINT, body, setProgress, language), {
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
      action={localizedPath(`/careers/${positionId}`, language)}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchemas().catch(() => {})}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{texts.formTitle}</h2>
      {sent ? (
        <SentConfirmation title={texts.sentTitle}>
          <ApplicationNextSteps title={title} texts={texts} />
        </SentConfirmation>
      ) : null}
      {serverAnswer ? (
        <ErrorSummary
          title={texts.notSentTitle}
          items={summaryItems(FORM_ID, FIELD_ORDER, serverAnswer.errors, serverAnswer.message)}
        />
      ) : null}
      <input type="hidden" name="position_id" value={positionId} />
      <p className="form-note">
        {fillNodes(texts.applyingFor, {
          title: <strong lang={langOfText(title, language)}>{title}</strong>,
        })}
      </p>
      <div className="form-grid">
        <PersonFields values={values} errors={errors} onChange={update} idOf={idOf} />
        <FormField
          id={idOf('cover_letter')}
          label={texts.coverLetter}
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
          <label htmlFor={idOf('cv')}>{texts.cv}</label>
          <p className="field__hint" id={`${idOf('cv')}-hint`}>
            {fill(texts.cvHint, { size: formatInteger(CV_MAX_MB, language) })}
          </p>
          {/*
            The browser's own face of a file input speaks its language, not the page's ("Choose
            File / No file chosen" on a Bangla page). The input stays, transparent over a face in
            the page's language: it takes the clicks, the keyboard and the focus (drawn on the
            face), and posts the file without JavaScript. Until a script names the file, whether
            one is chosen is told by CSS (:valid, as the input is required).
          */}
          <div className="file-picker">
            <input
              ref={fileRef}
              id={idOf('cv')}
              name="cv"
              type="file"
              className="file-picker__input"
              accept={CV_ACCEPT}
              required
              aria-invalid={cvError ? true : undefined}
              aria-describedby={[
                `${idOf('cv')}-hint`,
                `${idOf('cv')}-state`,
                cvError ? `${idOf('cv')}-error` : '',
              ]
                .join(' ')
                .trim()}
              onChange={(event) => {
                const chosen = event.target.files?.[0]
                setFile(chosen)
                setErrors((current) => ({
                  ...current,
                  cv: chosen ? cvMessage(chosen) : undefined,
                  position_id: undefined,
                }))
              }}
            />
            <span className="file-picker__face">
              <span className="file-picker__button" aria-hidden="true">
                {texts.chooseFile}
              </span>
              <span className="file-picker__state" id={`${idOf('cv')}-state`}>
                {file ? (
                  <span lang={langOfText(file.name, language)}>{file.name}</span>
                ) : (
                  <>
                    <span className="file-picker__none">{texts.noFileChosen}</span>
                    <span className="file-picker__some">{texts.fileChosen}</span>
                  </>
                )}
              </span>
            </span>
          </div>
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
          <SendLabel sending={sending} label={texts.send} />
        </button>
        <div className="upload-progress" hidden={!sending}>
          <label htmlFor={`${id}-progress`}>{texts.uploading}</label>
          <progress id={`${id}-progress`} max={100} value={percent}>
            {percent}%
          </progress>
          <span className="upload-progress__percent" aria-hidden="true">
            {percent}%
          </span>
        </div>
        <p className="visually-hidden" role="status">
          {sending ? (percent < 100 ? texts.uploadingStatus : texts.waitingStatus) : ''}
        </p>
      </div>
    </form>
  )
}

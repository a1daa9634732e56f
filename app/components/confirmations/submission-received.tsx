import { useFormTexts } from '../form-texts.tsx'
import { CheckCircleIcon } from '../icons.tsx'
import { PageHeader } from '../page-header.tsx'

/**
 * A confirmation page of a form sent without JavaScript. Without a receipt (the page was opened
 * directly, or an hour later) it says so instead of thanking anybody.
 */
export function SubmissionReceived({
  received,
  title,
  breadcrumb,
  missing,
  icon = true,
  children,
}: {
  received: boolean
  /** False when the content has its own. */
  icon?: boolean
  title: string
  breadcrumb: { name: string; path: string }
  missing: React.ReactNode
  children: React.ReactNode
}) {
  const { form } = useFormTexts()
  const heading = received ? title : form.nothingToConfirm
  return (
    <>
      <PageHeader title={heading} breadcrumb={heading} parent={breadcrumb} />
      <section className="section" aria-label={heading}>
        <div className="container submission-received">
          {received ? (
            <>
              {icon ? <CheckCircleIcon className="submission-received__icon" /> : null}
              {children}
            </>
          ) : (
            <p className="lead">{missing}</p>
          )}
        </div>
      </section>
    </>
  )
}

import { useState } from 'react'
import { useFetcher } from 'react-router'
import type { InboxItemDetail } from '#schemas/staff-inbox.ts'
import type { StaffActionResult } from '#app/staff/action-result.ts'
import { useStaff } from '#app/components/staff/use-staff.ts'
import { AssigneeSelect, StatusSelect } from './inbox-parts.tsx'
import { Feedback } from './item-parts.tsx'

type Colleague = { id: string; name: string }

/** What the clerk has chosen in the status and assignee form and not saved yet. */
interface WorkChoice {
  status?: string
  assignee?: string
  /** The button that sent the form last: its success ends the choices it saved. */
  intent?: string
  /** The answer the choices were last brought up to date with. */
  answered?: StaffActionResult
}

/**
 * The item's status and assignee. The fields show the clerk's choice once made, and the item's
 * own values until then: a refresh (the workspace's polling, another change on the page) brings
 * colleagues' changes into the fields not chosen, and never replaces a choice. A successful Save
 * ends both choices, a successful "Assign to me" the assignee's.
 */
export function WorkForm({
  formId,
  item,
  colleagues,
  fetcherKey,
}: {
  formId: string
  item: InboxItemDetail
  colleagues: Colleague[]
  /** The key of the fetcher it sends with, whose answer (the item) the screen shows. */
  fetcherKey: string
}) {
  const me = useStaff()
  const work = useFetcher<StaffActionResult>({ key: fetcherKey })
  const result = work.state === 'idle' ? work.data : undefined
  const [choice, setChoice] = useState<WorkChoice>(() => ({ answered: result }))
  if (result !== choice.answered) {
    if (!result?.notice) setChoice({ ...choice, answered: result })
    else if (choice.intent === 'assign-to-me')
      setChoice({ status: choice.status, answered: result })
    else setChoice({ answered: result })
  }
  const currentAssignee = item.assignee?.id ?? ''
  return (
    <work.Form
      method="post"
      className="inbox-work"
      aria-label="Status and assignee"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter
        setChoice({ ...choice, intent: submitter?.getAttribute('value') ?? 'work' })
      }}
    >
      <input type="hidden" name="currentStatus" value={item.status} />
      <input type="hidden" name="currentAssignee" value={currentAssignee} />
      <input type="hidden" name="me" value={me.id} />
      <StatusSelect
        id={`${formId}-status`}
        shown={{
          value: choice.status ?? item.status,
          onChange: (status) => setChoice({ ...choice, status }),
        }}
      />
      <AssigneeSelect
        id={`${formId}-assignee`}
        label="Assigned to"
        shown={{
          value: choice.assignee ?? currentAssignee,
          onChange: (assignee) => setChoice({ ...choice, assignee }),
        }}
        colleagues={colleagues}
      >
        <option value="">Nobody</option>
      </AssigneeSelect>
      <div className="inbox-work__actions">
        <button
          className="button button--primary"
          type="submit"
          name="intent"
          value="work"
          disabled={work.state !== 'idle'}
        >
          Save
        </button>
        {item.assignee?.id === me.id ? null : (
          <button
            className="button button--outline"
            type="submit"
            name="intent"
            value="assign-to-me"
            disabled={work.state !== 'idle'}
          >
            Assign to me
          </button>
        )}
      </div>
      <Feedback result={result} />
    </work.Form>
  )
}

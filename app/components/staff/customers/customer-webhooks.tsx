import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import type { Webhook } from '#schemas/portal/notifications.ts'
import type { StaffActionResult } from '#app/staff/action-result.ts'
import { ActionAnswer } from '#app/components/staff/action-answer.tsx'
import { formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { StaffTable, type StaffColumn } from '#app/components/staff/staff-table.tsx'
import { CustomerField } from './customer-fields.tsx'

const NO_ERRORS: Record<string, string> = {}

function outcome(delivery: Webhook['deliveries'][number]): string {
  if (delivery.statusCode !== null && delivery.error === null) return `HTTP ${delivery.statusCode}`
  return delivery.error ?? 'failed'
}

const DELIVERY_COLUMNS: StaffColumn<Webhook['deliveries'][number]>[] = [
  { label: 'When (Dhaka time)', cell: (delivery) => formatDhakaDateTime(delivery.at) },
  { label: 'Event', cell: (delivery) => `${delivery.eventKind} (#${delivery.eventId})` },
  { label: 'Attempt', cell: (delivery) => delivery.attempt },
  { label: 'Outcome', cell: outcome },
  { label: 'Took', cell: (delivery) => `${delivery.durationMs} ms` },
]

/**
 * A customer company's webhooks (docs/decisions/0025-portal-notifications.md): each with its
 * latest delivery attempts, a way to remove it, and a form to add one, whose answer shows the
 * signing secret this once.
 */
export function CustomerWebhooks({ webhooks }: { webhooks: readonly Webhook[] }) {
  const adder = useFetcher<StaffActionResult>()
  const remover = useFetcher<StaffActionResult>()
  const answer = adder.state === 'idle' ? adder.data : undefined
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (adder.data?.notice) form.current?.reset()
  }, [adder.data])
  return (
    <section className="staff-panel" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <p>
        Every event of the company’s shipments (owned or shared) is POSTed to each address as signed
        JSON, retried when it fails; the payload and the signature are in the API document
        (/api/docs, Webhooks).
      </p>
      <ActionAnswer problem={remover.data?.problem} notice={remover.data?.notice} />
      {webhooks.length === 0 ? <p>No webhook yet.</p> : null}
      {webhooks.map((hook) => (
        <div key={hook.id}>
          <h3>{hook.url}</h3>
          <remover.Form method="post">
            <input type="hidden" name="intent" value="remove-webhook" />
            <input type="hidden" name="webhookId" value={hook.id} />
            <button type="submit" className="button button--outline">
              Remove this webhook
            </button>
          </remover.Form>
          {hook.deliveries.length === 0 ? (
            <p>Nothing delivered yet.</p>
          ) : (
            <StaffTable
              caption={{ text: `Latest deliveries to ${hook.url}` }}
              rows={hook.deliveries}
              rowKey={(delivery) => delivery.id}
              columns={DELIVERY_COLUMNS}
            />
          )}
        </div>
      ))}
      <h3 id="add-webhook-title">Add a webhook</h3>
      <ActionAnswer problem={answer?.problem} notice={answer?.notice} />
      <adder.Form
        ref={form}
        method="post"
        className="staff-form"
        aria-labelledby="add-webhook-title"
        noValidate
      >
        <input type="hidden" name="intent" value="add-webhook" />
        <CustomerField
          form="webhook"
          name="url"
          label="Address (https://)"
          type="url"
          errors={answer?.errors ?? NO_ERRORS}
        />
        <button type="submit" className="button button--primary" disabled={adder.state !== 'idle'}>
          Add the webhook
        </button>
      </adder.Form>
    </section>
  )
}

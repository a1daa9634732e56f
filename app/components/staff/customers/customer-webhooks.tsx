import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import type { Webhook } from '#schemas/portal/notifications.ts'
import type { StaffActionResult } from '#app/staff/action-result.ts'
import { ActionAnswer } from '#app/components/staff/action-answer.tsx'
import { CustomerField } from './customer-fields.tsx'

const NO_ERRORS: Record<string, string> = {}

function outcome(delivery: Webhook['deliveries'][number]): string {
  if (delivery.statusCode !== null && delivery.error === null) return `HTTP ${delivery.statusCode}`
  return delivery.error ?? 'failed'
}

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
            <div className="staff-table-wrap">
              <table className="staff-table staff-table--cards">
                <caption>Latest deliveries to {hook.url}</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Event</th>
                    <th scope="col">Attempt</th>
                    <th scope="col">Outcome</th>
                    <th scope="col">Took</th>
                  </tr>
                </thead>
                <tbody>
                  {hook.deliveries.map((delivery) => (
                    <tr key={delivery.id}>
                      <td data-label="When">{new Date(delivery.at).toLocaleString('en-GB')}</td>
                      <td data-label="Event">
                        {delivery.eventKind} (#{delivery.eventId})
                      </td>
                      <td data-label="Attempt">{delivery.attempt}</td>
                      <td data-label="Outcome">{outcome(delivery)}</td>
                      <td data-label="Took">{delivery.durationMs} ms</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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

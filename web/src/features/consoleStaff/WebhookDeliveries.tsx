import { useState } from 'react'
import { Button } from '../../components/ui/Button'
import { useNotifications } from '../../components/ui/notifications'
import ui from '../../components/console/console.module.css'
import type { Column } from '../../components/console/DataTable'
import { FormAlert } from '../../components/console/FormAlert'
import { refusalOf } from '../../components/console/refusal'
import type { StaffStore } from '../../lib/staffSession'
import { useDeliveries, type DeliveryInfo, type WebhookInfo, useWebhookChanges } from './api'
import { QueryTable, Time } from './parts'
import { deliveryWords, webhookEventWords, whenWords } from './words'
import styles from './consoleStaff.module.css'

/** A secret just made or replaced: the only time it is seen. */
export interface Secret {
  url: string
  secret: string
}

export type WebhookChanges = ReturnType<typeof useWebhookChanges>

/** A subscription's deliveries, newest first, page by page, with its own actions: pause or resume, a new secret, send again. */
export function Deliveries({
  store,
  webhook,
  changes,
  onSecret,
}: {
  store: StaffStore
  webhook: WebhookInfo
  changes: WebhookChanges
  onSecret: (s: Secret) => void
}) {
  const [pages, setPages] = useState<(number | undefined)[]>([undefined])
  const before = pages[pages.length - 1]
  const page = useDeliveries(store.store_id, webhook.id, before)
  const notify = useNotifications((s) => s.notify)
  const [message, setMessage] = useState<string>()
  const fail = (err: unknown) => setMessage(refusalOf(err, []).message)
  const rewrite = (patch: { active?: boolean; rotate_secret?: boolean }, done: string) => {
    setMessage(undefined)
    changes.change.mutate(
      {
        id: webhook.id,
        body: {
          url: webhook.url,
          description: webhook.description,
          events: webhook.events,
          low_stock: webhook.low_stock,
          active: patch.active ?? webhook.active,
          rotate_secret: patch.rotate_secret ?? false,
        },
      },
      {
        onSuccess: (answer) => {
          notify(done)
          if (answer.secret) onSecret({ url: answer.webhook.url, secret: answer.secret })
        },
        onError: fail,
      },
    )
  }
  const resend = (d: DeliveryInfo) => {
    setMessage(undefined)
    changes.resend.mutate(
      { id: webhook.id, deliveryId: d.id },
      { onSuccess: () => notify(`Sending the ${d.event} of ${whenWords(d.created_at)} again.`), onError: fail },
    )
  }
  const columns: Column<DeliveryInfo>[] = [
    {
      header: 'Event',
      rowHeader: true,
      cell: (d) => (
        <>
          {webhookEventWords(d.event)}
          <span className={`${ui.muted} ${styles.below}`}>
            <code>{d.event}</code> #{d.id}
            {d.resent_from > 0 && `, sent again from #${d.resent_from}`}
          </span>
        </>
      ),
    },
    { header: 'Made', cell: (d) => <Time iso={d.created_at} /> },
    { header: 'How it went', cell: (d) => deliveryWords(d) },
    {
      header: 'Body',
      cell: (d) => (
        <details className={styles.body}>
          <summary>Show the body</summary>
          {/* Focusable, so that a keyboard can scroll a long body. */}
          <pre tabIndex={0}>{pretty(d.body)}</pre>
        </details>
      ),
    },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (d) =>
        d.status !== 'pending' && (
          <Button type="button" variant="secondary" onClick={() => resend(d)} disabled={changes.resend.isPending} aria-label={`Send again: delivery #${d.id}`}>
            Send again
          </Button>
        ),
    },
  ]
  const next = page.data?.next_before
  return (
    <section aria-labelledby="deliveries-title" className={styles.section}>
      <h2 id="deliveries-title">Deliveries to {webhook.url}</h2>
      <p className={ui.muted}>
        {webhook.active ? 'On' : 'Paused: nothing new is sent'}. Events: {webhook.events.map(webhookEventWords).join('; ')}
        {webhook.events.includes('inventory.low') && `; low stock at ${webhook.low_stock}`}.
      </p>
      <div className={ui.actions}>
        <Button
          type="button"
          variant="secondary"
          onClick={() => rewrite({ active: !webhook.active }, webhook.active ? `Paused the webhook to ${webhook.url}.` : `The webhook to ${webhook.url} is on again.`)}
          disabled={changes.change.isPending}
        >
          {webhook.active ? 'Pause' : 'Resume'}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => rewrite({ rotate_secret: true }, `The webhook to ${webhook.url} has a new secret; the old one no longer signs.`)}
          disabled={changes.change.isPending}
        >
          Give it a new secret
        </Button>
      </div>
      {message && <FormAlert>{message}</FormAlert>}
      <QueryTable
        query={page}
        what="the deliveries"
        rows={(d) => d.deliveries}
        empty="Nothing has been sent yet."
        labelledBy="deliveries-title"
        columns={columns}
        rowKey={(d) => d.id}
      />
      <div className={ui.actions}>
        {pages.length > 1 && (
          <Button type="button" variant="secondary" onClick={() => setPages((p) => p.slice(0, -1))}>
            Newer deliveries
          </Button>
        )}
        {next ? (
          <Button type="button" variant="secondary" onClick={() => setPages((p) => [...p, next])}>
            Older deliveries
          </Button>
        ) : null}
      </div>
    </section>
  )
}

/** A delivery's body, indented when it is JSON. */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2)
  } catch {
    return body
  }
}


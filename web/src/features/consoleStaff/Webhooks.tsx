import { useRef, useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { useNotifications } from '../../components/ui/notifications'
import { useTitle } from '../../components/ui/useTitle'
import form from '../../components/ui/Form.module.css'
import ui from '../../components/console/console.module.css'
import type { Column } from '../../components/console/DataTable'
import { FormAlert } from '../../components/console/FormAlert'
import { refusalOf } from '../../components/console/refusal'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import { useErrorFocus } from '../../components/console/useErrorFocus'
import type { Validations } from '../../lib/api'
import { MSG_REQUIRED } from '../../lib/forms'
import type { StaffStore } from '../../lib/staffSession'
import { useWebhookChanges, useWebhooks, type WebhookInfo } from './api'
import { ConfirmDialog, QueryTable, ShownOnce, useListFocus } from './parts'
import { Deliveries, type Secret, type WebhookChanges } from './WebhookDeliveries'
import { webhookEventWords, WEBHOOK_EVENT_WORDS } from './words'
import styles from './consoleStaff.module.css'


/**
 * The store's webhooks (issue 22, docs/integrations.md): another system's
 * URL that Pistil POSTs the store's events to, signed with a secret shown
 * once. Each subscription's deliveries are listed with how they went, and
 * one that is done may be sent again.
 */
export function Webhooks({ store }: { store: StaffStore }) {
  useTitle(`Webhooks of ${store.store_name}`)
  const list = useWebhooks(store.store_id)
  const changes = useWebhookChanges(store.store_id)
  const notify = useNotifications((s) => s.notify)
  const [secret, setSecret] = useState<Secret>()
  const [openId, setOpenId] = useState<number>()
  const [removing, setRemoving] = useState<WebhookInfo>()
  const [removeMessage, setRemoveMessage] = useState<string>()
  const [listHeading, focusList] = useListFocus()
  const open = list.data?.webhooks.find((w) => w.id === openId)

  const confirmRemove = () => {
    if (!removing) return
    setRemoveMessage(undefined)
    changes.remove.mutate(removing.id, {
      onSuccess: () => {
        notify(`Removed the webhook to ${removing.url}. Nothing more is sent there.`)
        if (openId === removing.id) setOpenId(undefined)
        setRemoving(undefined)
        focusList()
      },
      onError: (err) => setRemoveMessage(refusalOf(err, []).message),
    })
  }
  const closeRemove = () => {
    setRemoving(undefined)
    setRemoveMessage(undefined)
  }

  const columns: Column<WebhookInfo>[] = [
    {
      header: 'URL',
      rowHeader: true,
      cell: (w) => (
        <>
          <span className={styles.url}>{w.url}</span>
          {w.description && <span className={`${ui.muted} ${styles.below}`}>{w.description}</span>}
        </>
      ),
    },
    { header: 'Events', cell: (w) => w.events.map(webhookEventWords).join('; ') },
    { header: 'State', cell: (w) => (w.active ? 'On' : 'Paused') },
    {
      header: 'Deliveries',
      cell: (w) =>
        [
          w.pending > 0 ? `${w.pending} being tried` : 'None waiting',
          w.failed_last_day > 0 ? `${w.failed_last_day} given up today` : '',
          w.last_status ? `last answer ${w.last_status}` : '',
        ]
          .filter(Boolean)
          .join(', '),
    },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (w) => (
        <div className={styles.rowActions}>
          <Button type="button" variant="secondary" onClick={() => setOpenId(w.id)} aria-label={`Deliveries to ${w.url}`}>
            Deliveries
          </Button>
          <Button type="button" variant="secondary" onClick={() => setRemoving(w)} aria-label={`Remove the webhook to ${w.url}`}>
            Remove
          </Button>
        </div>
      ),
    },
  ]

  return (
    <div className={`${ui.screen} ${styles.page}`}>
      <div>
        <ScreenHeading>Webhooks</ScreenHeading>
        <p className={ui.muted}>
          A webhook tells another system, such as a point of sale, what happens at {store.store_name} as it happens: Pistil sends each event to its
          URL, signed with a secret only that system knows, and tries again for a day while it does not answer. The reservations it carries hold
          shoppers’ names and contacts: add only a system you trust with them.
        </p>
      </div>
      {secret ? (
        <ShownOnce title={`Copy the signing secret of ${secret.url} now`} label="Secret" value={secret.secret} onDone={() => setSecret(undefined)}>
          The receiving system checks each delivery’s Pistil-Signature header with it. If it is lost, give the webhook a new secret.
        </ShownOnce>
      ) : (
        <AddWebhook
          events={list.data?.events ?? Object.keys(WEBHOOK_EVENT_WORDS)}
          make={changes.make}
          onMade={(w, s) => {
            setSecret({ url: w.url, secret: s })
            setOpenId(w.id)
          }}
        />
      )}
      <section aria-labelledby="webhooks-title" className={styles.section}>
        <h2 id="webhooks-title" ref={listHeading} tabIndex={-1}>
          Subscriptions
        </h2>
        <QueryTable
          query={list}
          what="the webhooks"
          rows={(d) => d.webhooks}
          empty="This store sends no webhooks yet."
          labelledBy="webhooks-title"
          columns={columns}
          rowKey={(w) => w.id}
        />
      </section>
      {open && <Deliveries key={open.id} store={store} webhook={open} changes={changes} onSecret={setSecret} />}
      {removing && (
        <ConfirmDialog
          title={`Remove the webhook to ${removing.url}?`}
          message={removeMessage}
          keepLabel="Keep it"
          confirmLabel="Remove"
          pending={changes.remove.isPending}
          onKeep={closeRemove}
          onConfirm={confirmRemove}
        >
          Nothing more is sent there, and its deliveries are forgotten, those still being tried too.
        </ConfirmDialog>
      )}
    </div>
  )
}


/** The form that adds a webhook: its URL, a description, the events, and inventory.low's threshold when that is asked for. */
function AddWebhook({ events, make, onMade }: { events: string[]; make: WebhookChanges['make']; onMade: (w: WebhookInfo, secret: string) => void }) {
  const [url, setUrl] = useState('')
  const [description, setDescription] = useState('')
  const [chosen, setChosen] = useState<string[]>([])
  const [lowStock, setLowStock] = useState('5')
  const [errors, setErrors] = useState<Validations>({})
  const [message, setMessage] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const ref = useRef<HTMLFormElement>(null)
  useErrorFocus(ref, attempt)
  const fail = (found: Validations, why?: string) => {
    setErrors(found)
    setMessage(why)
    setAttempt((n) => n + 1)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found: Validations = {}
    if (url.trim() === '') found.url = [MSG_REQUIRED]
    if (chosen.length === 0) found.events = ['Choose at least one event.']
    const low = Number(lowStock)
    if (chosen.includes('inventory.low') && (!/^\d+$/.test(lowStock.trim()) || low > 10000)) found.low_stock = ['A whole number from 0 to 10,000.']
    if (Object.keys(found).length > 0) return fail(found)
    setErrors({})
    setMessage(undefined)
    make.mutate(
      {
        url: url.trim(),
        description: description.trim(),
        events: chosen,
        ...(chosen.includes('inventory.low') ? { low_stock: low } : {}),
      },
      {
        onSuccess: (answer) => {
          setUrl('')
          setDescription('')
          setChosen([])
          onMade(answer.webhook, answer.secret ?? '')
        },
        onError: (err) => {
          const r = refusalOf(err, ['url', 'description', 'events', 'low_stock'])
          fail(r.errors, r.message)
        },
      },
    )
  }
  const eventsError = errors.events?.join(' ')
  return (
    <section aria-labelledby="add-webhook-title" className={ui.panel}>
      <h2 id="add-webhook-title">Add a webhook</h2>
      <form ref={ref} className={form.form} onSubmit={submit} noValidate aria-labelledby="add-webhook-title">
        {message && <FormAlert>{message}</FormAlert>}
        <Field
          label="URL"
          name="url"
          type="url"
          inputMode="url"
          hint="Where the receiving system listens, https://…"
          autoComplete="off"
          spellCheck={false}
          maxLength={2000}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          errors={errors.url}
        />
        <Field
          label="Description (optional)"
          name="description"
          hint="What it is, to tell it apart: “Front counter POS”."
          autoComplete="off"
          maxLength={200}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          errors={errors.description}
        />
        <fieldset className={styles.events} aria-describedby={eventsError ? 'webhook-events-error' : undefined} aria-invalid={eventsError ? true : undefined}>
          <legend>Events to send</legend>
          {eventsError && (
            <p id="webhook-events-error" className={styles.fieldError}>
              {eventsError}
            </p>
          )}
          {events.map((event) => (
            <label key={event} className={form.check}>
              <input
                type="checkbox"
                name="events"
                value={event}
                checked={chosen.includes(event)}
                onChange={(e) => setChosen((c) => (e.target.checked ? events.filter((x) => x === event || c.includes(x)) : c.filter((x) => x !== event)))}
              />
              <span>
                {webhookEventWords(event)} <code>{event}</code>
              </span>
            </label>
          ))}
        </fieldset>
        {chosen.includes('inventory.low') && (
          <Field
            label="Low stock at"
            name="low_stock"
            inputMode="numeric"
            hint="A weight’s stock falling to this count or under it is news."
            value={lowStock}
            onChange={(e) => setLowStock(e.target.value)}
            errors={errors.low_stock}
          />
        )}
        <div className={ui.actions}>
          <Button type="submit" loading={make.isPending} disabled={make.isPending}>
            {make.isPending ? 'Adding…' : 'Add the webhook'}
          </Button>
        </div>
      </form>
    </section>
  )
}

import { useEffect, useRef, useState, type FormEvent } from 'react'
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
import { useTokenChanges, useTokens, type TokenInfo } from './api'
import { ConfirmDialog, QueryTable, ShownOnce, Time, useListFocus } from './parts'
import styles from './consoleStaff.module.css'

/** How long a token's name may be (the server's limit). */
const MAX_TOKEN_NAME = 100

/** A token just made: the only time its secret is seen. */
interface Made {
  name: string
  token: string
}

/**
 * The store's integration tokens (ADR 0022, section 1), for whoever holds
 * tokens.manage there: a token lets a front desk or a point of sale read
 * and move the store's reservations with Authorization: Bearer. A new
 * token is shown once, here, and never again: the server keeps its hash.
 * It may also cover others, the other stores where this person manages
 * tokens (a chain's point of sale syncing them all); the list shows
 * every token that reaches this store, with the stores it covers.
 */
export function Tokens({ store, others = [] }: { store: StaffStore; others?: StaffStore[] }) {
  useTitle(`Integration tokens of ${store.store_name}`)
  const list = useTokens(store.store_id)
  const { make, revoke } = useTokenChanges(store.store_id)
  const notify = useNotifications((s) => s.notify)
  const [made, setMade] = useState<Made>()
  const [revoking, setRevoking] = useState<TokenInfo>()
  const [revokeMessage, setRevokeMessage] = useState<string>()
  const [listHeading, focusList] = useListFocus()
  // After a new token is put away, the focus goes back to the form it came from.
  const [back, setBack] = useState(false)

  const confirmRevoke = () => {
    if (!revoking) return
    setRevokeMessage(undefined)
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        notify(`Revoked the token “${revoking.name}”. Whatever used it is refused from now on.`)
        setRevoking(undefined)
        focusList()
      },
      onError: (err) => setRevokeMessage(refusalOf(err, []).message),
    })
  }
  const closeRevoke = () => {
    setRevoking(undefined)
    setRevokeMessage(undefined)
  }

  const names = new Map([store, ...others].map((s) => [s.store_id, s.store_name]))
  const covers = (t: TokenInfo) =>
    t.stores.length <= 1 && t.stores[0] === store.store_id ? 'This store' : t.stores.map((id) => names.get(id) ?? `Store ${id}`).join(', ')
  const columns: Column<TokenInfo>[] = [
    { header: 'Name', rowHeader: true, cell: (t) => t.name },
    { header: 'Stores', cell: covers },
    { header: 'Made', cell: (t) => <Time iso={t.created_at} /> },
    { header: 'Last used', cell: (t) => (t.last_used_at ? <Time iso={t.last_used_at} /> : 'Never') },
    { header: 'Revoked', cell: (t) => (t.revoked_at ? <Time iso={t.revoked_at} /> : 'No') },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (t) =>
        !t.revoked_at && (
          <Button type="button" variant="secondary" onClick={() => setRevoking(t)} aria-label={`Revoke the token “${t.name}”`}>
            Revoke
          </Button>
        ),
    },
  ]

  return (
    <div className={`${ui.screen} ${styles.page}`}>
      <div>
        <ScreenHeading>Integration tokens</ScreenHeading>
        <p className={ui.muted}>
          A token lets a front-desk screen or a point of sale read and move the reservations of {store.store_name}, and read its reports, without
          anyone signing in. Whoever holds it can do that: give each place its own token, and revoke one that is no longer used.
        </p>
      </div>
      {made ? (
        <NewToken
          made={made}
          onDone={() => {
            setMade(undefined)
            setBack(true)
          }}
        />
      ) : (
        <MakeToken make={make} others={others} focusName={back} onMade={setMade} />
      )}
      <section aria-labelledby="tokens-title" className={styles.section}>
        <h2 id="tokens-title" ref={listHeading} tabIndex={-1}>
          Tokens
        </h2>
        <QueryTable
          query={list}
          what="the tokens"
          rows={(d) => d.tokens}
          empty="This store has no tokens yet."
          labelledBy="tokens-title"
          columns={columns}
          rowKey={(t) => t.id}
        />
      </section>
      {revoking && (
        <ConfirmDialog
          title={`Revoke the token “${revoking.name}”?`}
          message={revokeMessage}
          keepLabel="Keep it"
          confirmLabel="Revoke"
          pending={revoke.isPending}
          onKeep={closeRevoke}
          onConfirm={confirmRevoke}
        >
          Whatever uses it is refused from the next request on. This cannot be undone: to connect it again, make a new token.
        </ConfirmDialog>
      )}
    </div>
  )
}

type MakeMutation = ReturnType<typeof useTokenChanges>['make']

interface MakeProps {
  make: MakeMutation
  /** Other stores the new token may cover. */
  others: StaffStore[]
  focusName: boolean
  onMade: (m: Made) => void
}

function MakeToken({ make, others, focusName, onMade }: MakeProps) {
  const [name, setName] = useState('')
  const [also, setAlso] = useState<number[]>([])
  const focusOnMount = useRef(focusName)
  const [errors, setErrors] = useState<Validations>({})
  const [message, setMessage] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const ref = useRef<HTMLFormElement>(null)
  useErrorFocus(ref, attempt)
  useEffect(() => {
    if (focusOnMount.current) ref.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
  }, [])
  const fail = (found: Validations, why?: string) => {
    setErrors(found)
    setMessage(why)
    setAttempt((n) => n + 1)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const sent = name.trim()
    if (sent === '') return fail({ name: [MSG_REQUIRED] })
    setErrors({})
    setMessage(undefined)
    make.mutate({ name: sent, also_store_ids: also.length > 0 ? also : undefined }, {
      onSuccess: (answer) => onMade({ name: sent, token: answer.token }),
      onError: (err) => {
        const r = refusalOf(err, ['name'])
        fail(r.errors, r.message)
      },
    })
  }
  return (
    <section aria-labelledby="make-title" className={ui.panel}>
      <h2 id="make-title">Make a token</h2>
      <form ref={ref} className={form.form} onSubmit={submit} noValidate aria-labelledby="make-title">
        {message && <FormAlert>{message}</FormAlert>}
        <Field
          label="Name"
          name="name"
          hint="Where it is used, so you can tell it apart later: “front desk”, “POS sync”."
          autoComplete="off"
          maxLength={MAX_TOKEN_NAME}
          value={name}
          onChange={(e) => setName(e.target.value)}
          errors={errors.name}
        />
        {others.length > 0 && (
          <fieldset className={styles.events}>
            <legend>Also for these stores</legend>
            <p className={ui.muted}>For a point of sale that serves several of your stores: one token syncs them all in one call.</p>
            {others.map((s) => (
              <label key={s.store_id} className={form.check}>
                <input
                  type="checkbox"
                  name="also_store_ids"
                  value={s.store_id}
                  checked={also.includes(s.store_id)}
                  onChange={(e) => setAlso((a) => (e.target.checked ? [...a, s.store_id] : a.filter((id) => id !== s.store_id)))}
                />
                <span>{s.store_name}</span>
              </label>
            ))}
          </fieldset>
        )}
        <div className={ui.actions}>
          <Button type="submit" loading={make.isPending} disabled={make.isPending}>
            {make.isPending ? 'Making…' : 'Make the token'}
          </Button>
        </div>
      </form>
    </section>
  )
}

/** The new token, shown this once, with a way to copy it. */
function NewToken({ made, onDone }: { made: Made; onDone: () => void }) {
  return (
    <ShownOnce title={`Copy the token “${made.name}” now`} label="Token" value={made.token} onDone={onDone}>
      Pistil keeps only a fingerprint of it, so it cannot show it again. If it is lost, make a new one and revoke this one.
    </ShownOnce>
  )
}

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
import { roleName } from '../../components/console/roles'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import { SelectField } from '../../components/console/SelectField'
import { useErrorFocus } from '../../components/console/useErrorFocus'
import type { Validations } from '../../lib/api'
import { looksLikeEmail, MSG_EMAIL, MSG_REQUIRED, msgMaxLength } from '../../lib/forms'
import type { StaffStore } from '../../lib/staffSession'
import { useStaffChanges, useStaffList } from './api'
import { article, ConfirmDialog, QueryTable, useListFocus } from './parts'
import { GRANTED_ROLES, isGrantedRole, personName, ROLE_HINT, stateWords, type GrantedRole, type StaffPerson } from './words'
import styles from './consoleStaff.module.css'

/** How long a staff member's name may be (the server's limit). */
const MAX_NAME = 100

interface PeopleProps {
  store: StaffStore
  /** The signed-in member's id: their own role is theirs to change too, and the session follows. */
  me: number
}

/**
 * The store's people (ADR 0022, plan step 2), for whoever holds
 * staff.manage there: invite an address to a role, change a role, remove
 * someone. The server refuses what the role may not do, and keeps the
 * store's last owner; its message is shown as it is.
 */
export function People({ store, me }: PeopleProps) {
  useTitle(`People at ${store.store_name}`)
  const list = useStaffList(store.store_id)
  const changes = useStaffChanges(store.store_id, me)
  const notify = useNotifications((s) => s.notify)
  const [message, setMessage] = useState<string>()
  const [removing, setRemoving] = useState<StaffPerson>()
  const [removeMessage, setRemoveMessage] = useState<string>()
  const [listHeading, focusList] = useListFocus()
  const alertRef = useRef<HTMLDivElement>(null)
  const [attempt, setAttempt] = useState(0)
  useErrorFocus(alertRef, attempt)

  const saveRole = (person: StaffPerson, role: GrantedRole) => {
    setMessage(undefined)
    changes.changeRole.mutate(
      { staffId: person.id, role },
      {
        onSuccess: () => notify(`Saved: ${personName(person)} is now ${article(role)} ${roleName(role).toLowerCase()}.`),
        onError: (err) => {
          setMessage(refusalOf(err, []).message)
          setAttempt((n) => n + 1)
        },
      },
    )
  }
  const remove = () => {
    if (!removing) return
    setRemoveMessage(undefined)
    changes.remove.mutate(removing.id, {
      onSuccess: () => {
        notify(`Removed ${personName(removing)} from ${store.store_name}.`)
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

  const columns: Column<StaffPerson>[] = [
    { header: 'Email', rowHeader: true, cell: (p) => p.email },
    { header: 'Name', cell: (p) => p.name.trim() || <span className={ui.muted}>Not given</span> },
    {
      header: 'Role',
      cell: (p) =>
        isGrantedRole(p.role) ? (
          <RoleControl person={p} saving={changes.changeRole.isPending && changes.changeRole.variables?.staffId === p.id} onSave={saveRole} />
        ) : (
          roleName(p.role)
        ),
    },
    { header: 'State', cell: (p) => stateWords(p.state) },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (p) =>
        isGrantedRole(p.role) && (
          <Button type="button" variant="secondary" onClick={() => setRemoving(p)} aria-label={`Remove ${personName(p)}`}>
            Remove
          </Button>
        ),
    },
  ]

  return (
    <div className={`${ui.screen} ${styles.page}`}>
      <div>
        <ScreenHeading>People</ScreenHeading>
        <p className={ui.muted}>Who works at {store.store_name}, their role, and where they are in signing up.</p>
      </div>
      <InviteForm store={store} invite={changes.invite} />
      <section aria-labelledby="staff-title" className={styles.section}>
        <h2 id="staff-title" ref={listHeading} tabIndex={-1}>
          Staff
        </h2>
        <div ref={alertRef}>{message && <FormAlert>{message}</FormAlert>}</div>
        <QueryTable
          query={list}
          what="the staff"
          rows={(d) => d.staff}
          empty="Nobody has a role here yet."
          labelledBy="staff-title"
          columns={columns}
          rowKey={(p) => p.id}
        />
      </section>
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.id === me ? 'yourself' : personName(removing)} from ${store.store_name}?`}
          message={removeMessage}
          keepLabel="Cancel"
          confirmLabel="Remove"
          pending={changes.remove.isPending}
          onKeep={closeRemove}
          onConfirm={remove}
        >
          {removing.id === me
            ? 'You lose your role here at once. If this is your only store, you are signed out everywhere.'
            : 'They lose their role here at once. If this was their only store, they are signed out everywhere. You can invite them again later.'}
        </ConfirmDialog>
      )}
    </div>
  )
}

/** A person's role as a select with its own Save; a role that did not change is not sent. */
function RoleControl({ person, saving, onSave }: { person: StaffPerson; saving: boolean; onSave: (p: StaffPerson, role: GrantedRole) => void }) {
  const notify = useNotifications((s) => s.notify)
  const [role, setRole] = useState<GrantedRole>(person.role as GrantedRole)
  const [was, setWas] = useState(person.role)
  // A saved or refreshed list brings the person's role: the select shows it.
  if (was !== person.role) {
    setWas(person.role)
    setRole(person.role as GrantedRole)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (saving) return
    if (role !== person.role) onSave(person, role)
    else notify(`Nothing to save: ${personName(person)} is already ${article(role)} ${roleName(role).toLowerCase()}.`)
  }
  return (
    <form className={styles.roleForm} onSubmit={submit}>
      <SelectField label={`Role of ${personName(person)}`} hideLabel value={role} onChange={(e) => setRole(e.target.value as GrantedRole)}>
        {GRANTED_ROLES.map((r) => (
          <option key={r} value={r}>
            {roleName(r)}
          </option>
        ))}
      </SelectField>
      {/* Never disabled, so the focus stays on it while it saves. */}
      <Button type="submit" variant="secondary" loading={saving} aria-label={`Save the role of ${personName(person)}`}>
        Save
      </Button>
    </form>
  )
}

type InviteMutation = ReturnType<typeof useStaffChanges>['invite']

/** Invites an address to a role: someone new gets a welcome link by e-mail, someone with a password the role and a mail saying so. */
function InviteForm({ store, invite }: { store: StaffStore; invite: InviteMutation }) {
  const notify = useNotifications((s) => s.notify)
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [role, setRole] = useState<GrantedRole>('budtender')
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
    if (email.trim() === '') found.email = [MSG_REQUIRED]
    else if (!looksLikeEmail(email)) found.email = [MSG_EMAIL]
    if (name.trim().length > MAX_NAME) found.name = [msgMaxLength(MAX_NAME)]
    if (Object.keys(found).length > 0) return fail(found)
    setErrors({})
    setMessage(undefined)
    const sent = { email: email.trim(), name: name.trim(), role }
    invite.mutate(sent, {
      onSuccess: () => {
        notify(`Invited ${sent.email} as ${article(role)} ${roleName(role).toLowerCase()} at ${store.store_name}. They get an e-mail saying what to do next.`)
        setEmail('')
        setName('')
      },
      onError: (err) => {
        const r = refusalOf(err, ['email', 'name', 'role'])
        fail(r.errors, r.message)
      },
    })
  }

  return (
    <section aria-labelledby="invite-title" className={`${ui.panel} ${styles.invite}`}>
      <h2 id="invite-title">Invite someone</h2>
      <p className={ui.muted}>Someone new gets an e-mail with a link to set a password. The link works once, for 72 hours.</p>
      <form ref={ref} className={form.form} onSubmit={submit} noValidate aria-labelledby="invite-title">
        {message && <FormAlert>{message}</FormAlert>}
        <div className={styles.inviteFields}>
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            errors={errors.email}
          />
          <Field
            label="Name"
            name="name"
            hint="Optional: how the console greets them."
            autoComplete="off"
            maxLength={MAX_NAME}
            value={name}
            onChange={(e) => setName(e.target.value)}
            errors={errors.name}
          />
          <SelectField label="Role" name="role" hint={ROLE_HINT} value={role} onChange={(e) => setRole(e.target.value as GrantedRole)} errors={errors.role}>
            {GRANTED_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleName(r)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className={ui.actions}>
          <Button type="submit" loading={invite.isPending} disabled={invite.isPending}>
            {invite.isPending ? 'Sending…' : 'Send the invitation'}
          </Button>
        </div>
      </form>
    </section>
  )
}

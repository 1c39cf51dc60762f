import { useState } from 'react'
import { Link, Navigate } from 'react-router'
import { Button } from '../../components/ui/Button'
import { useNotifications } from '../../components/ui/notifications'
import { useTitle } from '../../components/ui/useTitle'
import ui from '../../components/console/console.module.css'
import { FormAlert } from '../../components/console/FormAlert'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import { roleName } from '../../components/console/roles'
import { useNewRecoveryCodes, useSignOut } from '../../features/consoleAuth/api'
import { RecoveryCodes } from '../../features/consoleAuth/RecoveryCodes'
import { refusalOf } from '../../components/console/refusal'
import type { StaffSession } from '../../lib/staffSession'
import { RequireSession } from './gate'
import styles from './ConsoleHome.module.css'

/** /business: the signed-in staff member's home: who, their stores and role at each, and signing out. */
export function ConsoleHomeScreen() {
  return <RequireSession>{(session) => (session.must_enrol ? <Navigate to="/enrol" replace /> : <ConsoleHome session={session} />)}</RequireSession>
}

export function ConsoleHome({ session }: { session: StaffSession }) {
  useTitle('Store console')
  const signOut = useSignOut()
  const newCodes = useNewRecoveryCodes()
  const notify = useNotifications((s) => s.notify)
  const [codes, setCodes] = useState<string[]>()
  const [message, setMessage] = useState<string>()
  const { staff, stores } = session

  const leave = (everywhere: boolean) => {
    setMessage(undefined)
    signOut.mutate(
      { everywhere },
      {
        onSuccess: () => notify(everywhere ? 'You are signed out on every device.' : 'You are signed out.'),
        onError: (err) => setMessage(refusalOf(err, []).message),
      },
    )
  }
  const makeCodes = () => {
    setMessage(undefined)
    newCodes.mutate(undefined, { onSuccess: (answer) => setCodes(answer.codes), onError: (err) => setMessage(refusalOf(err, []).message) })
  }

  if (codes) return <RecoveryCodes codes={codes} onSaved={() => setCodes(undefined)} />
  return (
    <div className={`${ui.screen} ${styles.page}`}>
      <div>
        <ScreenHeading>{staff.name ? `Hello, ${staff.name}` : 'Hello'}</ScreenHeading>
        <p className={ui.muted}>Signed in as {staff.email}.</p>
      </div>
      {message && <FormAlert>{message}</FormAlert>}
      <section aria-labelledby="stores-title">
        <h2 id="stores-title">Your stores</h2>
        {stores.length === 0 ? (
          <p>You have no role at a store yet. Ask a store’s owner to invite you.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Store</th>
                <th scope="col">Your role</th>
              </tr>
            </thead>
            <tbody>
              {stores.map((store) => (
                <tr key={store.store_id}>
                  <th scope="row">
                    <Link to={`/stores/${store.store_id}`}>{store.store_name}</Link>
                  </th>
                  <td>{roleName(store.role)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="sign-in-title">
        <h2 id="sign-in-title">Signing in</h2>
        <p>Lost your recovery codes, or used most of them? New ones replace them all: the old ones stop working.</p>
        <div className={ui.actions}>
          <Button type="button" variant="secondary" onClick={makeCodes} loading={newCodes.isPending} disabled={newCodes.isPending}>
            Make new recovery codes
          </Button>
        </div>
      </section>
      <section aria-labelledby="sign-out-title">
        <h2 id="sign-out-title">Signing out</h2>
        <p>Signing out everywhere ends your sessions on every device, this one too: use it when a device was lost or shared.</p>
        <div className={ui.actions}>
          <Button type="button" onClick={() => leave(false)} disabled={signOut.isPending}>
            Sign out
          </Button>
          <Button type="button" variant="secondary" onClick={() => leave(true)} disabled={signOut.isPending}>
            Sign out everywhere
          </Button>
        </div>
      </section>
    </div>
  )
}

export { ConsoleHomeScreen as Component }

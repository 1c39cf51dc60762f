import type { ReactNode } from 'react'
import { Navigate, useParams } from 'react-router'
import { ButtonLink } from '../../components/ui/Button'
import { useTitle } from '../../components/ui/useTitle'
import ui from '../../components/console/console.module.css'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import { storeOf, type Permission, type StaffSession, type StaffStore } from '../../lib/staffSession'
import { RequireSession } from './gate'
import { cannotWords, STORE_SECTIONS } from './sections'

/**
 * A screen at the store of the address's :storeId: the session and the
 * member's store, once signed in and set up, when they have a role there
 * and (given one) the role holds the permission. Otherwise a page that
 * says why, as the server would refuse.
 */
export function RequireStore({ permission, children }: { permission?: Permission; children: (session: StaffSession, store: StaffStore) => ReactNode }) {
  const { storeId } = useParams()
  return (
    <RequireSession>
      {(session) => {
        if (session.must_enrol) return <Navigate to="/enrol" replace />
        const store = storeOf(session, storeId)
        if (!store) return <NotYourStore />
        if (permission && !store.permissions.includes(permission)) return <NotAllowed store={store} permission={permission} />
        return children(session, store)
      }}
    </RequireSession>
  )
}

function NotYourStore() {
  useTitle('No role at this store')
  return (
    <div className={`${ui.narrow} ${ui.panel}`}>
      <ScreenHeading>You have no role at this store</ScreenHeading>
      <p>Ask one of its owners to invite you, or open one of your own stores.</p>
      <div className={ui.actions}>
        <ButtonLink to="/">Back to the console</ButtonLink>
      </div>
    </div>
  )
}

function NotAllowed({ store, permission }: { store: StaffStore; permission: Permission }) {
  useTitle('Not open to your role')
  const action = STORE_SECTIONS.find((s) => s.permission === permission)?.action ?? 'do this'
  return (
    <div className={`${ui.narrow} ${ui.panel}`}>
      <ScreenHeading>Not open to your role</ScreenHeading>
      <p>
        {cannotWords(store.role, action)} Ask an owner of {store.store_name} if you need it.
      </p>
      <div className={ui.actions}>
        <ButtonLink to={`/stores/${store.store_id}`}>Back to {store.store_name}</ButtonLink>
      </div>
    </div>
  )
}

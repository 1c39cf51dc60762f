import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import ui from '../../components/console/console.module.css'
import { FormAlert } from '../../components/console/FormAlert'
import { useStaffSession, type StaffSession } from '../../lib/staffSession'

/** While the session is read: a placeholder, and words for screen readers. */
export function Loading() {
  return (
    <div className={`${ui.narrow} ${ui.panel}`}>
      <p className="visually-hidden" role="status">
        Loading the console…
      </p>
      <Skeleton height={32} width="60%" />
      <Skeleton height={16} />
      <Skeleton height={16} width="80%" />
    </div>
  )
}

/**
 * The session a screen needs, or what stands in for it: the placeholder
 * while it is read, a way to try again when it could not be, and the
 * sign-in screen (which comes back here) when nobody is signed in.
 */
export function RequireSession({ children }: { children: (session: StaffSession) => ReactNode }) {
  const session = useStaffSession()
  const location = useLocation()
  if (session.isPending) return <Loading />
  if (session.isError) {
    return (
      <div className={`${ui.narrow} ${ui.panel}`}>
        <FormAlert>The console could not reach the server: {session.error.message}</FormAlert>
        <Button type="button" onClick={() => void session.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  if (!session.data) return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />
  return <>{children(session.data)}</>
}

/** Where to go once signed in: the console page the person came from, when it is one, else the console's home. */
export function returnTo(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/'
  return from.startsWith('/sign-in') || from.startsWith('/welcome') || from.startsWith('/enrol') ? '/' : from
}

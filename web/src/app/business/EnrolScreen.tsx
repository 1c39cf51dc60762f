import { useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { Enrol } from '../../features/consoleAuth/Enrol'
import type { StaffSession } from '../../lib/staffSession'
import { RequireSession } from './gate'

/** /business/enrol: setting up the authenticator app, for a session that must. */
export function EnrolScreen() {
  return <RequireSession>{(session) => <Enrolling session={session} />}</RequireSession>
}

function Enrolling({ session }: { session: StaffSession }) {
  const navigate = useNavigate()
  // Decided when the screen opens: once the app is confirmed the session
  // no longer must enrol, and the recovery codes must stay on screen.
  const [needed] = useState(session.must_enrol)
  if (!needed) return <Navigate to="/" replace />
  return <Enrol onDone={() => navigate('/', { replace: true })} />
}

export { EnrolScreen as Component }

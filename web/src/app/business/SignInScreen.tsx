import { Navigate, useLocation } from 'react-router'
import { SignIn } from '../../features/consoleAuth/SignIn'
import { useStaffSession } from '../../lib/staffSession'
import { Loading, returnTo } from './gate'

/**
 * /business/sign-in. Once a session is kept, the person goes on: to the
 * page they came from, or to setting up their authenticator app when they
 * have not yet.
 */
export function SignInScreen() {
  const session = useStaffSession()
  const location = useLocation()
  if (session.isPending) return <Loading />
  if (session.data?.must_enrol) return <Navigate to="/enrol" replace />
  if (session.data) return <Navigate to={returnTo(location.state)} replace />
  return <SignIn />
}

export { SignInScreen as Component }

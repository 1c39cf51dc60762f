import { useEffect, useState } from 'react'
import { useHref, useNavigate, useParams } from 'react-router'
import { Welcome } from '../../features/consoleAuth/Welcome'

/**
 * /business/welcome/{token}, the invitation's link. The token leaves the
 * address bar at once (history.replaceState, so it stays out of the
 * history, bookmarks and screenshots) and is kept in memory until the
 * click that posts it. Reloaded, the page has no token and says so.
 */
export function WelcomeScreen() {
  const params = useParams()
  const [token] = useState(params.token)
  const bare = useHref('/welcome')
  const navigate = useNavigate()
  useEffect(() => {
    if (window.location.pathname !== bare) window.history.replaceState(window.history.state, '', bare)
  }, [bare])
  return <Welcome token={token} onWelcomed={() => navigate('/enrol', { replace: true })} />
}

export { WelcomeScreen as Component }

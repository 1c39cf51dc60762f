import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { closeModal, openModal, useModals } from '../../components/ui/modals'
import { setUnauthorizedHandler } from '../../lib/api'
import { appContext, routerPath } from '../../lib/appMode'
import { useCartSync } from '../../features/cart/api'
import { whoamiQuery } from '../../lib/session'
import { askToLogIn, currentAppMode, isLoginPage } from '../../lib/askToLogIn'
import { usePageViews } from './usePageViews'

/**
 * Invalid-token handling (spec sections 2 and 8): the token is gone (the api
 * module removed it), the customer is unauthenticated, any modal closes and
 * the shopper is asked to log in again: a login modal over the page in
 * default mode, the mode's login page otherwise.
 */
function useInvalidTokenHandling() {
  const navigate = useNavigate()
  const client = useQueryClient()
  useEffect(() => {
    setUnauthorizedHandler(() => {
      client.setQueryData(whoamiQuery.queryKey, null)
      // No accounts in this mode: nothing to log in to (and no token was sent).
      if (!appContext().features.auth) return
      if (isLoginPage(routerPath(window.location.pathname))) return closeModal()
      const here = routerPath(window.location.pathname) + window.location.search
      const ask = askToLogIn(currentAppMode(), here)
      if (ask.kind === 'navigate') {
        closeModal()
        void navigate(ask.to)
      } else if (useModals.getState().current?.name !== 'login') {
        // Several calls may be refused at once: one modal for them all.
        openModal('login', { message: 'Your session has ended. Please log in again.' })
      }
    })
  }, [navigate, client])
}

/**
 * What every mode's layout runs: invalid-token handling and keeping the
 * local cart in step with the server's.
 */
export function useAppShell() {
  useInvalidTokenHandling()
  useCartSync()
  usePageViews()
}

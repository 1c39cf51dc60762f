import { useModals } from '../../components/ui/modals'
import { ReplaceCartModal } from '../../features/cart/ReplaceCart'
import { lazyComponent } from '../../components/lazy/lazyComponent'

// The account's code (the login form, the sign-on buttons) arrives when a
// page first asks for the login modal, not with the store's menu (issue 21).
const LoginModal = lazyComponent(() => import('../../features/account/LoginModal').then((m) => m.LoginModal))

/** Shows the modal opened by name (spec section 2), one at a time. */
export function Modals() {
  const current = useModals((s) => s.current)
  if (!current) return null
  switch (current.name) {
    case 'login':
      return <LoginModal key={current.id} options={current.options} />
    case 'replaceCart':
      return <ReplaceCartModal key={current.id} />
  }
}

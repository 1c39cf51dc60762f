import { useModals } from '../../components/ui/modals'
import { LoginModal } from '../../features/account/LoginModal'
import { ReplaceCartModal } from '../../features/cart/ReplaceCart'

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

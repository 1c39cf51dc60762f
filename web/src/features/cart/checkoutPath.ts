import { useCustomer } from '../../lib/session'

/** Where "Check out" goes (spec section 2): the signed-in checkout, or the guest checkout for a guest. */
export function useCheckoutPath(): string {
  const { data: customer } = useCustomer()
  return customer ? '/cart/checkout' : '/cart/guest_checkout'
}

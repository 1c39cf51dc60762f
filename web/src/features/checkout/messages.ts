// What the checkout says when the server refuses it (spec section 8).

import { settings } from '../../lib/settings'

// The server's two checkout conflicts the client answers itself (spec section 8).
export const MSG_TOTAL_UPDATED = 'Your total has been updated'
export const MSG_UNAVAILABLE = 'One or more products in your cart are no longer available'

/** The default checkout error, naming the support address when the server gives one. */
export function defaultCheckoutError(email = settings().supportEmail): string {
  return `Something went wrong, please try again. If the problem persists, please contact us at ${email || 'the store'}`
}

// Where a checkout leads, by app mode (spec section 2, navigation after
// checkout): a signed-in shopper to the reservation (the embedded
// reservation page in the embedded modes), a guest to the guest receipt
// with is_registered, a kiosk shopper to the kiosk's thank-you screen. The
// paths are inside the mode's router (its base path left out).

import type { AppContext } from '../../lib/appMode'

export interface CheckedOut {
  reservation: { id: number; uuid: string }
  warning_message?: string | null
  contact?: { is_registered?: boolean } | null
}

export function afterCheckoutPath(ctx: Pick<AppContext, 'mode' | 'partnerId'>, res: CheckedOut, signedIn: boolean): string {
  const query = new URLSearchParams()
  if (res.warning_message) query.set('warning', res.warning_message)
  const withQuery = (path: string) => (query.size > 0 ? `${path}?${query}` : path)
  if (ctx.mode === 'kiosk') return withQuery(`/stores/${ctx.partnerId ?? ''}/cart/${res.reservation.uuid}/thankyou`)
  // The headless frame has no profile screens and leaves accounts to the partner: the receipt, without account links.
  if (ctx.mode === 'headless') return withQuery(`/reservation_receipt/${res.reservation.uuid}`)
  if (signedIn) {
    if (ctx.mode === 'embedded' || ctx.mode === 'operatorEmbed') {
      query.set('id', String(res.reservation.id))
      return withQuery('/reservationReview')
    }
    return withQuery(`/profile/reservations/${res.reservation.id}`)
  }
  query.set('is_registered', String(res.contact?.is_registered ?? false))
  return withQuery(`/reservation_receipt/${res.reservation.uuid}`)
}

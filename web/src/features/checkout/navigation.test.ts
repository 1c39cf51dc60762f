import { describe, expect, it } from 'vitest'
import { afterCheckoutPath } from './navigation'

const res = { reservation: { id: 41, uuid: 'u-1' }, contact: { is_registered: true } }

describe('afterCheckoutPath', () => {
  it.each([
    ['default', true, '/profile/reservations/41'],
    ['default', false, '/reservation_receipt/u-1?is_registered=true'],
    ['embedded', true, '/reservationReview?id=41'],
    ['operatorEmbed', true, '/reservationReview?id=41'],
    ['embedded', false, '/reservation_receipt/u-1?is_registered=true'],
    ['whiteLabel', true, '/profile/reservations/41'],
    ['kiosk', false, '/stores/2/cart/u-1/thankyou'],
    ['headless', true, '/reservation_receipt/u-1'],
    ['headless', false, '/reservation_receipt/u-1'],
  ] as const)('%s, signed in %s: %s', (mode, signedIn, want) => {
    expect(afterCheckoutPath({ mode, partnerId: '2' }, res, signedIn)).toBe(want)
  })

  it('passes the server warning on', () => {
    expect(afterCheckoutPath({ mode: 'default' }, { ...res, warning_message: 'Low stock' }, true)).toBe('/profile/reservations/41?warning=Low+stock')
    expect(afterCheckoutPath({ mode: 'embedded' }, { ...res, warning_message: 'Low stock' }, true)).toBe('/reservationReview?warning=Low+stock&id=41')
  })
})

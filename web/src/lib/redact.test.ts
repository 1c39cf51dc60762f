import { describe, expect, it } from 'vitest'
import { REDACTED, isEmailLike, maskCardNumbers, pageUrl, redact, redactLinks } from './redact'

// The cases of internal/redact/redact_test.go: the two must agree.

describe('maskCardNumbers', () => {
  it.each([
    ['card 4111111111111111 refused', 'card **************** refused'],
    ['card 4111 1111 1111 1111.', 'card **** **** **** ****.'],
    ['card 4111-1111-1111-1111', 'card ****-****-****-****'],
    ['x=5500000000000004&y=1', 'x=****************&y=1'],
    ['abc4111111111111111def', 'abc****************def'],
    ['order 411111111111111 (15)', 'order 411111111111111 (15)'],
    ['id 41111111111111111 (17)', 'id 41111111111111111 (17)'],
    ['at app.js:12:3456', 'at app.js:12:3456'],
    ['1234  5678 9012 3456', '1234  5678 9012 3456'],
    ['two 4111111111111111 and 5500-0000-0000-0004', 'two **************** and ****-****-****-****'],
    // A 16-digit number followed or preceded by another group is still masked.
    ['card 4111111111111111 123', 'card **************** 123'],
    ['4111 1111 1111 1111 2025', '**** **** **** **** 2025'],
    ['exp 12-4111-1111-1111-1111', 'exp 12-****-****-****-****'],
    ['cvv 123 4111111111111111', 'cvv 123 ****************'],
    ['4111 1111 1111 1111 5500 0000 0000 0004', '**** **** **** **** **** **** **** ****'],
    ['1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6', '* * * * * * * * * * * * * * * *'],
    // 17 and 15 digits in one group stay, also beside other groups.
    ['41111111111111111 12', '41111111111111111 12'],
    ['12 411111111111111', '12 411111111111111'],
    ['', ''],
  ])('%s', (input, want) => {
    expect(maskCardNumbers(input)).toBe(want)
  })
})

describe('redact', () => {
  it.each([
    ['jane@example.com', REDACTED],
    ['contact: Jane.Doe+shop@mail.example.co.uk today', `contact: ${REDACTED} today`],
    ['/login?email=jo%40x.com&next=/', `/login?email=${REDACTED}&next=/`],
    ['JO%40EXAMPLE.COM', REDACTED],
    ['call 555-123-4567', `call ${REDACTED}`],
    ['(555) 123 4567 or +1 555.123.4567', `${REDACTED} or ${REDACTED}`],
    ['5551234567', REDACTED],
    ['555-123-4567 555-123-4568', `${REDACTED} ${REDACTED}`],
    ['card 4111 1111 1111 1111 2025', 'card **** **** **** **** 2025'],
    ['paid with 5500000000000004 by jo@x.com, 555-123-4567', `paid with **************** by ${REDACTED}, ${REDACTED}`],
    ['order 12345678901234', 'order 12345678901234'],
    ['sku 1234567', 'sku 1234567'],
    ['Blue Dream 3.5g', 'Blue Dream 3.5g'],
    ['at f (https://shop.example/assets/index-abc.js:1:2000)', 'at f (https://shop.example/assets/index-abc.js:1:2000)'],
    ['', ''],
  ])('%s -> %s', (s, want) => expect(redact(s)).toBe(want))

  it('tells e-mail-like arguments', () => {
    expect(isEmailLike(' jo@example.com ')).toBe(true)
    expect(isEmailLike('jo%40example.com')).toBe(true)
    expect(isEmailLike('brand jo@example.com')).toBe(false)
    expect(isEmailLike('Alpha Farms')).toBe(false)
  })
})

describe('pageUrl', () => {
  it.each([
    ['https://shop.example/reset-password?token=Zx81kQ0pL2mN5rT7vW9yB4', 'https://shop.example/reset-password'],
    ['https://shop.example/reservation_receipt/3f2a6c1e-8b4d-4e7a-9c1f-2d3e4f5a6b7c', 'https://shop.example/reservation_receipt/:uuid'],
    ['https://partner.example/shop/menu?customer=jo%40x.com#section', 'https://partner.example/shop/menu'],
    ['https://shop.example/login/magic/a94f0c2b7d1e83f65a0b9c4d2e7f1a38', 'https://shop.example/login/magic/:token'],
    ['https://shop.example/verify/AbCdEfGhIjKlMnOp1234-x', 'https://shop.example/verify/:token'],
    [
      'https://shop.example/stores/12/green-leaf-dispensary-of-portland-2/products/345/blue-dream-3-5g',
      'https://shop.example/stores/12/green-leaf-dispensary-of-portland-2/products/345/blue-dream-3-5g',
    ],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080/'],
    ['https://shop.example', 'https://shop.example'],
    ['/cart?x=1', '/cart'],
    ['', ''],
  ])('%s', (input, want) => expect(pageUrl(input)).toBe(want))
})

describe('redactLinks', () => {
  it.each([
    ['at f (https://shop.example/assets/index-BxY3kq9Z.js?v=3:12:345)', 'at f (https://shop.example/assets/index-BxY3kq9Z.js:12:345)'],
    ['f@https://shop.example/assets/a.js?v=1:1:2', 'f@https://shop.example/assets/a.js:1:2'],
    ['GET https://shop.example/api/v1/reset?token=abc&email=jo%40x.com failed', 'GET https://shop.example/api/v1/reset failed'],
    ['navigated to /reset-password?token=Zx81kQ0pL2mN5rT7 now', 'navigated to /reset-password now'],
    ['fetch("/api/v1/reservations/3f2a6c1e-8b4d-4e7a-9c1f-2d3e4f5a6b7c?x=1")', 'fetch("/api/v1/reservations/:uuid")'],
    ['cart 3F2A6C1E-8B4D-4E7A-9C1F-2D3E4F5A6B7C not found', 'cart :uuid not found'],
    ['a/b?c 1/2 and x?y', 'a/b?c 1/2 and x?y'],
    ['at g (https://shop.example/assets/index.js:1:2)', 'at g (https://shop.example/assets/index.js:1:2)'],
    ['', ''],
  ])('%s', (input, want) => expect(redactLinks(input)).toBe(want))
})

import { describe, expect, it } from 'vitest'
import { REDACTED, isEmailLike, maskCardNumbers, redact } from './redact'

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

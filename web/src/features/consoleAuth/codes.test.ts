import { describe, expect, it } from 'vitest'
import { groupSecret, totpDigits } from './codes'

describe('groupSecret', () => {
  it.each([
    // 20 bytes are 32 base32 characters: eight groups.
    ['JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP'],
    ['jbswy3dpehpk3pxp', 'JBSW Y3DP EHPK 3PXP'],
    ['GEZDGNBV GY3TQOJQ====', 'GEZD GNBV GY3T QOJQ'],
    ['ABCDEF', 'ABCD EF'],
    ['', ''],
  ])('%j reads %j', (secret, want) => {
    expect(groupSecret(secret)).toBe(want)
  })
})

describe('totpDigits', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['12-34-56-78', '123456'],
    ['abc', ''],
  ])('%j is %j', (raw, want) => {
    expect(totpDigits(raw)).toBe(want)
  })
})

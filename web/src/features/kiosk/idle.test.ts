import { describe, expect, it } from 'vitest'
import { DEFAULT_RETAIL_TIMEOUT, idlePhase, retailTimeout, secondsLeft, warningLead } from './idle'

describe('the retail timeout', () => {
  it("is the server's setting, else two minutes", () => {
    expect(retailTimeout({ retailTimeout: 8000 })).toBe(8000)
    expect(retailTimeout({})).toBe(DEFAULT_RETAIL_TIMEOUT)
    expect(retailTimeout({ retailTimeout: 0 })).toBe(DEFAULT_RETAIL_TIMEOUT)
    expect(retailTimeout({ retailTimeout: Number.NaN })).toBe(DEFAULT_RETAIL_TIMEOUT)
  })

  it('warns 15 seconds before, or a third of a short timeout', () => {
    expect(warningLead(120_000)).toBe(15_000)
    expect(warningLead(9000)).toBe(3000)
  })

  it('goes from active to warning to reset', () => {
    expect(idlePhase(0, 120_000)).toBe('active')
    expect(idlePhase(104_999, 120_000)).toBe('active')
    expect(idlePhase(105_000, 120_000)).toBe('warning')
    expect(idlePhase(119_999, 120_000)).toBe('warning')
    expect(idlePhase(120_000, 120_000)).toBe('reset')
    expect(idlePhase(6000, 9000)).toBe('warning')
  })

  it('counts the last seconds down', () => {
    expect(secondsLeft(105_000, 120_000)).toBe(15)
    expect(secondsLeft(119_001, 120_000)).toBe(1)
    expect(secondsLeft(130_000, 120_000)).toBe(0)
  })
})

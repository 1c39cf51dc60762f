import { describe, expect, it } from 'vitest'
import { zoneLabel } from './timeZones'

describe('zoneLabel', () => {
  it.each([
    ['America/Los_Angeles', 'Pacific Time'],
    ['Pacific Time (US & Canada)', 'Pacific Time'],
    ['Eastern Time (US & Canada)', 'Eastern Time'],
    ['America/Phoenix', 'Mountain Standard Time'],
    ['Etc/GMT+5', 'GMT+5'],
  ])('names %s as %s', (tz, label) => {
    expect(zoneLabel(tz)).toBe(label)
  })
})

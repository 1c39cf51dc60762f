import { describe, expect, it } from 'vitest'
import { telHref } from './tel'

describe('telHref', () => {
  it.each([
    ['(415) 555-0142', 'tel:4155550142'],
    ['+1 415.555.0142', 'tel:+14155550142'],
    ['415-555-0142 ext', 'tel:4155550142'],
  ])('%s dials %s', (phone, href) => expect(telHref(phone)).toBe(href))
})

import { describe, expect, it } from 'vitest'
import { MAX_MESSAGE, validateContact } from './ContactUs'

describe('validateContact', () => {
  it('asks for both fields and at most 2000 characters, in the spec words', () => {
    expect(validateContact({ subject: '', message: '  ' })).toEqual({ subject: ['Please fill out this field.'], message: ['Please fill out this field.'] })
    expect(validateContact({ subject: 'account', message: 'x'.repeat(MAX_MESSAGE) })).toEqual({})
    expect(validateContact({ subject: 'account', message: 'x'.repeat(MAX_MESSAGE + 1) })).toEqual({ message: ['Please use no more than 2000 characters.'] })
  })
})

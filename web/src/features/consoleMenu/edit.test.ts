import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api'
import { MSG_FAILED } from '../../components/console/refusal'
import { checkDraft, countBody, countRefusal, draftOf, editBody, editRefusal, MSG_COUNT, MSG_PRICE, parseCount, parseDollars, type Draft } from './edit'
import { blueDream } from './testing'

describe('parseDollars', () => {
  it.each([
    ['45', 45],
    ['45.5', 45.5],
    ['45.50', 45.5],
    ['$45.00', 45],
    ['$ 19.99', 19.99],
    [' 0.99 ', 0.99],
    ['.5', 0.5],
    ['0', 0],
    ['45.', 45],
  ])('reads %j as %d dollars', (text, dollars) => expect(parseDollars(text)).toBe(dollars))

  it.each(['', ' ', '-1', '12.345', 'abc', '1e3', '4 5', '$', '.', '1,000'])('refuses %j', (text) => expect(parseDollars(text)).toBeUndefined())
})

describe('parseCount', () => {
  it.each([
    ['0', 0],
    ['12', 12],
    [' 7 ', 7],
  ])('reads %j as %d', (text, n) => expect(parseCount(text)).toBe(n))

  it.each(['', '-1', '1.5', 'ten', '99999999999'])('refuses %j', (text) => expect(parseCount(text)).toBeUndefined())
})

const loaded = () => draftOf(blueDream)

describe('draftOf', () => {
  it('shows prices with two decimals and counts as loaded', () => {
    expect(loaded()).toEqual({
      visible: true,
      notes: '',
      maxCart: '0',
      weights: [
        { price_id: 'gram', label: '1g', price: '12.00', stock: '5', loadedPrice: 12, loadedStock: 5 },
        { price_id: 'eighth_ounce', label: '3.5g', price: '45.00', stock: '12', loadedPrice: 45, loadedStock: 12 },
      ],
    })
  })
})

describe('checkDraft', () => {
  it('finds nothing wrong with the form as loaded', () => expect(checkDraft(loaded())).toEqual({}))

  it('keys each problem as the server would', () => {
    const d: Draft = { ...loaded(), maxCart: '-2', notes: 'x'.repeat(2001) }
    d.weights = [{ ...d.weights[0]!, price: '1.999' }, { ...d.weights[1]!, stock: 'lots' }]
    expect(checkDraft(d)).toEqual({
      'weights[0].price': [MSG_PRICE],
      'weights[1].stock': [MSG_COUNT],
      max_cart_quantity: [MSG_COUNT],
      store_notes: ['Please use no more than 2000 characters.'],
    })
  })
})

describe('editBody', () => {
  it('sends every weight with its price, and no count where none changed', () => {
    expect(editBody(blueDream, loaded())).toEqual({
      version: 3,
      visible: true,
      store_notes: '',
      max_cart_quantity: 0,
      weights: [
        { price_id: 'gram', price: 12 },
        { price_id: 'eighth_ounce', price: 45 },
      ],
    })
  })

  it('sends a changed count with the count loaded, 0 too, and trims the notes', () => {
    const d = { ...loaded(), visible: false, notes: '  Ask about terpenes. ', maxCart: '3' }
    d.weights = [{ ...d.weights[0]!, stock: '0' }, { ...d.weights[1]!, price: '$39.5', stock: '20' }]
    expect(editBody(blueDream, d)).toEqual({
      version: 3,
      visible: false,
      store_notes: 'Ask about terpenes.',
      max_cart_quantity: 3,
      weights: [
        { price_id: 'gram', price: 12, stock: 0, stock_was: 5 },
        { price_id: 'eighth_ounce', price: 39.5, stock: 20, stock_was: 12 },
      ],
    })
  })
})

describe('editRefusal', () => {
  const invalid = (validations: Record<string, string[]>) =>
    new ApiError(422, { code: 'invalid', message: 'This product cannot be saved as it is: see the fields.', validations }, '')

  it('puts the fields’ messages beside them as sentences, the count seen’s on the count', () => {
    expect(editRefusal(invalid({ 'weights[1].price': ['cannot be negative'], 'weights[0].stock_was': ['is required to change the stock: send the count you saw'] }), 2)).toEqual({
      errors: {
        'weights[1].price': ['Cannot be negative.'],
        'weights[0].stock': ['Is required to change the stock: send the count you saw.'],
      },
      message: undefined,
    })
  })

  it('says above the form what no field of it shows', () => {
    expect(editRefusal(invalid({ 'weights[0].price_id': ['"gram" appears twice'] }), 2)).toEqual({ errors: {}, message: '"gram" appears twice' })
    expect(editRefusal(new Error('network'), 2)).toEqual({ errors: {}, message: MSG_FAILED })
  })
})

describe('counts at the counter', () => {
  it('sends out of stock without the count seen, any other count with it', () => {
    expect(countBody('each', 0, 7)).toEqual({ price_id: 'each', stock: 0 })
    expect(countBody('gram', 9, 5)).toEqual({ price_id: 'gram', stock: 9, stock_was: 5 })
  })

  it('puts a refusal on the count', () => {
    const err = new ApiError(422, { code: 'invalid', message: 'x', validations: { stock: ['cannot be negative'] } }, '')
    expect(countRefusal(err)).toEqual({ errors: ['Cannot be negative.'], message: undefined })
  })
})

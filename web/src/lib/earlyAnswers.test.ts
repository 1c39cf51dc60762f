import { afterEach, describe, expect, it } from 'vitest'
import { EARLY_ANSWERS_ID, earlyAnswer, resetEarlyAnswersForTests } from './earlyAnswers'
import { clearToken, setToken } from './token'

/** The page's block of answers, as the server writes it. */
const putAnswers = (text: string) =>
  document.head.insertAdjacentHTML('beforeend', `<script id="${EARLY_ANSWERS_ID}" type="application/json">${text}</script>`)

afterEach(() => {
  document.getElementById(EARLY_ANSWERS_ID)?.remove()
  resetEarlyAnswersForTests()
  clearToken()
})

describe('the answers a page brings', () => {
  it('gives each answer once, to the address it was made for', () => {
    putAnswers('{"/api/v1/stores/1":{"store":{"id":1,"name":"Fog City"}},"/api/v1/products/27?store_id=1":{"product":{"product_id":27}}}')
    expect(earlyAnswer('/api/v1/stores/2')).toBeUndefined()
    expect(earlyAnswer('/api/v1/products/27')).toBeUndefined()
    expect(earlyAnswer('/api/v1/stores/1')).toEqual({ store: { id: 1, name: 'Fog City' } })
    expect(earlyAnswer('/api/v1/stores/1')).toBeUndefined()
    expect(earlyAnswer('/api/v1/products/27?store_id=1')).toEqual({ product: { product_id: 27 } })
  })

  it('gives a signed-in shopper none: they are a signed-out shopper’s answers', () => {
    putAnswers('{"/api/v1/stores/1":{"store":{"id":1}}}')
    setToken('t0ken', false)
    expect(earlyAnswer('/api/v1/stores/1')).toBeUndefined()
    clearToken()
    expect(earlyAnswer('/api/v1/stores/1')).toEqual({ store: { id: 1 } })
  })

  it('has none without a block, or with one that is not an object of answers', () => {
    expect(earlyAnswer('/api/v1/stores/1')).toBeUndefined()
    putAnswers('not json')
    resetEarlyAnswersForTests()
    expect(earlyAnswer('/api/v1/stores/1')).toBeUndefined()
  })
})

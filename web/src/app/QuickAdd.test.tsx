import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { CardProduct } from '../lib/cardAttributes'
import type { MenuProduct } from '../lib/types'
import { QuickAdd } from './QuickAdd'

function flower(fields: Partial<MenuProduct>): CardProduct {
  return {
    product_id: 1, name: 'Blue Dream', url_slug: 'blue-dream', brand: 'Acme', kind: 'flower', category: 'hybrid',
    percent_thc: null, image_urls: [], aggregate_rating: null, review_count: 0, prices_hidden: false, ...fields,
  }
}

function quickAdd(product: CardProduct) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <QuickAdd product={product} store={{ id: 1, url_slug: 'x' }} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('QuickAdd', () => {
  afterEach(cleanup)

  it('asks for a weight among those in stock', () => {
    quickAdd(flower({ price_gram: 12, stock_gram: 4, price_eighth_ounce: 40, stock_eighth_ounce: 2 }))
    expect(screen.getByRole('button', { name: 'Add Blue Dream to bag: choose a weight' })).toBeInTheDocument()
  })

  it('adds at once when one weight is left in stock', () => {
    quickAdd(flower({ price_gram: 12, stock_gram: 0, price_eighth_ounce: 40, stock_eighth_ounce: 2 }))
    expect(screen.getByRole('button', { name: 'Add Blue Dream to bag' })).toBeInTheDocument()
  })

  it('offers nothing when every weight is sold out', () => {
    quickAdd(flower({ price_gram: 12, stock_gram: 0, price_eighth_ounce: 40 }))
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})

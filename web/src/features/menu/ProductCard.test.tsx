import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { CardProduct } from '../../lib/cardAttributes'
import type { MenuProduct } from '../../lib/types'
import { ProductCard } from './ProductCard'

function flower(fields: Partial<MenuProduct>): CardProduct {
  return {
    product_id: 1, name: 'Blue Dream', url_slug: 'blue-dream', brand: 'Acme', kind: 'flower', category: 'hybrid',
    percent_thc: null, image_urls: [], aggregate_rating: null, review_count: 0, prices_hidden: false, ...fields,
  }
}

function card(product: CardProduct, preferDiscounted = false) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProductCard product={product} store={{ id: 1, url_slug: 'x' }} preferDiscounted={preferDiscounted} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('ProductCard prices', () => {
  afterEach(cleanup)

  it('shows the eighth with its discount: the tag, the old price struck, the lowest across weights', () => {
    card(flower({ available_weights: ['gram', 'eighth ounce'], price_gram: 12, price_eighth_ounce: 40, discounted_price_eighth_ounce: 30 }))
    const price = screen.getByText(/off$/).closest('p')!
    expect(screen.getByText('25% off')).toBeInTheDocument()
    expect(price.querySelector('s')).toHaveTextContent('was $40.00')
    expect(price).toHaveTextContent('25% off was $40.00 $30.00 / 3.5g · from $12.00')
  })

  it('on a list of deals shows a discounted weight when the eighth is not one', () => {
    // a weight tier lowers the half ounce alone: $160.00 → $144.00
    const tiered = flower({ available_weights: ['eighth ounce', 'half ounce'], price_eighth_ounce: 40, price_half_ounce: 160, discounted_price_half_ounce: 144 })
    card(tiered, true)
    expect(screen.getByText(/off$/).closest('p')).toHaveTextContent('10% off was $160.00 $144.00 / 14g · from $40.00')
    cleanup()
    // elsewhere the card keeps the kind's default, the eighth
    card(tiered)
    expect(screen.queryByText(/off$/)).not.toBeInTheDocument()
    cleanup()
    // a discounted eighth stays the card's weight on a list of deals too
    card(flower({ available_weights: ['gram', 'eighth ounce'], price_gram: 12, discounted_price_gram: 9, price_eighth_ounce: 40, discounted_price_eighth_ounce: 30 }), true)
    expect(screen.getByText(/off$/).closest('p')).toHaveTextContent('25% off was $40.00 $30.00 / 3.5g · from $9.00')
  })

  it('shows no tag when the discounted price is the price', () => {
    card(flower({ available_weights: ['eighth ounce'], price_eighth_ounce: 40, discounted_price_eighth_ounce: 40 }))
    expect(screen.queryByText(/off$/)).not.toBeInTheDocument()
    expect(screen.getByText('$40.00')).toBeInTheDocument()
  })
})

describe('ProductCard picture', () => {
  afterEach(cleanup)

  it("offers a store photo's sizes, square, lazily", () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ProductCard product={flower({ image_urls: ['/images/menu/abc/medium.jpg'] })} store={{ id: 1, url_slug: 'x' }} />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    const img = container.querySelector('img')!
    expect(img.getAttribute('srcset')).toBe('/images/menu/abc/small.jpg 200w, /images/menu/abc/medium.jpg 400w, /images/menu/abc/large.jpg 1000w')
    expect(img.getAttribute('sizes')).toContain('50vw')
    expect(img).toHaveAttribute('width', '400')
    expect(img).toHaveAttribute('height', '400')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).not.toHaveAttribute('fetchpriority')
  })

  it('loads a priority card at once and first', () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ProductCard product={flower({ image_urls: ['/images/products/flower/hybrid-3.svg'] })} store={{ id: 1, url_slug: 'x' }} priority />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    const img = container.querySelector('img')!
    expect(img).toHaveAttribute('src', '/images/products/flower/hybrid-3.svg')
    expect(img).not.toHaveAttribute('srcset')
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })
})

import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CAROUSEL_BATCH, CardCarousel } from './CardCarousel'

function row(count: number) {
  render(
    <MemoryRouter>
      <CardCarousel title="Top picks">
        {Array.from({ length: count }, (_, i) => (
          <a key={i} href={`#card-${i}`}>
            Card {i + 1}
          </a>
        ))}
      </CardCarousel>
    </MemoryRouter>,
  )
}

describe('CardCarousel', () => {
  // jsdom lays nothing out and has no ResizeObserver: the row measures nothing.
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('draws a batch of cards, and the next when the keyboard reaches the last ones', () => {
    row(20)
    expect(screen.getAllByRole('listitem')).toHaveLength(CAROUSEL_BATCH)
    fireEvent.focus(screen.getByRole('link', { name: `Card ${CAROUSEL_BATCH}` }))
    expect(screen.getAllByRole('listitem')).toHaveLength(2 * CAROUSEL_BATCH)
    fireEvent.focus(screen.getByRole('link', { name: `Card ${2 * CAROUSEL_BATCH - 1}` }))
    expect(screen.getAllByRole('listitem')).toHaveLength(20)
    // a card early in the row draws nothing more
    fireEvent.focus(screen.getByRole('link', { name: 'Card 1' }))
    expect(screen.getAllByRole('listitem')).toHaveLength(20)
  })

  it('draws a short row whole', () => {
    row(3)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
  })
})

import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storeLabels } from '../../lib/slug'
import { FilterBar, valueLabel } from './FilterBar'
import { parseMenuState } from './filters'

const labels = storeLabels({ custom_product_type_labels: { 'pre-roll': 'Joints' }, custom_lineage_labels: { cbd: 'High CBD' } })

describe('valueLabel', () => {
  it.each([
    ['root_types', 'pre-roll', 'Joints'],
    ['root_types', 'flower:premium', 'Flower: Premium'],
    ['category', 'cbd', 'High CBD'],
    ['weights', 'eighth ounce', '3.5g'],
    ['price', '20-40', '$20–$40'],
    ['price', '80+', '$80 and up'],
    ['thc', '30+', '30% and up'],
    ['cbd', '2-10', '2–10%'],
    ['terpenes', 'beta-myrcene', 'Beta-Myrcene'],
  ] as const)('%s %s reads %s', (param, value, want) => {
    expect(valueLabel(param, value, labels)).toBe(want)
  })
})

describe('FilterBar', () => {
  afterEach(cleanup)
  const facets = { root_types: { flower: 3, 'pre-roll': 2 }, price_range: { '80+': 1, '0-20': 4 } }

  it('offers the limited sort set, A-Z first, when asked', () => {
    render(<FilterBar state={parseMenuState(new URLSearchParams())} labels={labels} limitedSorts view="grid" onChange={vi.fn()} facets={facets} />)
    const options = within(screen.getByLabelText('Sort by')).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['A-Z', 'Rating'])
    expect(screen.getByLabelText('Sort by')).toHaveValue('name')
  })

  it('hides the groups the page fixed and says what they hold', () => {
    render(
      <FilterBar
        state={parseMenuState(new URLSearchParams('root_types=pre-roll&hard=root_types'))}
        labels={labels}
        view="list"
        onChange={vi.fn()}
        facets={facets}
      />,
    )
    expect(screen.queryByText('Type')).not.toBeInTheDocument()
    expect(screen.getByText('Showing only Joints')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('lists price buckets in their order with counts, and a chosen subtype replaces its kind', () => {
    const onChange = vi.fn()
    render(
      <FilterBar
        state={parseMenuState(new URLSearchParams('root_types=flower'))}
        labels={labels}
        view="grid"
        onChange={onChange}
        facets={{ ...facets, root_types: { flower: 3, 'flower:premium': 1 } }}
      />,
    )
    const prices = within(screen.getByRole('group', { name: 'Price' })).getAllByRole('checkbox')
    expect(prices.map((c) => c.closest('label')!.textContent)).toEqual(['$0–$20 4', '$80 and up 1'])
    within(screen.getByRole('group', { name: 'Type' })).getByRole('checkbox', { name: 'Flower: Premium 1' }).click()
    expect(onChange).toHaveBeenCalledWith({ root_types: ['flower:premium'], page: 0 })
  })
})

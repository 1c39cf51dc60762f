import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Totals } from './Totals'

describe('Totals', () => {
  it('shows the server totals with each tax, adding nothing up itself', () => {
    render(
      <Totals
        item_total={70}
        all_discounts_total={0}
        store_taxes={[{ title: 'California cannabis excise tax', rate: 15, amount: 10.5 }]}
        sales_tax_rate={8.625}
        sales_tax_amount={6.94}
        service_fee_amount={0}
        delivery_fee_amount={0}
        total={87.44}
      />,
    )
    expect(screen.getByText('California cannabis excise tax (15%)')).toBeInTheDocument()
    expect(screen.getByText('$10.50')).toBeInTheDocument()
    expect(screen.getByText('Sales tax (8.625%)')).toBeInTheDocument()
    expect(screen.getByTestId('order-total')).toHaveTextContent('$87.44')
    expect(screen.queryByText('Service fee')).not.toBeInTheDocument()
  })
})

import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { forget, reportsAPI, show } from './testing'

// The first render of a run takes a while on a busy machine.
configure({ asyncUtilTimeout: 3000 })

afterEach(() => {
  cleanup()
  forget()
})

const section = (name: string) => screen.getByRole('region', { name })

describe('the reports', () => {
  it('shows each report with its figures as a table and a CSV download', async () => {
    const { user } = show()
    expect(await screen.findByRole('img', { name: 'Total amount reserved per day' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toHaveFocus()
    expect(screen.getByText(/America\/Los_Angeles/)).toBeInTheDocument()
    // With no period in the address, the form shows the days the server answered.
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-26')
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-27')

    // The period's totals, with the cancelled one apart.
    const days = section('Sales per day')
    const totals = within(days).getByText('Total', { selector: 'dt' }).closest('div')!
    expect(totals).toHaveTextContent('$131.16')
    expect(within(days).getByText('Cancelled', { selector: 'dt' }).closest('div')).toHaveTextContent('1')
    // The chart's figures, folded under it.
    await user.click(within(days).getByText((_, el) => el?.tagName === 'SUMMARY' && el.textContent === 'The figures as a table of sales per day'))
    const day = within(within(days).getByRole('table', { name: 'Sales per day' })).getByRole('rowheader', { name: /2026-11-27/ }).closest('tr')!
    expect(day).toHaveTextContent('$105.00')
    expect(day).toHaveTextContent('$131.16')

    const hours = section('Reservations by hour')
    await user.click(within(hours).getByText((_, el) => el?.tagName === 'SUMMARY' && el.textContent === 'The figures as a table of reservations by hour'))
    const ten = within(within(hours).getByRole('table')).getByRole('rowheader', { name: /10:00/ }).closest('tr')!
    expect(ten).toHaveTextContent('$87.44')

    const modes = section('Sales by mode')
    await user.click(within(modes).getByText((_, el) => el?.tagName === 'SUMMARY' && el.textContent === 'The figures as a table of sales by mode'))
    expect(within(within(modes).getByRole('table')).getByRole('rowheader', { name: /Pickup/ })).toBeInTheDocument()

    // The funnel's shares of the products shown: 10 of 40 clicked is 25.0%.
    const funnel = section('From shown to reserved')
    await user.click(within(funnel).getByText((_, el) => el?.tagName === 'SUMMARY' && el.textContent === 'The figures as a table of from shown to reserved'))
    expect(within(within(funnel).getByRole('table')).getByRole('rowheader', { name: /Clicked/ }).closest('tr')).toHaveTextContent('25.0%')

    // Searches that found nothing: a table of their own, no chart.
    const empty = section('Searches that found nothing')
    expect(within(within(empty).getByRole('table')).getByRole('rowheader', { name: /moon rocks call \[redacted\]/ })).toBeInTheDocument()

    for (const [name, href] of [
      ['Download CSV of sales per day', '/api/v1/business/stores/1/reports/sales.csv?by=day'],
      ['Download CSV of sales by mode', '/api/v1/business/stores/1/reports/sales.csv?by=mode'],
      ['Download CSV of reservations by hour', '/api/v1/business/stores/1/reports/sales.csv?by=hour'],
      ['Download CSV of top products', '/api/v1/business/stores/1/reports/top_products.csv?by=units'],
      ['Download CSV of from shown to reserved', '/api/v1/business/stores/1/reports/funnel.csv'],
      ['Download CSV of searches that found nothing', '/api/v1/business/stores/1/reports/empty_searches.csv'],
    ]) {
      const link = screen.getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('download')
    }
  })

  it('asks for the period in the address, and changes it from the form', async () => {
    const { user, router, calls } = show(undefined, reportsAPI(), '?from=2026-11-01&to=2026-11-27')
    await screen.findByRole('img', { name: 'Total amount reserved per day' })
    expect(calls('/sales').at(0)?.query.get('from')).toBe('2026-11-01')
    expect(calls('/sales').at(0)?.query.get('to')).toBe('2026-11-27')

    const from = screen.getByLabelText('From')
    await user.clear(from)
    await user.type(from, '2026-11-28')
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The last day is on or after the first.')
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-27')

    await user.clear(from)
    await user.type(from, '2026-11-20')
    await user.click(screen.getByRole('button', { name: 'Show' }))
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-20&to=2026-11-27'))
    // The form is not rebuilt: Show keeps focus, and the days stay as typed.
    expect(screen.getByRole('button', { name: 'Show' })).toHaveFocus()
    expect(from).toBeInTheDocument()
    expect(from).toHaveValue('2026-11-20')
    await waitFor(() => expect(calls('/funnel').some((c) => c.query.get('from') === '2026-11-20')).toBe(true))
    expect(screen.getByRole('link', { name: 'Download CSV of from shown to reserved' })).toHaveAttribute(
      'href',
      '/api/v1/business/stores/1/reports/funnel.csv?from=2026-11-20&to=2026-11-27',
    )
  })

  it('ranks the top products by revenue when asked', async () => {
    const { user, router, calls } = show()
    const top = await screen.findByRole('region', { name: 'Top products' })
    await within(top).findByRole('img', { name: 'Units reserved per product' })
    await user.selectOptions(within(top).getByLabelText('Rank by'), 'revenue')
    expect(await within(top).findByRole('img', { name: 'Revenue per product' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?by=revenue')
    expect(calls('/top_products').at(-1)?.query.get('by')).toBe('revenue')
    expect(within(top).getByRole('link', { name: 'Download CSV of top products' })).toHaveAttribute('href', '/api/v1/business/stores/1/reports/top_products.csv?by=revenue')
  })

  it('says so when a report could not be loaded, and tries again', async () => {
    let fail = true
    const { user } = show(
      undefined,
      reportsAPI({
        'GET /api/v1/business/stores/1/reports/funnel': () =>
          fail ? { status: 500, body: { error: 'internal', message: 'Something went wrong.' } } : { status: 200, body: { from: '', to: '', time_zone: '', totals: { impressions: 0, clicks: 0, add_to_carts: 0, reservations: 0 }, days: [] } },
      }),
    )
    const funnel = await screen.findByRole('region', { name: 'From shown to reserved' })
    expect(await within(funnel).findByRole('alert')).toHaveTextContent('This report could not be loaded')
    fail = false
    await user.click(within(funnel).getByRole('button', { name: 'Try again' }))
    expect(await within(funnel).findByRole('img', { name: /Products shown/ })).toBeInTheDocument()
    // The other reports were not held up.
    expect(within(section('Sales per day')).getByRole('img')).toBeInTheDocument()
  })
})

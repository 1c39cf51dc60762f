import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { FakeCall } from '../../lib/fakeFetch'
import type { ImportAnswer } from './csv'
import { MSG_PRICE } from './edit'
import { at, blueDream, budtender, forget, manager, menuAPI, show } from './testing'

// The first render of a run takes a while on a busy machine.
configure({ asyncUtilTimeout: 3000 })

const CHANGED = 'This product was changed since you opened it. Reload it to see the change, then make yours again.'
const INVALID_FILE = 'This file cannot be imported as it is: see the rows named. Nothing was changed.'

afterEach(() => {
  cleanup()
  forget()
})

const table = () => screen.getByRole('table', { name: 'Products' })
const rowOf = (name: string) => within(table()).getByRole('rowheader', { name }).closest('tr')!
const dialog = () => screen.getByRole('dialog')
const lastCall = (calls: FakeCall[]) => calls[calls.length - 1]!

describe('the menu', () => {
  it('lists the products with their prices, stock and visibility', async () => {
    show(manager)
    expect(await screen.findByRole('rowheader', { name: 'Blue Dream' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Menu' })).toHaveFocus()
    const dream = rowOf('Blue Dream')
    expect(dream).toHaveTextContent('Pacific Farms')
    expect(dream).toHaveTextContent('Flower')
    expect(dream).toHaveTextContent('1g $12.00 · 5 in stock')
    expect(dream).toHaveTextContent('3.5g $45.00 · 12 in stock')
    expect(dream).toHaveTextContent('Shown')
    const gummies = rowOf('Mint Gummies')
    expect(gummies).toHaveTextContent('Each $18.00 · Out of stock')
    expect(gummies).toHaveTextContent('Hidden')
    expect(within(gummies).getByRole('button', { name: 'Edit Mint Gummies' })).toBeInTheDocument()
    expect(screen.getByText('2 products on the menu.')).toBeInTheDocument()
  })

  it('keeps the search, kind and visibility in the address and asks the server for them', async () => {
    const { user, router, calls } = show(manager)
    await screen.findByRole('rowheader', { name: 'Blue Dream' })

    await user.selectOptions(screen.getByLabelText('Kind'), 'Flower')
    expect(router.state.location.search).toBe('?kind=flower')
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Mint Gummies' })).toBeNull())
    expect(lastCall(calls('GET', '/menu')).query.get('kind')).toBe('flower')

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  dream ')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(router.state.location.search).toBe('?q=dream&kind=flower')

    await user.selectOptions(screen.getByLabelText('Visibility'), 'Hidden from shoppers')
    expect(router.state.location.search).toBe('?q=dream&kind=flower&visible=false')
    await waitFor(() => expect(lastCall(calls('GET', '/menu')).query.toString()).toBe('q=dream&kind=flower&visible=false'))

    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(router.state.location.search).toBe('?kind=flower&visible=false')
  })

  it('opens at an address with filters, and shows them in the controls', async () => {
    const { calls } = show(manager, menuAPI(), '/stores/1/menu?q=mint&kind=edible&visible=false&page=2')
    expect(await screen.findByRole('rowheader', { name: 'Mint Gummies' })).toBeInTheDocument()
    expect(screen.getByLabelText('Kind')).toHaveValue('edible')
    expect(screen.getByLabelText('Visibility')).toHaveValue('false')
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('mint')
    expect(calls('GET', '/menu')[0]!.query.toString()).toBe('q=mint&kind=edible&visible=false&page=2')
    expect(screen.getByText('1 product matches these filters.')).toBeInTheDocument()
  })
})

describe('editing a product', () => {
  it('saves every weight, a changed count with the count loaded, and the product’s fields', async () => {
    const { user, calls } = show(manager)
    await user.click(await screen.findByRole('button', { name: 'Edit Blue Dream' }))
    expect(await within(dialog()).findByLabelText('Price of 3.5g (dollars)')).toHaveValue('45.00')
    expect(within(dialog()).getByRole('heading', { name: 'Edit Blue Dream' })).toBeInTheDocument()
    // The point of sale's id a sync linked, read-only.
    expect(within(dialog()).getByText(/· point of sale id POS-BD-8$/)).toBeInTheDocument()
    expect(calls('GET', '/menu/7')).toHaveLength(1)

    const price = within(dialog()).getByLabelText('Price of 3.5g (dollars)')
    await user.clear(price)
    await user.type(price, '$40')
    const stock = within(dialog()).getByLabelText('Stock of 1g')
    await user.clear(stock)
    await user.type(stock, '7')
    const shown = within(dialog()).getByRole('switch', { name: 'Shown to shoppers' })
    expect(shown).toBeChecked()
    await user.click(shown)
    await user.type(within(dialog()).getByLabelText('Store notes'), 'Ask about the terpenes.')
    const cap = within(dialog()).getByLabelText('Cart limit')
    await user.clear(cap)
    await user.type(cap, '4')
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Saved Blue Dream.')).toBeInTheDocument()
    const put = calls('PUT', '/menu/7')
    expect(put).toHaveLength(1)
    expect(put[0]!.headers.get('X-CSRF-Token')).toBe('csrf-ada')
    expect(put[0]!.body).toEqual({
      version: 3,
      visible: false,
      store_notes: 'Ask about the terpenes.',
      max_cart_quantity: 4,
      weights: [
        { price_id: 'gram', price: 12, stock: 7, stock_was: 5 },
        { price_id: 'eighth_ounce', price: 40 },
      ],
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(rowOf('Blue Dream')).toHaveTextContent('3.5g $40.00 · 12 in stock'))
    expect(rowOf('Blue Dream')).toHaveTextContent('1g $12.00 · 7 in stock')
    expect(rowOf('Blue Dream')).toHaveTextContent('Hidden')
  })

  it('says a product changed since it was opened, and reloads it', async () => {
    let version = 3
    let conflicted = false
    const { user, calls } = show(
      manager,
      menuAPI({
        [`GET ${at('/menu/7')}`]: () => ({ status: 200, body: { menu_product: { ...blueDream, version, weights: [blueDream.weights[0]!, { ...blueDream.weights[1]!, price: version === 3 ? 45 : 50 }] } } }),
        [`PUT ${at('/menu/7')}`]: (call: FakeCall) => {
          if (!conflicted) {
            conflicted = true
            version = 4
            return { status: 409, body: { code: 'conflict', message: CHANGED, version: 4 } }
          }
          return { status: 200, body: { menu_product: { ...blueDream, version: 5, store_notes: String((call.body as { store_notes: string }).store_notes) } } }
        },
      }),
    )
    await user.click(await screen.findByRole('button', { name: 'Edit Blue Dream' }))
    const price = await within(dialog()).findByLabelText('Price of 3.5g (dollars)')
    expect(price).toHaveValue('45.00')
    await user.clear(price)
    await user.type(price, '40')
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }))

    const alert = await within(dialog()).findByRole('alert')
    expect(alert).toHaveTextContent(CHANGED)
    expect(alert).toHaveFocus()
    await user.click(within(dialog()).getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(within(dialog()).getByLabelText('Price of 3.5g (dollars)')).toHaveValue('50.00'))
    expect(calls('GET', '/menu/7')).toHaveLength(2)
    expect(within(dialog()).queryByRole('alert')).toBeNull()
    expect(within(dialog()).getByRole('heading', { name: 'Edit Blue Dream' })).toHaveFocus()

    await user.click(within(dialog()).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls('PUT', '/menu/7')).toHaveLength(2))
    expect((calls('PUT', '/menu/7')[1]!.body as { version: number }).version).toBe(4)
  })

  it('shows the server’s refusals on their fields, and focuses the first', async () => {
    const { user } = show(
      manager,
      menuAPI({
        [`PUT ${at('/menu/7')}`]: {
          status: 422,
          body: {
            code: 'invalid',
            message: 'This product cannot be saved as it is: see the fields.',
            validations: { 'max_cart_quantity': ['cannot be negative'], 'weights[1].price': ['cannot be negative'] },
          },
        },
      }),
    )
    await user.click(await screen.findByRole('button', { name: 'Edit Blue Dream' }))
    await within(dialog()).findByLabelText('Price of 3.5g (dollars)')
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }))

    const price = within(dialog()).getByLabelText('Price of 3.5g (dollars)')
    await waitFor(() => expect(price).toHaveFocus())
    expect(price).toHaveAttribute('aria-invalid', 'true')
    expect(price).toHaveAccessibleDescription('Cannot be negative.')
    expect(within(dialog()).getByLabelText('Cart limit')).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog()).getByLabelText('Price of 1g (dollars)')).not.toHaveAttribute('aria-invalid')
    expect(within(dialog()).queryByRole('alert')).toBeNull()
  })

  it('checks prices and counts before sending', async () => {
    const { user, calls } = show(manager)
    await user.click(await screen.findByRole('button', { name: 'Edit Blue Dream' }))
    const price = await within(dialog()).findByLabelText('Price of 1g (dollars)')
    await user.clear(price)
    await user.type(price, '12.345')
    const stock = within(dialog()).getByLabelText('Stock of 3.5g')
    await user.clear(stock)
    await user.type(stock, '-1')
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }))
    expect(price).toHaveFocus()
    expect(price).toHaveAccessibleDescription(MSG_PRICE)
    expect(stock).toHaveAttribute('aria-invalid', 'true')
    expect(calls('PUT', '/menu/7')).toHaveLength(0)
  })
})

describe('a budtender', () => {
  it('sees the counts only, marks a weight out of stock and saves a count with the count seen', async () => {
    const { user, calls } = show(budtender)
    await screen.findByRole('rowheader', { name: 'Blue Dream' })
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Menu file (CSV)' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Change stock of Blue Dream' }))
    expect(await within(dialog()).findByLabelText('Stock of 3.5g')).toHaveValue('12')
    expect(within(dialog()).getByRole('heading', { name: 'Stock of Blue Dream' })).toBeInTheDocument()
    expect(within(dialog()).queryByLabelText(/^Price of/)).toBeNull()
    expect(within(dialog()).queryByRole('switch')).toBeNull()
    expect(within(dialog()).queryByLabelText('Store notes')).toBeNull()

    await user.click(within(dialog()).getByRole('button', { name: 'Mark out of stock: 3.5g' }))
    expect(await screen.findByText('3.5g of Blue Dream is out of stock.')).toBeInTheDocument()
    expect(calls('POST', '/menu/7/stock')[0]!.body).toEqual({ price_id: 'eighth_ounce', stock: 0 })
    await waitFor(() => expect(within(dialog()).getByLabelText('Stock of 3.5g')).toHaveValue('0'))
    expect(rowOf('Blue Dream')).toHaveTextContent('3.5g $45.00 · Out of stock')

    const stock = within(dialog()).getByLabelText('Stock of 1g')
    await user.clear(stock)
    await user.type(stock, '9')
    await user.click(within(dialog()).getByRole('button', { name: 'Save the stock of 1g' }))
    expect(await screen.findByText('Saved: Blue Dream, 1g, 9 in stock.')).toBeInTheDocument()
    expect(calls('POST', '/menu/7/stock')[1]!.body).toEqual({ price_id: 'gram', stock: 9, stock_was: 5 })
    expect(calls('PUT', '/menu/7')).toHaveLength(0)
  })

  it('is told when the count changed since, and reloads it', async () => {
    const stale = 'The stock of 1g was changed since you opened it: it is 4 now. Reload it to see the change, then make yours again.'
    let stock = 5
    const { user, calls } = show(
      budtender,
      menuAPI({
        [`GET ${at('/menu/7')}`]: () => ({ status: 200, body: { menu_product: { ...blueDream, weights: [{ ...blueDream.weights[0]!, stock }, blueDream.weights[1]!] } } }),
        [`POST ${at('/menu/7/stock')}`]: () => {
          stock = 4
          return { status: 409, body: { code: 'conflict', message: stale, stock: 4, price_id: 'gram' } }
        },
      }),
    )
    await user.click(await screen.findByRole('button', { name: 'Change stock of Blue Dream' }))
    const field = await within(dialog()).findByLabelText('Stock of 1g')
    await user.clear(field)
    await user.type(field, '9')
    await user.click(within(dialog()).getByRole('button', { name: 'Save the stock of 1g' }))
    const alert = await within(dialog()).findByRole('alert')
    expect(alert).toHaveTextContent(stale)
    expect(alert).toHaveFocus()
    await user.click(within(dialog()).getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(within(dialog()).getByLabelText('Stock of 1g')).toHaveValue('4'))
    expect(calls('GET', '/menu/7')).toHaveLength(2)
  })
})

describe('the menu file', () => {
  const csv = 'menu_product_id,price_id,price,stock\n7,eighth_ounce,40.00,12\n'
  const file = () => new File([csv], 'menu.csv', { type: 'text/csv' })

  it('links to the menu’s CSV file', async () => {
    show(manager)
    const link = await screen.findByRole('link', { name: 'Download the menu as CSV' })
    expect(link).toHaveAttribute('href', '/api/v1/business/stores/1/menu.csv')
    expect(link).toHaveAttribute('download')
  })

  it('asks for a file before checking', async () => {
    const { user, server } = show(manager)
    await user.click(await screen.findByRole('button', { name: 'Check the file' }))
    const input = screen.getByLabelText('CSV file')
    expect(input).toHaveFocus()
    expect(input).toHaveAccessibleDescription(/Please choose a CSV file\./)
    expect(server.calls.filter((c) => c.path.endsWith('/import'))).toHaveLength(0)
  })

  it('lists the bad rows of a refused file by their lines, and changes nothing', async () => {
    const { user, calls } = show(
      manager,
      menuAPI({
        [`POST ${at('/menu/import')}`]: {
          status: 422,
          body: {
            code: 'invalid',
            message: INVALID_FILE,
            validations: { 'rows[7].price': ['cannot be negative'], 'rows[3].stock': ['must be a whole number'] },
          },
        },
      }),
    )
    await user.upload(await screen.findByLabelText('CSV file'), file())
    await user.click(screen.getByRole('button', { name: 'Check the file' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveFocus()
    expect(alert).toHaveTextContent(`${INVALID_FILE} Correct these rows, then check the file again:`)
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Line 3, stock: must be a whole number',
      'Line 7, price: cannot be negative',
    ])
    const [check] = calls('POST', '/menu/import')
    expect(check!.query.get('dry_run')).toBe('true')
    expect(check!.text).toBe(csv)
    expect(check!.headers.get('Content-Type')).toBe('text/csv')
    expect(check!.headers.get('X-CSRF-Token')).toBe('csrf-ada')
    expect(screen.queryByRole('button', { name: 'Apply these changes' })).toBeNull()
  })

  it('shows what a checked file changes, then applies it and reads the menu again', async () => {
    const answer = (dryRun: boolean): ImportAnswer => ({
      dry_run: dryRun,
      rows: 1,
      products_changed: 1,
      products: [
        {
          menu_product_id: 7,
          product_name: 'Blue Dream',
          brand: 'Pacific Farms',
          version: dryRun ? 3 : 4,
          changes: [
            { row: 2, field: 'price', price_id: 'eighth_ounce', weight_label: '3.5g', before: '45.00', after: '40.00' },
            { row: 2, field: 'visible', before: 'true', after: 'false' },
          ],
        },
      ],
    })
    const { user, calls } = show(manager, menuAPI({ [`POST ${at('/menu/import')}`]: (call) => ({ status: 200, body: answer(call.query.get('dry_run') === 'true') }) }))
    await screen.findByRole('rowheader', { name: 'Blue Dream' })
    await user.upload(screen.getByLabelText('CSV file'), file())
    await user.click(screen.getByRole('button', { name: 'Check the file' }))

    const heading = await screen.findByRole('heading', { name: 'What menu.csv changes' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByText('Read 1 row. 1 product changes when you apply it.')).toBeInTheDocument()
    const changes = within(heading.parentElement!).getAllByRole('listitem').map((li) => li.textContent)
    expect(changes).toContain('Price of 3.5g: $45.00 →to $40.00 (line 2)')
    expect(changes).toContain('Shown to shoppers: yes →to no (line 2)')
    const lists = calls('GET', '/menu').length

    await user.click(screen.getByRole('button', { name: 'Apply these changes' }))
    expect(await screen.findByText('Applied menu.csv: 1 product changed.')).toBeInTheDocument()
    const [check, apply] = calls('POST', '/menu/import')
    expect(check!.query.get('dry_run')).toBe('true')
    expect(apply!.query.has('dry_run')).toBe(false)
    expect(apply!.text).toBe(csv)
    expect(apply!.headers.get('X-CSRF-Token')).toBe('csrf-ada')
    await waitFor(() => expect(calls('GET', '/menu').length).toBeGreaterThan(lists))
    expect(screen.queryByRole('button', { name: 'Apply these changes' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Upload a CSV' })).toHaveFocus()
  })
})

describe('adding a product from the catalogue', () => {
  const papers = { product_id: 41, product_name: 'Rolling Papers', brand: 'Peak', kind: 'gear', weights: [{ price_id: 'each', weight_label: 'Each' }] }
  const added = { ...blueDream, id: 9, product_id: 41, product_name: 'Rolling Papers', brand: 'Peak', kind: 'gear' as const, version: 1, weights: [{ price_id: 'each', weight_label: 'Each', price: 3, stock: 50, max_cart_quantity: 0 }] }
  const routes = () =>
    menuAPI({
      [`GET ${at('/catalogue')}`]: (call: FakeCall) => ({
        status: 200,
        body: { products: /paper/i.test(call.query.get('q') ?? 'paper') ? [papers] : [], total: 1, page: 1, per_page: 50 },
      }),
      [`POST ${at('/menu')}`]: (call: FakeCall) => {
        const b = call.body as { weights: { price: number }[] }
        if (b.weights[0]!.price > 100000) {
          return { status: 422, body: { code: 'invalid', message: 'This product cannot be saved as it is: see the fields.', validations: { 'weights[0].price': ['must be at most $100,000.00'] } } }
        }
        return { status: 201, body: { menu_product: added } }
      },
    })

  it('finds a product the menu lacks, sells it each at a price, and says so', async () => {
    const { user, calls } = show(manager, routes())
    await screen.findByRole('rowheader', { name: 'Blue Dream' })
    await user.click(screen.getByRole('button', { name: 'Add a product' }))
    expect(within(dialog()).getByRole('heading', { name: 'Add a product from the catalogue' })).toBeInTheDocument()
    await user.type(within(dialog()).getByRole('searchbox', { name: 'Product or brand name' }), 'paper')
    await user.click(within(dialog()).getByRole('button', { name: 'Search the catalogue' }))
    await user.click(await within(dialog()).findByRole('button', { name: 'Add Rolling Papers by Peak' }))
    expect(within(dialog()).getByRole('checkbox', { name: 'Sell Each' })).toBeChecked()

    await user.type(within(dialog()).getByLabelText('Price of Each (dollars)'), '300000')
    await user.clear(within(dialog()).getByLabelText('Stock of Each'))
    await user.type(within(dialog()).getByLabelText('Stock of Each'), '50')
    await user.click(within(dialog()).getByRole('button', { name: 'Add to the menu' }))
    expect(await within(dialog()).findByText('Must be at most $100,000.00.')).toBeInTheDocument()
    expect(within(dialog()).getByLabelText('Price of Each (dollars)')).toHaveFocus()

    await user.clear(within(dialog()).getByLabelText('Price of Each (dollars)'))
    await user.type(within(dialog()).getByLabelText('Price of Each (dollars)'), '3')
    await user.click(within(dialog()).getByRole('button', { name: 'Add to the menu' }))
    expect(await screen.findByText('Added Rolling Papers to the menu.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(lastCall(calls('POST', '/menu')).body).toEqual({ product_id: 41, visible: true, weights: [{ price_id: 'each', price: 3, stock: 50 }] })
    expect(lastCall(calls('GET', '/catalogue')).query.get('q')).toBe('paper')
  })

  it('moves focus to each step’s heading, and to the first weight when none is ticked', async () => {
    const { user, calls } = show(manager, routes())
    await screen.findByRole('rowheader', { name: 'Blue Dream' })
    await user.click(screen.getByRole('button', { name: 'Add a product' }))
    await user.click(await within(dialog()).findByRole('button', { name: 'Add Rolling Papers by Peak' }))
    expect(within(dialog()).getByRole('heading', { name: 'Add Rolling Papers' })).toHaveFocus()

    await user.click(within(dialog()).getByRole('checkbox', { name: 'Sell Each' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Add to the menu' }))
    expect(within(dialog()).getByRole('alert')).toBeInTheDocument()
    expect(within(dialog()).getByRole('checkbox', { name: 'Sell Each' })).toHaveFocus()
    expect(calls('POST', '/menu')).toHaveLength(0)

    await user.click(within(dialog()).getByRole('button', { name: 'Choose another' }))
    expect(within(dialog()).getByRole('heading', { name: 'Add a product from the catalogue' })).toHaveFocus()
  })

  it('is not offered to a budtender', async () => {
    show(budtender)
    await screen.findByRole('rowheader', { name: 'Blue Dream' })
    expect(screen.queryByRole('button', { name: 'Add a product' })).toBeNull()
  })
})

import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { FakeCall } from '../../lib/fakeFetch'
import { at, brandDeal, budtender, flowerDeal, forget, manager, show, specialsAPI } from './testing'
import { FROM_BRAND } from './Specials'

// The first render of a run takes a while on a busy machine.
configure({ asyncUtilTimeout: 3000 })

afterEach(() => {
  cleanup()
  forget()
})

const table = () => screen.getByRole('table', { name: 'Specials at the store' })
const rowOf = (name: string) => within(table()).getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!
const dialog = () => screen.getByRole('dialog')

describe('the specials', () => {
  it('lists the store’s specials, and the brand’s read-only and labelled', async () => {
    show(manager)
    expect(await screen.findByRole('rowheader', { name: /^Flower Friday/ })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Specials' })).toHaveFocus()
    const own = rowOf('Flower Friday')
    expect(own).toHaveTextContent('Product discount')
    expect(own).toHaveTextContent('Live')
    expect(own).toHaveTextContent('No dates set')
    expect(own).toHaveTextContent('20% off')
    expect(within(own).getByRole('button', { name: 'Edit Flower Friday' })).toBeInTheDocument()
    expect(within(own).getByRole('button', { name: 'End now: Flower Friday' })).toBeInTheDocument()
    expect(own).not.toHaveTextContent(FROM_BRAND)

    const brand = rowOf(brandDeal.title)
    expect(brand).toHaveTextContent(FROM_BRAND)
    expect(brand).toHaveTextContent('$5.00 off')
    expect(brand).toHaveTextContent('Set by the brand')
    expect(within(brand).queryByRole('button')).toBeNull()
    expect(screen.getByRole('button', { name: 'New special' })).toBeInTheDocument()
  })

  it('shows a budtender the specials without a control that changes them', async () => {
    show(budtender)
    expect(await screen.findByRole('rowheader', { name: /^Flower Friday/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New special' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull()
    expect(screen.queryByRole('button', { name: /^End / })).toBeNull()
    // What a budtender may do: price a sample bag with a special.
    expect(within(rowOf('Flower Friday')).getByRole('button', { name: 'Preview Flower Friday' })).toBeInTheDocument()
    expect(within(rowOf(brandDeal.title)).queryByRole('button')).toBeNull()
  })
})

describe('making a special', () => {
  it('sends the form, and shows the server’s refusal of a field beside it with focus there', async () => {
    const refusal = 'A percent off must be at most 50 at this store.'
    const { user, calls } = show(
      manager,
      specialsAPI({
        [`POST ${at('/specials')}`]: {
          status: 422,
          body: { code: 'invalid', message: 'The special cannot be saved as it is: see the fields.', validations: { discount_percent: [refusal] } },
        },
      }),
    )
    await user.click(await screen.findByRole('button', { name: 'New special' }))
    expect(within(dialog()).getByRole('heading', { name: 'New special' })).toBeInTheDocument()
    await user.type(within(dialog()).getByLabelText('Title'), ' Half off gummies ')
    await user.selectOptions(within(dialog()).getByLabelText('Type'), 'Promo code')
    await user.type(within(dialog()).getByLabelText('Promo code'), 'GUMMY')
    await user.type(within(dialog()).getByLabelText('Percent off'), '60')
    await user.click(within(dialog()).getByLabelText('The in-store kiosk'))
    await user.click(within(dialog()).getByRole('button', { name: 'Make the special' }))

    const percent = within(dialog()).getByLabelText('Percent off')
    await waitFor(() => expect(percent).toHaveAttribute('aria-invalid', 'true'))
    expect(percent).toHaveAccessibleDescription(refusal)
    expect(percent).toHaveFocus()
    expect(within(dialog()).getByLabelText('Title')).not.toHaveAttribute('aria-invalid')

    const sent = calls('POST', '/specials')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.headers.get('X-CSRF-Token')).toBe('csrf-ada')
    expect(sent[0]!.body).toMatchObject({
      title: 'Half off gummies',
      special_type: 'promo_code',
      promo_code: 'GUMMY',
      discount_type: 'percent',
      discount_percent: 60,
      discount_label: '60% off',
      excluded_app_modes: ['kiosk'],
      start_time: null,
      end_time: null,
      active: true,
      enabled: true,
    })
  })

  it('checks the title and the amount before sending', async () => {
    const { user, calls } = show(manager)
    await user.click(await screen.findByRole('button', { name: 'New special' }))
    await user.selectOptions(within(dialog()).getByLabelText('Discount'), 'Amount off')
    await user.type(within(dialog()).getByLabelText('Amount off (dollars)'), '5.555')
    await user.click(within(dialog()).getByRole('button', { name: 'Make the special' }))
    expect(within(dialog()).getByLabelText('Title')).toHaveFocus()
    expect(within(dialog()).getByLabelText('Title')).toHaveAccessibleDescription('Please give the special a title.')
    expect(within(dialog()).getByLabelText('Amount off (dollars)')).toHaveAccessibleDescription('Please give an amount in dollars, as 5 or 5.50.')
    expect(calls('POST', '/specials')).toHaveLength(0)
  })
})

describe('editing a special', () => {
  it('sends the version read and keeps the rules the form does not show; a 409 offers Reload', async () => {
    const changed = 'This special was changed since you opened it. Reload it to see the change, then make yours again.'
    const { user, calls } = show(manager, specialsAPI({ [`PUT ${at('/specials/5')}`]: { status: 409, body: { code: 'conflict', message: changed, version: 4 } } }))
    await user.click(await screen.findByRole('button', { name: 'Edit Flower Friday' }))
    const percent = within(dialog()).getByLabelText('Percent off')
    expect(percent).toHaveValue('20')
    await user.clear(percent)
    await user.type(percent, '25')
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }))

    expect(await within(dialog()).findByText(changed)).toHaveFocus()
    const body = calls('PUT', '/specials/5')[0]!.body as Record<string, unknown>
    expect(body).toMatchObject({ version: 3, discount_percent: 25, discount_label: '25% off', rules: flowerDeal.rules })
    const lists = calls('GET', '/specials').length
    await user.click(within(dialog()).getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(calls('GET', '/specials').length).toBe(lists + 1))
    await waitFor(() => expect(within(dialog()).queryByText(changed)).toBeNull())
    expect(within(dialog()).getByRole('heading', { name: 'Edit Flower Friday' })).toHaveFocus()
  })
})

describe('ending a special', () => {
  it('asks first, ends it at its version and shows it ended', async () => {
    const { user, calls } = show(manager)
    await user.click(await screen.findByRole('button', { name: 'End now: Flower Friday' }))
    expect(within(dialog()).getByRole('heading', { name: 'End Flower Friday now?' })).toBeInTheDocument()
    await user.click(within(dialog()).getByRole('button', { name: 'Keep it' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls('POST', '/specials/5/end')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'End now: Flower Friday' }))
    await user.click(within(dialog()).getByRole('button', { name: 'End it now' }))
    expect(await screen.findByText('Ended Flower Friday.')).toBeInTheDocument()
    const end = calls('POST', '/specials/5/end')
    expect(end).toHaveLength(1)
    expect(end[0]!.body).toEqual({ version: 3 })
    expect(end[0]!.headers.get('X-CSRF-Token')).toBe('csrf-ada')
    await waitFor(() => expect(rowOf('Flower Friday')).toHaveTextContent('Ended'))
    expect(within(rowOf('Flower Friday')).queryByRole('button', { name: 'End now: Flower Friday' })).toBeNull()
  })
})

describe('the preview', () => {
  it('prices a sample bag from the menu with the draft and shows the total', async () => {
    const { user, calls } = show(manager)
    await user.click(await screen.findByRole('button', { name: 'Edit Flower Friday' }))
    const preview = within(within(dialog()).getByRole('region', { name: 'Preview' }))
    await user.click(preview.getByRole('button', { name: 'Price the bag' }))
    expect(preview.getByText('Add at least one product to the sample bag.')).toHaveFocus()

    await user.type(preview.getByRole('searchbox', { name: 'Find a product on the menu' }), 'dream{Enter}')
    await user.click(await preview.findByRole('button', { name: 'Add Blue Dream to the sample bag' }))
    await user.selectOptions(preview.getByLabelText('Weight of Blue Dream'), '3.5g')
    await user.clear(preview.getByLabelText('Count of Blue Dream'))
    await user.type(preview.getByLabelText('Count of Blue Dream'), '2')
    await user.click(preview.getByRole('button', { name: 'Price the bag' }))

    expect(await preview.findByText('This special takes $18.00 off this bag.')).toBeInTheDocument()
    expect(preview.getByRole('rowheader', { name: '2 × Blue Dream, 3.5g' }).closest('tr')).toHaveTextContent('$45.00−$18.00$72.00')
    expect(preview.getByRole('list', { name: 'Specials applied' })).toHaveTextContent('Flower Friday (this special): −$18.00')
    expect(preview.getByTestId('order-total')).toHaveTextContent('$79.20')

    expect(calls('GET', '/menu')[0]!.query.get('q')).toBe('dream')
    const sent = calls('POST', '/specials/preview')[0] as FakeCall
    expect(sent.headers.get('X-CSRF-Token')).toBe('csrf-ada')
    expect(sent.body).toMatchObject({
      special_id: 5,
      lines: [{ product_id: 11, price_id: 'eighth_ounce', count: 2 }],
      special: { title: 'Flower Friday', discount_percent: 20, special_type: 'product' },
    })
  })

  it('takes a product id when the role cannot read the menu', async () => {
    const { user, calls } = show({ ...budtender, permissions: ['specials.read'] })
    await user.click(await screen.findByRole('button', { name: 'Preview Flower Friday' }))
    await user.type(within(dialog()).getByLabelText(/^Product id/), '11')
    await user.click(within(dialog()).getByRole('button', { name: 'Add to the bag' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Price the bag' }))
    expect(await within(dialog()).findByTestId('order-total')).toHaveTextContent('$79.20')
    expect(calls('GET', '/menu')).toHaveLength(0)
    expect(calls('POST', '/specials/preview')[0]!.body).toMatchObject({ special_id: 5, lines: [{ product_id: 11, price_id: 'gram', count: 1 }] })
  })
})
